CREATE TABLE "writer_instructions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"instructions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "writer_instructions" ADD CONSTRAINT "writer_instructions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;