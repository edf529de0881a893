import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { portalForm, readForm } from '../../src/channels/portal/forms.js';
import { DisruptionKindSchema } from '../../src/domain/disruptions/schemas.js';
import { RecordPaymentBody } from '../../src/domain/payments/schemas.js';
import { CreateWebhookBody } from '../../src/domain/webhooks/schemas.js';

describe('readForm: a posted form against its schema', () => {
  const endpoint = portalForm(
    Type.Object({ url: CreateWebhookBody.properties.url, events: CreateWebhookBody.properties.events }),
    { messages: { events: 'choose at least one event type' } },
  );

  it("checks the API's own rules and says them beside the fields, every problem at once", () => {
    const read = readForm(endpoint, { url: '   ', _csrf: 'token' });
    expect(read.errors).toEqual({ url: 'is required', events: 'choose at least one event type' });
    expect(read.values).toEqual({ url: '', events: [] });
    expect(read.body).toBeUndefined();
  });

  it("gives the body as the API's type, without fields the schema does not name", () => {
    const read = readForm(endpoint, {
      url: ' https://partner.example/hook ',
      events: ['booking.confirmed', 'booking.cancelled'],
      _csrf: 'token',
    });
    expect(read.errors).toEqual({});
    expect(read.body).toEqual({
      url: 'https://partner.example/hook',
      events: ['booking.confirmed', 'booking.cancelled'],
    });
  });

  it("a form's own message stands for any rule of its field (an unknown event type too)", () => {
    const read = readForm(endpoint, { url: 'https://partner.example/hook', events: 'booking.exploded' });
    expect(read.errors).toEqual({ events: 'choose at least one event type' });
    expect(read.values.events).toEqual(['booking.exploded']);
  });

  const payment = portalForm(Type.Object({ amount: Type.String(), reference: RecordPaymentBody.properties.reference }));

  it('leaves an empty optional field out, as the API body does', () => {
    const read = readForm(payment, { amount: '1 000,50', reference: '' });
    expect(read.body).toEqual({ amount: '1 000,50' });
    expect(read.values).toEqual({ amount: '1 000,50', reference: '' });
  });

  it('says a length and a union of literals in words', () => {
    expect(readForm(payment, { amount: '1', reference: 'x'.repeat(65) }).errors).toEqual({
      reference: 'must be at most 64 characters',
    });
    const kind = portalForm(Type.Object({ kind: DisruptionKindSchema }));
    expect(readForm(kind, { kind: 'SUNK' }).errors).toEqual({
      kind: 'must be one of PORT_SKIPPED, CALL_RETIMED, SAILING_CANCELLED',
    });
  });

  it('reads a field as typed when told (a password keeps its spaces); a repeated text field is no text', () => {
    const signIn = portalForm(Type.Object({ email: Type.String(), password: Type.String() }), {
      untrimmed: ['password'],
    });
    expect(readForm(signIn, { email: [' a@b.c', 'x'], password: ' secret ' }).values).toEqual({
      email: '',
      password: ' secret ',
    });
  });
});
