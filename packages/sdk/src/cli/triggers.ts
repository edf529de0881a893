/**
 * `berth-webhooks trigger <type>`: makes the sandbox produce one event of the type, through the API as an
 * agency's system would (and the sandbox's helpers where only time or the operator would): a new booking of
 * one test guest, or the booking given with --booking. The event then arrives like any other: in the feed
 * (where `berth-webhooks listen` picks it up) and at the agency's registered endpoints.
 */
import type { BerthClient } from '../client.js';
import { ConflictError } from '../errors.js';

export interface TriggerOptions {
  booking?: string | undefined;
  /** The first departure date searched (YYYY-MM-DD); default tomorrow. */
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A guest of the sandbox's test bookings: never a real person. */
const TEST_GUEST = {
  guestId: 1,
  firstName: 'Test',
  lastName: 'Guest',
  dateOfBirth: '1980-01-01',
  gender: 'FEMALE' as const,
  nationality: 'NO',
  isLead: true,
  email: 'test.guest@example.com',
  phoneNumber: '+4791234567',
  address: { street: 'Storgata 1', postalCode: '0155', city: 'Oslo', countryCode: 'NO' },
};

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Searches, holds and confirms a booking of the test guest in the first cabin grade a guest alone may have. */
async function newBooking(berth: BerthClient, o: TriggerOptions): Promise<string> {
  const { data: search } = await berth.search.voyages({
    departurePort: o.from ?? 'BGO',
    arrivalPort: o.to ?? 'TOS',
    departureDateFrom: o.date ?? tomorrow(),
    guests: [{ type: 'ADULT' }],
  });
  for (const voyage of search.results) {
    const grade = voyage.cabinGrades.find((g) => g.availableCabins > 0 && g.minimumOccupancy <= 1);
    if (!grade) continue;
    await berth.bookings.create(search, {
      departureDate: voyage.departureDate,
      cabinMix: [{ code: grade.code, guestIds: [1] }],
    });
    const { data } = await berth.bookings.confirm(search, {
      guests: [TEST_GUEST],
      agencyReference: 'berth-webhooks trigger',
    });
    return data.bookingId;
  }
  throw new Error(`No cabin for one guest from ${o.from ?? 'BGO'} to ${o.to ?? 'TOS'} from ${o.date ?? tomorrow()}.`);
}

async function cancel(berth: BerthClient, bookingId: string): Promise<void> {
  const { data: quote } = await berth.cancellations.quote(bookingId);
  await berth.cancellations.cancel(bookingId, quote.cancellationQuoteId);
}

/** What each type does to the booking (a new one unless --booking names one). */
export const TRIGGERS = {
  'booking.confirmed': async () => {},
  'payment.received': async (berth: BerthClient, bookingId: string) => {
    const { data: booking } = await berth.bookings.retrieve(bookingId);
    const { depositAmount, paidAmount, balance } = booking.payment;
    // The deposit when it is still owed, else what is left: an amount the booking takes.
    const amount = paidAmount < depositAmount ? depositAmount - paidAmount : balance;
    await berth.payments.record(bookingId, { amount, currency: booking.currency, reference: 'berth-webhooks trigger' });
  },
  'payment.overdue': async (berth: BerthClient, bookingId: string) => {
    try {
      await berth.sandbox.advanceBooking(bookingId, 'DEPOSIT_DUE');
    } catch (error) {
      // The deposit is paid, or due with the balance: the balance's due instant then.
      if (!(error instanceof ConflictError) || error.code !== 'TIME_TARGET_UNREACHABLE') throw error;
      await berth.sandbox.advanceBooking(bookingId, 'BALANCE_DUE');
    }
  },
  'booking.disrupted': async (berth: BerthClient, bookingId: string) => {
    await berth.sandbox.disruptBooking(bookingId, { kind: 'PORT_SKIPPED' });
  },
  'booking.cancelled': cancel,
  'booking.personal_data_erased': async (berth: BerthClient, bookingId: string) => {
    // Erasure waits for departure or cancellation (the manifest needs the names until then).
    const { data: booking } = await berth.bookings.retrieve(bookingId);
    if (booking.status === 'CONFIRMED') await cancel(berth, bookingId);
    await berth.personalData.erase(bookingId);
  },
} satisfies Record<string, (berth: BerthClient, bookingId: string) => Promise<void>>;

/** Produces the event `type`; answers the booking it concerns. */
export async function trigger(berth: BerthClient, type: keyof typeof TRIGGERS, o: TriggerOptions): Promise<string> {
  if (type === 'booking.confirmed' && o.booking)
    throw new Error('booking.confirmed makes a new booking: leave out --booking.');
  const bookingId = o.booking ?? (await newBooking(berth, o));
  await TRIGGERS[type](berth, bookingId);
  return bookingId;
}
