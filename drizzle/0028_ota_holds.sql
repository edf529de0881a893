-- The OTA channel's hold names (issue 35): a hold made through OTA is named by the TransactionIdentifier of its
-- hold request (OTA's identifiers are at most 32 characters; a session's UUID is 36), unique per agency.
CREATE TABLE "ota_holds" (
	"agency_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ota_holds_agency_id_transaction_id_pk" PRIMARY KEY("agency_id","transaction_id"),
	CONSTRAINT "ota_holds_transaction_id_ck" CHECK (char_length("ota_holds"."transaction_id") between 1 and 32)
);
--> statement-breakpoint
ALTER TABLE "ota_holds" ADD CONSTRAINT "ota_holds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_holds" ADD CONSTRAINT "ota_holds_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ota_holds_session_id_idx" ON "ota_holds" USING btree ("session_id");
