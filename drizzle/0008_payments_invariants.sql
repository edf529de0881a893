-- Payments on account: what must never be, the database refuses (payments/payment-service.ts keeps to it;
-- this is the guard should any code path not).
-- 1. bookings.paid_minor is the sum of the booking's payments;
-- 2. every payment is in the booking's currency;
-- 3. a payment is added only to a CONFIRMED booking (never to a held or cancelled one).
-- Checked at commit (a deferred constraint trigger), so a transaction may insert the payment and update
-- paid_minor in either order. A violation is SQLSTATE 23514 (check_violation) naming the rule.
CREATE FUNCTION payments_in_step() RETURNS trigger LANGUAGE plpgsql AS $$
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
  SELECT status, currency, paid_minor INTO b FROM bookings WHERE id = target;
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
  IF TG_TABLE_NAME = 'payments' AND TG_OP = 'INSERT' AND b.status <> 'CONFIRMED' THEN
    RAISE EXCEPTION 'booking % is %: payments are recorded on confirmed bookings only', target, b.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payments_booking_confirmed_ck';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_in_step AFTER INSERT OR UPDATE OR DELETE ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION payments_in_step();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_paid_in_step AFTER UPDATE OF paid_minor ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION payments_in_step();
--> statement-breakpoint
-- The overdue job's candidates (payments/overdue-job.ts): unpaid confirmed bookings by the first due
-- instant. Paid and cancelled bookings, the great majority over time, are not in it.
CREATE INDEX bookings_payment_due_idx ON bookings (deposit_due_at) WHERE status = 'CONFIRMED' AND paid_minor < total_minor;
