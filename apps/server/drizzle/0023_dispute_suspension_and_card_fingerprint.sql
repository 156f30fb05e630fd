ALTER TABLE "invoices" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "suspended_by_dispute_at" timestamp with time zone;