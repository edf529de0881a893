CREATE TABLE "payment_overdue_notices" (
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_overdue_notices_pk" PRIMARY KEY("booking_id","kind"),
	CONSTRAINT "payment_overdue_notices_kind_ck" CHECK ("payment_overdue_notices"."kind" in ('DEPOSIT', 'BALANCE'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_overdue_notices" ADD CONSTRAINT "payment_overdue_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;