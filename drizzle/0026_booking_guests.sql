-- The party of a confirmed booking, owned by the booking (domain/bookings, issue 34: changes of the party). Until
-- now a booking's guests were its session's search (sessions.context->'guests'), which a change cannot write.
-- Confirm copies them here; a priced change adds guests (the next unused id) and marks removed ones, whose rows
-- stay so that an id is never given twice.
CREATE TABLE "booking_guests" (
	"booking_id" uuid NOT NULL,
	"guest_id" integer NOT NULL,
	"type" text NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "booking_guests_booking_id_guest_id_pk" PRIMARY KEY("booking_id","guest_id"),
	CONSTRAINT "booking_guests_id_ck" CHECK ("guest_id" >= 1),
	CONSTRAINT "booking_guests_type_ck" CHECK ("type" in ('ADULT', 'SENIOR', 'CHILD', 'INFANT'))
);--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The existing confirmed and cancelled bookings' parties, from their sessions' searches.
INSERT INTO "booking_guests" ("booking_id", "guest_id", "type")
SELECT b."id", (g->>'guestId')::int, g->>'type'
FROM "bookings" b
JOIN "sessions" s ON s."id" = b."session_id"
CROSS JOIN LATERAL jsonb_array_elements(coalesce(s."context"->'guests', '[]'::jsonb)) g
WHERE b."status" <> 'HELD';
