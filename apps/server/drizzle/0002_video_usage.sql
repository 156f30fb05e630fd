CREATE TABLE "video_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_usage" ADD CONSTRAINT "video_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_usage_video_idx" ON "video_usage" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "video_usage_user_period_idx" ON "video_usage" USING btree ("user_id","period");