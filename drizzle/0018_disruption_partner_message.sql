-- The operator's optional message to partners about a disruption (issue 23 item 7): stored once with the
-- disruption, carried in each affected booking's `booking.disrupted` event and shown on the booking.
ALTER TABLE "disruptions" ADD COLUMN "partner_message" text;--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_partner_message_ck" CHECK (char_length("disruptions"."partner_message") between 1 and 500);
