-- Settling a cancelled booking (issue 37 item 6): the cancellation fee still owed can be paid, and a refund due
-- recorded as refunded. A refund is a row of `payments` of kind REFUND with a negative amount, so that
-- bookings.paid_minor stays the sum of the booking's payments (rule 1 of 0008) and the cancellation's
-- refund and amount due stay greatest(0, paid - fee) and greatest(0, fee - paid) (bookings_cancellation_ck).
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'PAYMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_ck" CHECK (("payments"."kind" = 'PAYMENT' and "payments"."amount_minor" > 0) or ("payments"."kind" = 'REFUND' and "payments"."amount_minor" < 0));--> statement-breakpoint
-- Rule 3 of 0008 becomes: a payment is added to a CONFIRMED booking, or to a CANCELLED one up to its fee
-- (never past it: a cancelled booking is paid its fee, no more); a refund never takes what was paid below
-- what is owed (the total, or once cancelled the fee). Still checked at commit, SQLSTATE 23514.
CREATE OR REPLACE FUNCTION payments_in_step() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  b record;
  paid_sum bigint;
BEGIN
  IF TG_TABLE_NAME = 'payments' THEN
    target := CASE WHEN TG_OP = 'DELETE' THEN OLD.booking_id ELSE NEW.booking_id END;
  ELSE
    target := NEW.id;
  END IF;
  SELECT status, currency, paid_minor, total_minor, cancellation_fee_minor INTO b FROM bookings WHERE id = target;
  IF NOT FOUND THEN
    RETURN NULL; -- the booking was deleted with its payments (cascade)
  END IF;
  SELECT coalesce(sum(amount_minor), 0) INTO paid_sum FROM payments WHERE booking_id = target;
  IF b.paid_minor <> paid_sum THEN
    RAISE EXCEPTION 'bookings.paid_minor (%) of booking % is not the sum of its payments (%)', b.paid_minor, target, paid_sum
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bookings_paid_is_sum_of_payments_ck';
  END IF;
  IF EXISTS (SELECT 1 FROM payments WHERE booking_id = target AND currency <> b.currency) THEN
    RAISE EXCEPTION 'a payment of booking % is not in its currency %', target, b.currency
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payments_currency_ck';
  END IF;
  IF TG_TABLE_NAME = 'payments' AND TG_OP = 'INSERT' THEN
    IF b.status NOT IN ('CONFIRMED', 'CANCELLED') THEN
      RAISE EXCEPTION 'booking % is %: payments are recorded on confirmed or cancelled bookings only', target, b.status
        USING ERRCODE = 'check_violation', CONSTRAINT = 'payments_booking_confirmed_ck';
    END IF;
    IF NEW.kind = 'PAYMENT' AND b.status = 'CANCELLED' AND b.paid_minor > b.cancellation_fee_minor THEN
      RAISE EXCEPTION 'booking % is cancelled: a payment may settle its fee (%), not more (paid %)', target, b.cancellation_fee_minor, b.paid_minor
        USING ERRCODE = 'check_violation', CONSTRAINT = 'payments_cancelled_fee_ck';
    END IF;
    -- (The CASE in parentheses: PL/pgSQL reads an IF's condition up to the first THEN outside them.)
    IF NEW.kind = 'REFUND' AND b.paid_minor < (CASE WHEN b.status = 'CANCELLED' THEN b.cancellation_fee_minor ELSE b.total_minor END) THEN
      RAISE EXCEPTION 'booking %: a refund may return what was paid above what is owed, not more (paid %)', target, b.paid_minor
        USING ERRCODE = 'check_violation', CONSTRAINT = 'payments_refund_ck';
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_type_ck";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_ck" CHECK ("events"."type" in ('booking.confirmed', 'booking.amended', 'booking.changed', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.refunded', 'payment.overdue', 'booking.personal_data_erased'));--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_events_ck";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_events_ck" CHECK (cardinality("webhook_endpoints"."events") > 0 and "webhook_endpoints"."events" <@ array['booking.confirmed', 'booking.amended', 'booking.changed', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.refunded', 'payment.overdue', 'booking.personal_data_erased']::text[]);
