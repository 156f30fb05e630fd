ALTER TABLE "videos" ADD COLUMN "remixed_from" uuid;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "remix" jsonb;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_remixed_from_videos_id_fk" FOREIGN KEY ("remixed_from") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;