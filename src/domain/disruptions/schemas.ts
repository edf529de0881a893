import { Type, type Static } from '@sinclair/typebox';

export const DisruptionKindSchema = Type.Union(
  [Type.Literal('PORT_SKIPPED'), Type.Literal('CALL_RETIMED'), Type.Literal('SAILING_CANCELLED')],
  {
    description:
      'PORT_SKIPPED: the ship does not call at the port; CALL_RETIMED: the call moves; SAILING_CANCELLED: the sailing does not run',
  },
);

export const SimulateDisruptionBody = Type.Object(
  {
    kind: DisruptionKindSchema,
    portCode: Type.Optional(
      Type.String({
        pattern: '^[A-Z]{3}$',
        'x-format-description': 'a port code of three upper-case letters, such as TOS',
        description:
          "A port of the booking's voyage (PORT_SKIPPED, CALL_RETIMED); default: the first call after embarkation",
      }),
    ),
    newDateTime: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$',
        'x-format-description': 'a local date-time without a zone, such as 2027-01-13T02:30',
        description: "CALL_RETIMED: the call's new local date-time (operator time, no zone); default: an hour later",
      }),
    ),
  },
  {
    $id: 'SimulateDisruptionRequest',
    additionalProperties: false,
    examples: [{ kind: 'CALL_RETIMED', portCode: 'TOS', newDateTime: '2027-01-13T02:30' }],
  },
);
export type SimulateDisruptionBody = Static<typeof SimulateDisruptionBody>;
