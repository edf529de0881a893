CREATE TABLE "addon_prices" (
	"addon_code" text NOT NULL,
	"guest_type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "addon_prices_addon_code_guest_type_currency_pk" PRIMARY KEY("addon_code","guest_type","currency")
);
--> statement-breakpoint
CREATE TABLE "addons" (
	"code" text PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"price_unit" text NOT NULL,
	"ship_codes" text[],
	"mandatory_ship_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "addons_id_unique" UNIQUE("id"),
	CONSTRAINT "addons_kind_ck" CHECK ("addons"."kind" in ('ADDON', 'MEAL')),
	CONSTRAINT "addons_price_unit_ck" CHECK ("addons"."price_unit" in ('PER_GUEST', 'PER_GUEST_PER_NIGHT'))
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"market" text NOT NULL,
	"currencies" text[] NOT NULL,
	"commission_bps" integer DEFAULT 0 NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_hash" text NOT NULL,
	"is_sandbox" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "agency_user_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"is_legacy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_cabins" (
	"booking_id" uuid NOT NULL,
	"cabin_no" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"guest_ids" integer[] NOT NULL,
	"number_chosen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_cabins_booking_id_cabin_no_pk" PRIMARY KEY("booking_id","cabin_no")
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"guest_ids" integer[] NOT NULL,
	"is_mandatory" boolean NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "booking_items_booking_id_kind_code_pk" PRIMARY KEY("booking_id","kind","code"),
	CONSTRAINT "booking_items_kind_ck" CHECK ("booking_items"."kind" in ('ADDON', 'EXCURSION', 'TOUR'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"reference" text,
	"status" text NOT NULL,
	"booking_type" text NOT NULL,
	"sailing_id" integer NOT NULL,
	"from_seq" integer NOT NULL,
	"to_seq" integer NOT NULL,
	"package_code" text,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"document" jsonb NOT NULL,
	"customer_details" jsonb,
	"agency_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "bookings_session_uq" UNIQUE("session_id"),
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_status_ck" CHECK ("bookings"."status" in ('HELD', 'CONFIRMED'))
);
--> statement-breakpoint
CREATE TABLE "cabin_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"cabin_no" integer NOT NULL,
	"session_id" uuid,
	"sailing_id" integer NOT NULL,
	"cabin_id" integer NOT NULL,
	"legs" "int4range" NOT NULL,
	CONSTRAINT "cabin_allocations_booking_cabin_uq" UNIQUE("booking_id","cabin_no")
);
--> statement-breakpoint
CREATE TABLE "cabin_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_code" text NOT NULL,
	"code" text NOT NULL,
	"cabin_type" text NOT NULL,
	"description" text NOT NULL,
	"minimum_occupancy" integer NOT NULL,
	"maximum_occupancy" integer NOT NULL,
	"has_specific_cabins" boolean NOT NULL,
	"capacity" integer,
	"single_supplement_pct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cabin_grades_ship_code_uq" UNIQUE("ship_code","code"),
	CONSTRAINT "cabin_grades_type_ck" CHECK ("cabin_grades"."cabin_type" in ('Inside', 'Outside', 'Suite')),
	CONSTRAINT "cabin_grades_occupancy_ck" CHECK ("cabin_grades"."minimum_occupancy" >= 1 and "cabin_grades"."maximum_occupancy" >= "cabin_grades"."minimum_occupancy"),
	CONSTRAINT "cabin_grades_capacity_ck" CHECK (("cabin_grades"."has_specific_cabins" and "cabin_grades"."capacity" is null) or (not "cabin_grades"."has_specific_cabins" and "cabin_grades"."capacity" >= 0))
);
--> statement-breakpoint
CREATE TABLE "cabins" (
	"id" serial PRIMARY KEY NOT NULL,
	"ship_code" text NOT NULL,
	"grade_id" integer NOT NULL,
	"deck" integer NOT NULL,
	"number" text NOT NULL,
	CONSTRAINT "cabins_ship_number_uq" UNIQUE("ship_code","number")
);
--> statement-breakpoint
CREATE TABLE "capacity_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"cabin_no" integer NOT NULL,
	"session_id" uuid,
	"sailing_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"legs" "int4range" NOT NULL,
	CONSTRAINT "capacity_allocations_booking_cabin_uq" UNIQUE("booking_id","cabin_no")
);
--> statement-breakpoint
CREATE TABLE "decks" (
	"ship_code" text NOT NULL,
	"deck" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "decks_ship_code_deck_pk" PRIMARY KEY("ship_code","deck")
);
--> statement-breakpoint
CREATE TABLE "embarkation_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"port_code" text NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text NOT NULL,
	"messages" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excursion_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"session_id" uuid,
	"excursion_departure_id" uuid NOT NULL,
	"guest_id" integer NOT NULL,
	CONSTRAINT "excursion_allocations_guest_uq" UNIQUE("booking_id","excursion_departure_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "excursion_departures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"excursion_code" text NOT NULL,
	"sailing_id" integer NOT NULL,
	"start_seq" integer NOT NULL,
	"end_seq" integer NOT NULL,
	"start_at" timestamp NOT NULL,
	"end_at" timestamp NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "excursion_departures_uq" UNIQUE("sailing_id","excursion_code"),
	CONSTRAINT "excursion_departures_seats_ck" CHECK ("excursion_departures"."seats" >= 0),
	CONSTRAINT "excursion_departures_seq_ck" CHECK ("excursion_departures"."end_seq" >= "excursion_departures"."start_seq")
);
--> statement-breakpoint
CREATE TABLE "excursion_prices" (
	"excursion_code" text NOT NULL,
	"guest_type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "excursion_prices_excursion_code_guest_type_currency_pk" PRIMARY KEY("excursion_code","guest_type","currency")
);
--> statement-breakpoint
CREATE TABLE "excursions" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"start_port_code" text NOT NULL,
	"end_port_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fare_tables" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fares" (
	"fare_table_code" text NOT NULL,
	"grade_code" text NOT NULL,
	"guest_type" text NOT NULL,
	"currency" text NOT NULL,
	"base_amount" integer NOT NULL,
	"per_leg_amount" integer NOT NULL,
	CONSTRAINT "fares_fare_table_code_grade_code_guest_type_currency_pk" PRIMARY KEY("fare_table_code","grade_code","guest_type","currency"),
	CONSTRAINT "fares_guest_type_ck" CHECK ("fares"."guest_type" in ('ADULT', 'CHILD', 'INFANT', 'SENIOR')),
	CONSTRAINT "fares_amount_ck" CHECK ("fares"."base_amount" >= 0 and "fares"."per_leg_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"agency_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_headers" jsonb,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_agency_id_key_pk" PRIMARY KEY("agency_id","key")
);
--> statement-breakpoint
CREATE TABLE "package_departures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"package_code" text NOT NULL,
	"sailing_id" integer NOT NULL,
	"from_seq" integer NOT NULL,
	"to_seq" integer NOT NULL,
	"start_at" timestamp NOT NULL,
	"end_at" timestamp NOT NULL,
	CONSTRAINT "package_departures_uq" UNIQUE("package_code","sailing_id")
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"package_code" text NOT NULL,
	"kind" text NOT NULL,
	"item_code" text NOT NULL,
	"included_in_fare" boolean NOT NULL,
	CONSTRAINT "package_items_package_code_kind_item_code_pk" PRIMARY KEY("package_code","kind","item_code"),
	CONSTRAINT "package_items_kind_ck" CHECK ("package_items"."kind" in ('ADDON', 'EXCURSION', 'TOUR'))
);
--> statement-breakpoint
CREATE TABLE "package_prices" (
	"package_code" text NOT NULL,
	"guest_type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "package_prices_package_code_guest_type_currency_pk" PRIMARY KEY("package_code","guest_type","currency")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"code" text PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"duration_days" integer NOT NULL,
	"route_code" text NOT NULL,
	"from_port_code" text NOT NULL,
	"to_port_code" text NOT NULL,
	CONSTRAINT "packages_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"package_code" text NOT NULL,
	"departure_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"agent_id" text,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sailing_calls" (
	"sailing_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"port_code" text NOT NULL,
	"arrival_at" timestamp,
	"departure_at" timestamp,
	CONSTRAINT "sailing_calls_sailing_id_seq_pk" PRIMARY KEY("sailing_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sailing_vehicle_capacity" (
	"sailing_id" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "sailing_vehicle_capacity_sailing_id_vehicle_type_pk" PRIMARY KEY("sailing_id","vehicle_type"),
	CONSTRAINT "sailing_vehicle_capacity_type_ck" CHECK ("sailing_vehicle_capacity"."vehicle_type" in ('CAR', 'MOTORCYCLE')),
	CONSTRAINT "sailing_vehicle_capacity_ck" CHECK ("sailing_vehicle_capacity"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"route_code" text NOT NULL,
	"ship_code" text NOT NULL,
	"fare_table_code" text NOT NULL,
	"departure_at" timestamp NOT NULL,
	"arrival_at" timestamp NOT NULL,
	CONSTRAINT "sailings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"booking_type" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"context" jsonb NOT NULL,
	"recorded" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_booking_type_ck" CHECK ("sessions"."booking_type" in ('voyage-only', 'package'))
);
--> statement-breakpoint
CREATE TABLE "ships" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"year_built" integer
);
--> statement-breakpoint
CREATE TABLE "supplemental_tour_prices" (
	"tour_code" text NOT NULL,
	"guest_type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "supplemental_tour_prices_tour_code_guest_type_currency_pk" PRIMARY KEY("tour_code","guest_type","currency")
);
--> statement-breakpoint
CREATE TABLE "supplemental_tours" (
	"code" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"port_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"nights" integer NOT NULL,
	CONSTRAINT "supplemental_tours_category_ck" CHECK ("supplemental_tours"."category" in ('Arrival', 'Departure'))
);
--> statement-breakpoint
CREATE TABLE "tour_stage_routes" (
	"id" integer PRIMARY KEY NOT NULL,
	"tour_code" text NOT NULL,
	"stage_id" integer NOT NULL,
	"departure_code" text NOT NULL,
	"arrival_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tour_stage_routes_uq" UNIQUE("tour_code","stage_id","departure_code","arrival_code")
);
--> statement-breakpoint
CREATE TABLE "tour_stages" (
	"tour_code" text NOT NULL,
	"stage_id" integer NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "tour_stages_tour_code_stage_id_pk" PRIMARY KEY("tour_code","stage_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"session_id" uuid,
	"sailing_id" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"guest_id" integer NOT NULL,
	"legs" "int4range" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_fares" (
	"fare_table_code" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"currency" text NOT NULL,
	"base_amount" integer NOT NULL,
	"per_leg_amount" integer NOT NULL,
	CONSTRAINT "vehicle_fares_fare_table_code_vehicle_type_currency_pk" PRIMARY KEY("fare_table_code","vehicle_type","currency")
);
--> statement-breakpoint
ALTER TABLE "addon_prices" ADD CONSTRAINT "addon_prices_addon_code_addons_code_fk" FOREIGN KEY ("addon_code") REFERENCES "public"."addons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_user_keys" ADD CONSTRAINT "agency_user_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cabins" ADD CONSTRAINT "booking_cabins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cabins" ADD CONSTRAINT "booking_cabins_grade_id_cabin_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."cabin_grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sailing_id_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."sailings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_code_packages_code_fk" FOREIGN KEY ("package_code") REFERENCES "public"."packages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_allocations" ADD CONSTRAINT "cabin_allocations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_allocations" ADD CONSTRAINT "cabin_allocations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_allocations" ADD CONSTRAINT "cabin_allocations_sailing_id_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."sailings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_allocations" ADD CONSTRAINT "cabin_allocations_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_grades" ADD CONSTRAINT "cabin_grades_ship_code_ships_code_fk" FOREIGN KEY ("ship_code") REFERENCES "public"."ships"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_ship_code_ships_code_fk" FOREIGN KEY ("ship_code") REFERENCES "public"."ships"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_grade_id_cabin_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."cabin_grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_allocations" ADD CONSTRAINT "capacity_allocations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_allocations" ADD CONSTRAINT "capacity_allocations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_allocations" ADD CONSTRAINT "capacity_allocations_sailing_id_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."sailings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_allocations" ADD CONSTRAINT "capacity_allocations_grade_id_cabin_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."cabin_grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_ship_code_ships_code_fk" FOREIGN KEY ("ship_code") REFERENCES "public"."ships"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embarkation_notifications" ADD CONSTRAINT "embarkation_notifications_port_code_ports_code_fk" FOREIGN KEY ("port_code") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursion_allocations" ADD CONSTRAINT "excursion_allocations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursion_allocations" ADD CONSTRAINT "excursion_allocations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursion_allocations" ADD CONSTRAINT "excursion_allocations_excursion_departure_id_excursion_departures_id_fk" FOREIGN KEY ("excursion_departure_id") REFERENCES "public"."excursion_departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursion_departures" ADD CONSTRAINT "excursion_departures_excursion_code_excursions_code_fk" FOREIGN KEY ("excursion_code") REFERENCES "public"."excursions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursion_departures" ADD CONSTRAINT "excursion_departures_sailing_id_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."sailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursion_prices" ADD CONSTRAINT "excursion_prices_excursion_code_excursions_code_fk" FOREIGN KEY ("excursion_code") REFERENCES "public"."excursions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursions" ADD CONSTRAINT "excursions_start_port_code_ports_code_fk" FOREIGN KEY ("start_port_code") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursions" ADD CONSTRAINT "excursions_end_port_code_ports_code_fk" FOREIGN KEY ("end_port_code") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_fare_table_code_fare_tables_code_fk" FOREIGN KEY ("fare_table_code") REFERENCES "public"."fare_tables"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_departures" ADD CONSTRAINT "package_departures_package_code_packages_code_fk" FOREIGN KEY ("package_code") REFERENCES "public"."packages"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_departures" ADD CONSTRAINT "package_departures_sailing_id_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."sailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_code_packages_code_fk" FOREIGN KEY ("package_code") REFERENCES "public"."packages"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_package_code_packages_code_fk" FOREIGN KEY ("package_code") REFERENCES "public"."packages"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_route_code_routes_code_fk" FOREIGN KEY ("route_code") REFERENCES "public"."routes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_from_port_code_ports_code_fk" FOREIGN KEY ("from_port_code") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_to_port_code_ports_code_fk" FOREIGN KEY ("to_port_code") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_package_code_packages_code_fk" FOREIGN KEY ("package_code") REFERENCES "public"."packages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_departure_id_package_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."package_departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailing_calls" ADD CONSTRAINT "sailing_calls_sailing_id_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."sailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailing_calls" ADD CONSTRAINT "sailing_calls_port_code_ports_code_fk" FOREIGN KEY ("port_code") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailing_vehicle_capacity" ADD CONSTRAINT "sailing_vehicle_capacity_sailing_id_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."sailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailings" ADD CONSTRAINT "sailings_route_code_routes_code_fk" FOREIGN KEY ("route_code") REFERENCES "public"."routes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailings" ADD CONSTRAINT "sailings_ship_code_ships_code_fk" FOREIGN KEY ("ship_code") REFERENCES "public"."ships"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailings" ADD CONSTRAINT "sailings_fare_table_code_fare_tables_code_fk" FOREIGN KEY ("fare_table_code") REFERENCES "public"."fare_tables"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplemental_tour_prices" ADD CONSTRAINT "supplemental_tour_prices_tour_code_supplemental_tours_code_fk" FOREIGN KEY ("tour_code") REFERENCES "public"."supplemental_tours"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplemental_tours" ADD CONSTRAINT "supplemental_tours_port_code_ports_code_fk" FOREIGN KEY ("port_code") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_stages" ADD CONSTRAINT "tour_stages_tour_code_supplemental_tours_code_fk" FOREIGN KEY ("tour_code") REFERENCES "public"."supplemental_tours"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_allocations" ADD CONSTRAINT "vehicle_allocations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_allocations" ADD CONSTRAINT "vehicle_allocations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_allocations" ADD CONSTRAINT "vehicle_allocations_sailing_id_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."sailings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fares" ADD CONSTRAINT "vehicle_fares_fare_table_code_fare_tables_code_fk" FOREIGN KEY ("fare_table_code") REFERENCES "public"."fare_tables"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_user_keys_agency_idx" ON "agency_user_keys" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "bookings_agency_idx" ON "bookings" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "cabin_allocations_sailing_idx" ON "cabin_allocations" USING btree ("sailing_id");--> statement-breakpoint
CREATE INDEX "cabin_allocations_session_idx" ON "cabin_allocations" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "cabins_grade_idx" ON "cabins" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "capacity_allocations_sailing_grade_idx" ON "capacity_allocations" USING btree ("sailing_id","grade_id");--> statement-breakpoint
CREATE INDEX "embarkation_notifications_port_idx" ON "embarkation_notifications" USING btree ("port_code");--> statement-breakpoint
CREATE INDEX "excursion_allocations_departure_idx" ON "excursion_allocations" USING btree ("excursion_departure_id");--> statement-breakpoint
CREATE INDEX "package_departures_start_idx" ON "package_departures" USING btree ("package_code","start_at");--> statement-breakpoint
CREATE INDEX "quotes_agency_idx" ON "quotes" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "sailing_calls_port_departure_idx" ON "sailing_calls" USING btree ("port_code","departure_at");--> statement-breakpoint
CREATE INDEX "sailings_departure_idx" ON "sailings" USING btree ("departure_at");--> statement-breakpoint
CREATE INDEX "vehicle_allocations_sailing_idx" ON "vehicle_allocations" USING btree ("sailing_id","vehicle_type");