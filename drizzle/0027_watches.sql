-- Watches (commerce.md, "Availability without a session, and watches"; domain/watches): an agency's watches of
-- departures, the last state each one saw of each watched grade, and the two events a watch raises. Watch
-- events are the agency's own, not a booking's: an event's booking becomes optional.
ALTER TABLE "events" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_type_ck";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_ck" CHECK ("events"."type" in ('booking.confirmed', 'booking.amended', 'booking.changed', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.refunded', 'payment.overdue', 'booking.personal_data_erased', 'availability.opened', 'price.dropped'));--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_events_ck";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_events_ck" CHECK (cardinality("webhook_endpoints"."events") > 0 and "webhook_endpoints"."events" <@ array['booking.confirmed', 'booking.amended', 'booking.changed', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.refunded', 'payment.overdue', 'booking.personal_data_erased', 'availability.opened', 'price.dropped']::text[]);--> statement-breakpoint
CREATE TABLE "watches" (
	"id" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"departure_port" text NOT NULL,
	"arrival_port" text NOT NULL,
	"departure_from" date NOT NULL,
	"departure_to" date NOT NULL,
	"cabin_grade" text,
	"guests" text NOT NULL,
	"max_price_per_guest_minor" integer,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watches_window_ck" CHECK ("watches"."departure_to" >= "watches"."departure_from"),
	CONSTRAINT "watches_price_ck" CHECK ("watches"."max_price_per_guest_minor" is null or "watches"."max_price_per_guest_minor" > 0)
);--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watches_agency_idx" ON "watches" USING btree ("agency_id","departure_to");--> statement-breakpoint
-- What a watch last saw of a grade of a departure (sailing, first leg): whether it was bookable, whether its
-- cheapest fare per guest was below the watch's price, and at which instant that was observed. An instance records
-- a transition with a conditional UPDATE (the old state and an older observation in its WHERE), so of several
-- instances seeing the same change exactly one gets the row back and writes the event, in the same transaction.
CREATE TABLE "watch_states" (
	"watch_id" text NOT NULL,
	"sailing_id" integer NOT NULL,
	"from_seq" integer NOT NULL,
	"cabin_grade" text NOT NULL,
	"bookable" boolean NOT NULL,
	"below" boolean NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watch_states_pk" PRIMARY KEY("watch_id","sailing_id","from_seq","cabin_grade")
);--> statement-breakpoint
ALTER TABLE "watch_states" ADD CONSTRAINT "watch_states_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;
