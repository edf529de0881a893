-- Fares (commerce.md): the price programmes a sailing is sold under, each with its rules. Every existing price
-- row and every booking made before fares existed is STANDARD, under lifecycle.md's rules
-- (domain/pricing/fare-rules.ts STANDARD_FARE_RULES; the catalogue import rewrites the row from the file).
-- Promotions: the codes agencies type, made by the operator's staff in the portal (domain/promotions).
CREATE TABLE "fare_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"deposit_percent" integer NOT NULL,
	"deposit_refundable" boolean NOT NULL,
	"cancellation" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"closes_days_before_departure" integer,
	"cabins_per_sailing" integer,
	CONSTRAINT "fare_codes_deposit_ck" CHECK ("deposit_percent" between 0 and 100),
	CONSTRAINT "fare_codes_closes_ck" CHECK ("closes_days_before_departure" >= 0),
	CONSTRAINT "fare_codes_bucket_ck" CHECK ("cabins_per_sailing" > 0)
);--> statement-breakpoint
INSERT INTO "fare_codes" VALUES ('STANDARD', 'Standard', 0, 20, true,
	'[{"fromDays":90,"fee":"DEPOSIT"},{"fromDays":60,"percent":50},{"fromDays":30,"percent":75},{"fromDays":0,"percent":100}]',
	'{"date":true,"grade":true,"party":true,"untilDays":30,"freeUntilDays":null,"fee":[{"currency":"NOK","amount":30000},{"currency":"EUR","amount":3000}]}',
	NULL, NULL);--> statement-breakpoint
ALTER TABLE "fares" ADD COLUMN "fare_code" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_fare_code_fare_codes_code_fk" FOREIGN KEY ("fare_code") REFERENCES "public"."fare_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fares" DROP CONSTRAINT "fares_fare_table_code_grade_code_guest_type_currency_pk";--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_fare_table_code_fare_code_grade_code_guest_type_currency_pk" PRIMARY KEY("fare_table_code","fare_code","grade_code","guest_type","currency");
--> statement-breakpoint
CREATE TABLE "promotions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fare_codes" text[] NOT NULL,
	"discount_percent" integer,
	"discount_amount" integer,
	"discount_currency" text,
	"booking_from" timestamp with time zone NOT NULL,
	"booking_until" timestamp with time zone NOT NULL,
	"departure_from" date NOT NULL,
	"departure_until" date NOT NULL,
	"markets" text[],
	"guest_types" text[],
	"redemption_cap" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "promotions_discount_ck" CHECK (("discount_percent" between 1 and 100 and "discount_amount" is null and "discount_currency" is null)
          or ("discount_percent" is null and "discount_amount" > 0 and "discount_currency" is not null)),
	CONSTRAINT "promotions_windows_ck" CHECK ("booking_from" < "booking_until" and "departure_from" <= "departure_until"),
	CONSTRAINT "promotions_cap_ck" CHECK ("redemption_cap" > 0),
	CONSTRAINT "promotions_fares_ck" CHECK (cardinality("fare_codes") > 0)
);
--> statement-breakpoint
-- A fare's bucket and a promotion's cap, counted like capacity (inventory/fare-places.ts).
CREATE TABLE "fare_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"session_id" uuid REFERENCES "sessions"("id"),
	"sailing_id" integer NOT NULL REFERENCES "sailings"("id"),
	"fare_code" text NOT NULL,
	"cabin_no" integer NOT NULL,
	CONSTRAINT "fare_allocations_booking_cabin_uq" UNIQUE("booking_id","cabin_no")
);--> statement-breakpoint
CREATE INDEX "fare_allocations_sailing_fare_idx" ON "fare_allocations" USING btree ("sailing_id","fare_code");--> statement-breakpoint
CREATE INDEX "fare_allocations_session_idx" ON "fare_allocations" USING btree ("session_id") WHERE session_id is not null;--> statement-breakpoint
-- Search shows whether a fare's bucket has room: its places move the sailing's availability version as every
-- other allocation does (migration 0012).
CREATE CONSTRAINT TRIGGER fare_allocations_inventory_version
  AFTER INSERT OR UPDATE OR DELETE ON fare_allocations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION allocations_bump_inventory_version();--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"booking_id" uuid PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"session_id" uuid REFERENCES "sessions"("id"),
	"promotion_code" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "promotion_redemptions_code_idx" ON "promotion_redemptions" USING btree ("promotion_code");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_session_idx" ON "promotion_redemptions" USING btree ("session_id") WHERE session_id is not null;
--> statement-breakpoint
-- A booking keeps the fare and promotion it was sold under: every booking made before fares is STANDARD.
ALTER TABLE "bookings" ADD COLUMN "fare_code" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fare" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promotion" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_percent_ck" CHECK ("deposit_percent" between 0 and 100);
