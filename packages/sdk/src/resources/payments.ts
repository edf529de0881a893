/**
 * V2 payments on account of a booking: record one (on a confirmed booking, or a cancelled one's fee still owed),
 * record a refund received (of a refund due), list them.
 */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type { Payment, PaymentList, RecordPaymentRequest } from '../types.js';

const paymentsPath = (bookingId: string) => `/api/v2/bookings/${encodeURIComponent(bookingId)}/payments`;

export class PaymentsResource {
  constructor(private readonly transport: Transport) {}

  /**
   * Records a payment (201): in the booking's currency, above 0, at most the balance (else a
   * ValidationError naming `amount` or `currency`). Sent with an Idempotency-Key (generated, reused across
   * retries; pass `idempotencyKey` to retry it yourself later), so it is never recorded twice. Pass
   * `ifMatch` (the booking's `etag` as you read it) to record it only on that version: a stale one throws
   * PreconditionFailedError and nothing is recorded.
   */
  record(bookingId: string, body: RecordPaymentRequest, options?: RequestOptions): Promise<BerthResponse<Payment>> {
    return this.transport.request({ method: 'POST', path: paymentsPath(bookingId), body, idempotent: true, options });
  }

  /**
   * Records a refund received (201) of what was paid above what is owed (payment status REFUND_DUE): in the
   * booking's currency, above 0, at most the refund due (else a ValidationError naming `amount`). Answers it as
   * a Payment of kind REFUND with a negative amount. Idempotent and `ifMatch` as `record`.
   */
  refund(bookingId: string, body: RecordPaymentRequest, options?: RequestOptions): Promise<BerthResponse<Payment>> {
    const path = `/api/v2/bookings/${encodeURIComponent(bookingId)}/refunds`;
    return this.transport.request({ method: 'POST', path, body, idempotent: true, options });
  }

  /** The booking's payments and refunds, oldest first; their signed amounts add up to the paid amount. */
  list(bookingId: string, options?: RequestOptions): Promise<BerthResponse<PaymentList>> {
    return this.transport.request({ method: 'GET', path: paymentsPath(bookingId), options });
  }
}
