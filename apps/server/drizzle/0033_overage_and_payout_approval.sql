CREATE TABLE "overage_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"audio_id" uuid NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_mills" integer NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "overage_cap_cents" integer;--> statement-breakpoint
ALTER TABLE "overage_usage" ADD CONSTRAINT "overage_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "overage_usage_audio_kind_idx" ON "overage_usage" USING btree ("audio_id","kind");--> statement-breakpoint
CREATE INDEX "overage_usage_user_period_idx" ON "overage_usage" USING btree ("user_id","period");