/**
 * The log's error serializer (src/kernel/logging.ts) on the errors that carry input: Drizzle's query error (the
 * parameters in its message and stack) around the driver's DatabaseError (input in `detail`, `where`,
 * `internalQuery` and quoted in its message). What a diagnosis needs stays; no value does.
 */
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logSerializers } from '../../src/kernel/logging.js';

function logged(fields: Record<string, unknown>): string {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  pino({ serializers: logSerializers }, stream).error(fields, 'failed');
  return lines.join('');
}

function databaseError(): pg.DatabaseError {
  const error = new pg.DatabaseError('invalid input syntax for type uuid: "kari@example.com"', 0, 'error');
  Object.assign(error, {
    code: '22P02',
    severity: 'ERROR',
    detail: 'Key (email)=(kari@example.com) already exists.',
    where: 'JSON data, line 1: {"firstName":"Kari","phoneNumber":"+4791234567"...',
    internalQuery: "select 'Nordmann'",
    table: 'bookings',
    column: 'customer_details',
    constraint: 'bookings_pkey',
  });
  return error;
}

describe('the error serializer', () => {
  it("keeps Drizzle's SQL, the SQLSTATE and the schema's names, and drops every value of the query", () => {
    const params = [JSON.stringify({ firstName: 'Kari', lastName: 'Nordmann', dateOfBirth: '1980-04-12' }), 'BR7KQ2MX9P'];
    const error = new DrizzleQueryError('update bookings set customer_details = $1::jsonb where id = $2', params, databaseError());
    const line = logged({ err: error });
    for (const value of ['Kari', 'Nordmann', '1980-04-12', 'BR7KQ2MX9P', 'kari@example.com', '4791234567', 'params'])
      expect(line, value).not.toContain(value);
    const err = JSON.parse(line).err;
    expect(err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: update bookings set customer_details = $1::jsonb where id = $2',
      cause: {
        type: 'DatabaseError',
        message: 'invalid input syntax for type uuid: "…"',
        code: '22P02',
        table: 'bookings',
        column: 'customer_details',
        constraint: 'bookings_pkey',
      },
    });
    expect(err.stack).toMatch(/^\s+at /);
    expect(err.cause.detail).toBeUndefined();
    expect(err.cause.where).toBeUndefined();
  });

  it('serializes `error` as `err`, caps a long message, and leaves what is not an Error as it is', () => {
    const long = new Error(`boom ${'x'.repeat(5000)}`);
    expect(JSON.parse(logged({ error: long })).error.message.length).toBeLessThanOrEqual(1001);
    expect(JSON.parse(logged({ err: { message: 'Redis down' } })).err).toEqual({ message: 'Redis down' });
  });
});
