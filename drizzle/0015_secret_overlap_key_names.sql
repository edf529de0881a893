ALTER TABLE "agencies" ADD COLUMN "previous_secret_hash" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "previous_secret_last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_user_keys" ADD COLUMN "name" text;