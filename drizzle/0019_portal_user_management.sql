ALTER TABLE "portal_users" ADD COLUMN "agency_role" text;--> statement-breakpoint
UPDATE "portal_users" SET "agency_role" = 'ADMIN' WHERE "role" = 'AGENCY';--> statement-breakpoint
ALTER TABLE "portal_users" ADD CONSTRAINT "portal_users_agency_role_ck" CHECK (("role" = 'AGENCY') = ("agency_role" is not null) AND ("agency_role" is null OR "agency_role" in ('ADMIN', 'AGENT')));--> statement-breakpoint
ALTER TABLE "portal_access_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE TABLE "portal_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"agency_id" uuid REFERENCES "agencies"("id") ON DELETE cascade,
	"agency_role" text,
	"token_hash" text NOT NULL,
	"invited_by" uuid REFERENCES "portal_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portal_invitations_role_ck" CHECK (("role" = 'AGENCY') = ("agency_id" is not null) AND ("role" = 'AGENCY') = ("agency_role" is not null) AND "role" in ('AGENCY', 'OPERATOR') AND ("agency_role" is null OR "agency_role" in ('ADMIN', 'AGENT'))),
	CONSTRAINT "portal_invitations_email_lower_ck" CHECK ("email" = lower("email"))
);--> statement-breakpoint
CREATE UNIQUE INDEX "portal_invitations_email_uq" ON "portal_invitations" ("email");--> statement-breakpoint
CREATE INDEX "portal_invitations_agency_idx" ON "portal_invitations" ("agency_id");--> statement-breakpoint
CREATE TABLE "portal_password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "portal_users"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "portal_password_resets_user_idx" ON "portal_password_resets" ("user_id");--> statement-breakpoint
CREATE TABLE "sandbox_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "sandbox_mails_created_idx" ON "sandbox_mails" ("created_at");
