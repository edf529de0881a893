import { Type } from '@sinclair/typebox';
import { CustomerDetails } from '../bookings/schemas.js';
import { GuestTypeSchema } from '../sessions/schemas.js';

const Instant = Type.String({ format: 'date-time', description: 'UTC instant' });

/** GET /api/v2/bookings/{bookingId}/personal-data (rules.ts PersonalDataExport). */
export const PersonalDataExportSchema = Type.Object(
  {
    bookingId: Type.String(),
    exportedAt: Instant,
    personalDataErasedAt: Type.Union([Instant, Type.Null()], {
      description: 'When it was erased (each guest then has customerDetails null); null while the booking holds it',
    }),
    guests: Type.Array(
      Type.Object({
        id: Type.Integer(),
        type: GuestTypeSchema,
        customerDetails: Type.Union([CustomerDetails, Type.Null()], {
          description: 'Names, date of birth, gender, nationality; the lead guest’s e-mail, phone and address',
        }),
      }),
    ),
  },
  { $id: 'PersonalDataExport', description: "One booking's personal data, for the guest who asked for it" },
);
