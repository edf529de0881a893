/** The catalogue's English names for the codes a booking carries, read in one statement for the confirmation. */
import type { DbOrTx } from '../../platform/db/client.js';
import { labelNames } from '../catalog/label-names.js';
import type { ConfirmationBooking, ConfirmationLabels } from './types.js';

export async function confirmationLabels(db: DbOrTx, booking: ConfirmationBooking): Promise<ConfirmationLabels> {
  const names = await labelNames(db, {
    shipCode: booking.shipCode,
    portCodes: [booking.departurePort, booking.arrivalPort],
    gradeCodes: booking.cabins.map((c) => c.code),
    addonCodes: booking.addons.map((a) => a.code),
    excursionCodes: booking.excursions.map((e) => e.code),
    tourCodes: booking.supplementalTours.map((t) => t.code),
  });
  return { ...names, shipName: names.shipName ?? booking.shipCode };
}
