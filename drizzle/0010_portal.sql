CREATE TABLE "api_request_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" double precision NOT NULL,
	"error_code" text,
	"correlation_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_name" text NOT NULL,
	"market" text NOT NULL,
	"currencies" text[] NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"agency_id" uuid,
	CONSTRAINT "portal_access_requests_status_ck" CHECK ("portal_access_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "portal_access_requests_decided_ck" CHECK (("portal_access_requests"."status" = 'PENDING') = ("portal_access_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"agency_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_signed_in_at" timestamp with time zone,
	CONSTRAINT "portal_users_email_uq" UNIQUE("email"),
	CONSTRAINT "portal_users_email_lower_ck" CHECK ("portal_users"."email" = lower("portal_users"."email")),
	CONSTRAINT "portal_users_role_ck" CHECK ("portal_users"."role" in ('AGENCY', 'OPERATOR')),
	CONSTRAINT "portal_users_agency_ck" CHECK (("portal_users"."role" = 'AGENCY') = ("portal_users"."agency_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "secret_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "secret_last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_user_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_request_log" ADD CONSTRAINT "api_request_log_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_access_requests" ADD CONSTRAINT "portal_access_requests_decided_by_portal_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."portal_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_access_requests" ADD CONSTRAINT "portal_access_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_user_id_portal_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_users" ADD CONSTRAINT "portal_users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_request_log_agency_idx" ON "api_request_log" USING btree ("agency_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_access_requests_pending_email_uq" ON "portal_access_requests" USING btree ("email") WHERE "portal_access_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "portal_sessions_expires_idx" ON "portal_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "portal_sessions_user_idx" ON "portal_sessions" USING btree ("user_id");--> statement-breakpoint
-- Agencies that exist already were given their secret when they were created.
UPDATE "agencies" SET "secret_issued_at" = "created_at";
