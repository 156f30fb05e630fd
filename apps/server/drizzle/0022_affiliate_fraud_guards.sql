ALTER TABLE "affiliates" ADD COLUMN "past_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "own_networks" text[] DEFAULT '{}'::text[] NOT NULL;