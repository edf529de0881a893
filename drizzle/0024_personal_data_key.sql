-- Who exported or erased a booking's personal data through the API (issue 37 item 7): the named user key the
-- call was made with, and its name as it was (a key may be renamed or revoked later; the row keeps what it was).
ALTER TABLE "personal_data_audit" ADD COLUMN "user_key_id" uuid;--> statement-breakpoint
ALTER TABLE "personal_data_audit" ADD COLUMN "user_key_label" text;--> statement-breakpoint
ALTER TABLE "personal_data_audit" ADD CONSTRAINT "personal_data_audit_user_key_id_agency_user_keys_id_fk" FOREIGN KEY ("user_key_id") REFERENCES "public"."agency_user_keys"("id") ON DELETE set null ON UPDATE no action;
