CREATE TABLE "personal_data_audit" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"agency_id" uuid,
	"portal_user_id" uuid,
	"portal_user_email" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "personal_data_audit_action_ck" CHECK ("personal_data_audit"."action" in ('EXPORT', 'ERASURE')),
	CONSTRAINT "personal_data_audit_actor_ck" CHECK ("personal_data_audit"."actor" in ('AGENCY_API', 'AGENCY_STAFF', 'OPERATOR_STAFF', 'RETENTION'))
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_type_ck";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_events_ck";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personal_data_audit" ADD CONSTRAINT "personal_data_audit_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_audit" ADD CONSTRAINT "personal_data_audit_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_audit" ADD CONSTRAINT "personal_data_audit_portal_user_id_portal_users_id_fk" FOREIGN KEY ("portal_user_id") REFERENCES "public"."portal_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_audit_booking_idx" ON "personal_data_audit" USING btree ("booking_id","seq");--> statement-breakpoint
CREATE INDEX "bookings_retention_departure_idx" ON "bookings" USING btree ("departure_at") WHERE "bookings"."personal_data_erased_at" is null and "bookings"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE INDEX "bookings_retention_cancelled_idx" ON "bookings" USING btree ("cancelled_at") WHERE "bookings"."personal_data_erased_at" is null and "bookings"."status" = 'CANCELLED';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_personal_data_erased_ck" CHECK ("bookings"."personal_data_erased_at" is null or "bookings"."customer_details" is null);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_ck" CHECK ("events"."type" in ('booking.confirmed', 'booking.amended', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.overdue', 'booking.personal_data_erased'));--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_events_ck" CHECK (cardinality("webhook_endpoints"."events") > 0 and "webhook_endpoints"."events" <@ array['booking.confirmed', 'booking.amended', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.overdue', 'booking.personal_data_erased']::text[]);