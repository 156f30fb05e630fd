ALTER TABLE "captions" ADD COLUMN "content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "captions" ADD COLUMN "engagement_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "captions" ADD COLUMN "engagement_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "captions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;