CREATE TABLE "booking_disruptions" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"disruption_id" text,
	"kind" text NOT NULL,
	"port_code" text NOT NULL,
	"previous_at" timestamp,
	"new_at" timestamp,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_disruptions_uq" UNIQUE("booking_id","disruption_id"),
	CONSTRAINT "booking_disruptions_kind_ck" CHECK ("booking_disruptions"."kind" in ('PORT_SKIPPED', 'CALL_RETIMED', 'SAILING_CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "disruptions" (
	"id" text PRIMARY KEY NOT NULL,
	"sailing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"call_seq" integer,
	"port_code" text,
	"previous_at" timestamp,
	"new_at" timestamp,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" text NOT NULL,
	CONSTRAINT "disruptions_kind_ck" CHECK ("disruptions"."kind" in ('PORT_SKIPPED', 'CALL_RETIMED', 'SAILING_CANCELLED')),
	CONSTRAINT "disruptions_shape_ck" CHECK (("disruptions"."kind" = 'SAILING_CANCELLED') = ("disruptions"."call_seq" is null)
          and ("disruptions"."kind" = 'CALL_RETIMED') = ("disruptions"."new_at" is not null)
          and ("disruptions"."call_seq" is null or "disruptions"."port_code" is not null))
);
--> statement-breakpoint
ALTER TABLE "sailing_calls" ADD COLUMN "skipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sailings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_disruptions" ADD CONSTRAINT "booking_disruptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_disruptions" ADD CONSTRAINT "booking_disruptions_disruption_id_disruptions_id_fk" FOREIGN KEY ("disruption_id") REFERENCES "public"."disruptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_sailing_id_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."sailings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_port_code_ports_code_fk" FOREIGN KEY ("port_code") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_disruptions_booking_idx" ON "booking_disruptions" USING btree ("booking_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "disruptions_cancelled_uq" ON "disruptions" USING btree ("sailing_id") WHERE "disruptions"."kind" = 'SAILING_CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "disruptions_skipped_uq" ON "disruptions" USING btree ("sailing_id","call_seq") WHERE "disruptions"."kind" = 'PORT_SKIPPED';--> statement-breakpoint
CREATE INDEX "disruptions_sailing_idx" ON "disruptions" USING btree ("sailing_id","recorded_at");