ALTER TABLE "users" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_clips" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;