-- A webhook endpoint's body format (issue 35): 'json' (the event as JSON, every endpoint so far) or 'ota' (each
-- booking event as an OTA_CruisePNR_UpdateNotifRQ, rendered by the OTA channel at delivery).
ALTER TABLE "webhook_endpoints" ADD COLUMN "format" text DEFAULT 'json' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_format_ck" CHECK ("webhook_endpoints"."format" in ('json', 'ota'));
