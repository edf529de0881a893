ALTER TABLE "api_request_log" ADD COLUMN "query" text;--> statement-breakpoint
ALTER TABLE "api_request_log" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "api_request_log" ADD COLUMN "field_errors" jsonb;--> statement-breakpoint
ALTER TABLE "api_request_log" ADD COLUMN "request_body" jsonb;--> statement-breakpoint
DROP INDEX IF EXISTS "api_request_log_agency_idx";--> statement-breakpoint
CREATE INDEX "api_request_log_agency_at_idx" ON "api_request_log" USING btree ("agency_id","at","id");--> statement-breakpoint
CREATE INDEX "api_request_log_at_idx" ON "api_request_log" USING btree ("at");--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD COLUMN "response_body" text;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"agency_id" uuid,
	"target" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_agency_idx" ON "audit_log" USING btree ("agency_id","at");
