-- Priced changes after booking (commerce.md, "Priced changes after booking"; domain/changes).
-- A change quote holds what the change needs (cabins, vehicle slots, fare places) under a session of its own,
-- expiring with the quote, on the booking's own id: so a booking's cabin k can be allocated twice for a while,
-- once permanent (session null) and once held by the quote. The uniques on (booking, cabin) therefore include
-- the holding session, with NULLS NOT DISTINCT so that the permanent rows stay one per cabin.
CREATE TABLE "change_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"booking_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"session_id" uuid,
	"booking_version" integer NOT NULL,
	"change" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"fee_minor" integer NOT NULL,
	"new_total_minor" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "change_quotes_seq_uq" UNIQUE("seq"),
	CONSTRAINT "change_quotes_amounts_ck" CHECK ("fee_minor" >= 0 and "new_total_minor" >= 0)
);--> statement-breakpoint
ALTER TABLE "change_quotes" ADD CONSTRAINT "change_quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_quotes" ADD CONSTRAINT "change_quotes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_quotes" ADD CONSTRAINT "change_quotes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_quotes_booking_idx" ON "change_quotes" USING btree ("booking_id","seq");--> statement-breakpoint
-- The fees a booking's changes cost, each a priceBreakdown.fees item inside totalPrice (bookings/booking-view.ts).
CREATE TABLE "booking_fees" (
	"booking_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"code" text NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "booking_fees_booking_id_seq_pk" PRIMARY KEY("booking_id","seq"),
	CONSTRAINT "booking_fees_code_ck" CHECK ("code" in ('CHANGE_FEE')),
	CONSTRAINT "booking_fees_amount_ck" CHECK ("amount_minor" >= 0)
);--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The session holding the booking's newest change quote's inventory; the next write on the booking releases it.
ALTER TABLE "bookings" ADD COLUMN "change_session_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_change_session_id_sessions_id_fk" FOREIGN KEY ("change_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The hold quota counts the cabins an agency's change quotes hold (bookings/repository-sailing.ts heldCabinsQuery).
CREATE INDEX "bookings_change_session_idx" ON "bookings" USING btree ("agency_id") WHERE "bookings"."change_session_id" is not null;--> statement-breakpoint
ALTER TABLE "cabin_allocations" DROP CONSTRAINT "cabin_allocations_booking_cabin_uq";--> statement-breakpoint
ALTER TABLE "cabin_allocations" ADD CONSTRAINT "cabin_allocations_booking_cabin_uq" UNIQUE NULLS NOT DISTINCT("booking_id","cabin_no","session_id");--> statement-breakpoint
ALTER TABLE "capacity_allocations" DROP CONSTRAINT "capacity_allocations_booking_cabin_uq";--> statement-breakpoint
ALTER TABLE "capacity_allocations" ADD CONSTRAINT "capacity_allocations_booking_cabin_uq" UNIQUE NULLS NOT DISTINCT("booking_id","cabin_no","session_id");--> statement-breakpoint
ALTER TABLE "fare_allocations" DROP CONSTRAINT "fare_allocations_booking_cabin_uq";--> statement-breakpoint
ALTER TABLE "fare_allocations" ADD CONSTRAINT "fare_allocations_booking_cabin_uq" UNIQUE NULLS NOT DISTINCT("booking_id","cabin_no","session_id");--> statement-breakpoint
-- A booking's vehicles by booking: cancellation and the change's release delete them by booking_id.
CREATE INDEX "vehicle_allocations_booking_idx" ON "vehicle_allocations" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_type_ck";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_ck" CHECK ("type" in ('booking.confirmed', 'booking.amended', 'booking.changed', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.overdue', 'booking.personal_data_erased'));--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_events_ck";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_events_ck" CHECK (cardinality("events") > 0 and "events" <@ array['booking.confirmed', 'booking.amended', 'booking.changed', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.overdue', 'booking.personal_data_erased']::text[]);
