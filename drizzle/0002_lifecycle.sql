CREATE TABLE "cancellation_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"booking_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"booking_version" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"refund_minor" integer NOT NULL,
	"due_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cancellation_quotes_seq_uq" UNIQUE("seq"),
	CONSTRAINT "cancellation_quotes_amounts_ck" CHECK ("cancellation_quotes"."fee_minor" >= 0 and "cancellation_quotes"."refund_minor" >= 0 and "cancellation_quotes"."due_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"agency_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_id_uq" UNIQUE("id"),
	CONSTRAINT "events_type_ck" CHECK ("events"."type" in ('booking.confirmed', 'booking.amended', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.overdue'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_ck";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total_minor" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_fee_minor" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_refund_minor" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_due_minor" integer;--> statement-breakpoint
-- Bookings confirmed before this migration get what confirm now stores: version 1, the departure instant
-- (read in Europe/Oslo, the default OPERATOR_TIME_ZONE), the total in minor units and the V1 payment
-- schedule (deposit 7 days after confirm but never after the balance; balance 60 days before departure or
-- at confirm), and their booking.confirmed event, so the feed starts with every booking.
UPDATE "bookings" SET
  "version" = 1,
  "departure_at" = ("document"->>'departureDate')::timestamp AT TIME ZONE 'Europe/Oslo',
  "total_minor" = round(("document"->'priceBreakdown'->>'totalPrice')::numeric
                        * (CASE WHEN "currency" IN ('JPY', 'ISK') THEN 1 ELSE 100 END))::integer,
  "balance_due_at" = greatest("confirmed_at", (("document"->>'departureDate')::timestamp AT TIME ZONE 'Europe/Oslo') - interval '1440 hours'),
  "deposit_due_at" = least("confirmed_at" + interval '168 hours',
                           greatest("confirmed_at", (("document"->>'departureDate')::timestamp AT TIME ZONE 'Europe/Oslo') - interval '1440 hours'))
WHERE "status" = 'CONFIRMED';--> statement-breakpoint
INSERT INTO "events" ("id", "agency_id", "booking_id", "type", "data", "created_at")
SELECT 'evt_' || replace(gen_random_uuid()::text, '-', ''), "agency_id", "id", 'booking.confirmed',
       jsonb_build_object('bookingId', "reference", 'version', 1), "confirmed_at"
FROM "bookings" WHERE "status" = 'CONFIRMED' ORDER BY "confirmed_at", "id";--> statement-breakpoint
ALTER TABLE "cancellation_quotes" ADD CONSTRAINT "cancellation_quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_quotes" ADD CONSTRAINT "cancellation_quotes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_quotes_booking_idx" ON "cancellation_quotes" USING btree ("booking_id","seq");--> statement-breakpoint
CREATE INDEX "events_feed_idx" ON "events" USING btree ("agency_id","tx","seq");--> statement-breakpoint
CREATE INDEX "events_booking_idx" ON "events" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","received_at");--> statement-breakpoint
CREATE INDEX "bookings_agency_confirmed_idx" ON "bookings" USING btree ("agency_id","confirmed_at","id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_confirmed_ck" CHECK (("bookings"."status" = 'HELD' and "bookings"."version" = 0) or ("bookings"."status" <> 'HELD' and "bookings"."version" >= 1
          and "bookings"."reference" is not null and "bookings"."confirmed_at" is not null and "bookings"."departure_at" is not null
          and "bookings"."total_minor" is not null and "bookings"."deposit_due_at" is not null and "bookings"."balance_due_at" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_paid_ck" CHECK ("bookings"."paid_minor" >= 0 and ("bookings"."total_minor" is null or "bookings"."total_minor" >= 0));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_ck" CHECK (("bookings"."status" = 'CANCELLED') = ("bookings"."cancelled_at" is not null)
          and ("bookings"."cancelled_at" is null or (
            "bookings"."cancellation_reason" in ('AGENCY_REQUEST', 'PAYMENT_OVERDUE', 'SAILING_CANCELLED')
            and "bookings"."cancellation_fee_minor" >= 0
            and "bookings"."cancellation_refund_minor" = greatest(0, "bookings"."paid_minor" - "bookings"."cancellation_fee_minor")
            and "bookings"."cancellation_due_minor" = greatest(0, "bookings"."cancellation_fee_minor" - "bookings"."paid_minor"))));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_ck" CHECK ("bookings"."status" in ('HELD', 'CONFIRMED', 'CANCELLED'));