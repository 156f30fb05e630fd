CREATE TABLE "video_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"storyboard" jsonb NOT NULL,
	"status" text DEFAULT 'rendering' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"error" text,
	"video_key" text,
	"thumbnail_key" text,
	"srt_key" text,
	"vtt_key" text,
	"duration_sec" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "video_versions_video_number_uq" UNIQUE("video_id","number")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "storyboard" jsonb;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "storyboard_rev" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "current_version" integer;--> statement-breakpoint
ALTER TABLE "video_versions" ADD CONSTRAINT "video_versions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_versions" ADD CONSTRAINT "video_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;