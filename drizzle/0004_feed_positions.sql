-- The feed numbers events per agency once they are committed (events.position, event_feed_heads), instead
-- of ordering them by writing transaction: see events/events.ts.
DROP INDEX "events_feed_idx";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "tx";--> statement-breakpoint
CREATE TABLE "event_feed_heads" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"last_position" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "position" bigint;--> statement-breakpoint
ALTER TABLE "event_feed_heads" ADD CONSTRAINT "event_feed_heads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_unnumbered_idx" ON "events" USING btree ("agency_id","seq") WHERE "events"."position" is null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_feed_position_uq" UNIQUE("agency_id","position");