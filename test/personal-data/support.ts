/**
 * What the personal-data tests share: a party of guests whose every detail is a string found nowhere else
 * (so a search of the whole database for it means something), a confirm of that party through the API, and
 * the search itself over every text, varchar, json and jsonb (and text[]) column of every table.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Db } from '../../src/platform/db/client.js';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import type { V2Client } from '../support/v2.js';

export interface Party {
  lead: Record<string, unknown> & { firstName: string; lastName: string; email: string; phoneNumber: string };
  child: Record<string, unknown> & { firstName: string; lastName: string };
  /** Every personal string of the party: names, e-mail, phone, street, city, postal code. */
  needles: string[];
}

/** An ADULT lead and a CHILD whose names, e-mail, phone and address are unique to this party. */
export function uniqueParty(): Party {
  const tag = randomBytes(4).toString('hex');
  const letters = tag.replace(/[0-9]/g, (d) => 'qwxzvkjyhg'[Number(d)]!);
  const lead = {
    firstName: `Gudrun${letters}`,
    lastName: `Eraseby${letters}`,
    dateOfBirth: '1979-03-14',
    gender: 'FEMALE',
    nationality: 'NO',
    isLead: true,
    email: `gudrun.${tag}@guest.example`,
    phoneNumber: `+47 9${parseInt(tag, 16).toString().padStart(9, '0').slice(0, 7)}`,
    address: { street: `Glemselgata ${letters}`, postalCode: `P${tag}`, city: `Byen${letters}`, countryCode: 'NO' },
  };
  const child = {
    firstName: `Tor${letters}`,
    lastName: `Eraseby${letters}`,
    dateOfBirth: '2017-08-02',
    gender: 'MALE',
    nationality: 'SE',
  };
  return {
    lead,
    child,
    needles: [
      lead.firstName,
      lead.lastName,
      lead.email,
      lead.phoneNumber,
      lead.address.street,
      lead.address.postalCode,
      lead.address.city,
      child.firstName,
    ],
  };
}

/** A confirmed booking (the 201 body) of the party in one O2 cabin, BGO to TOS on `day`. */
export function confirmParty(
  api: V2Client,
  party: Party,
  options: { day?: string; headers?: Record<string, string> } = {},
): Promise<ConfirmedBookingBody> {
  return confirmBooking(api, {
    ...options,
    guests: [
      { guestId: 1, ...party.lead },
      { guestId: 2, ...party.child },
    ],
  });
}

/**
 * Every place in the database where one of `needles` occurs (case-insensitively): `table.column` per hit.
 * Every column of a text-like type of every table of the public schema is searched, so a table added later
 * is searched without touching this test.
 */
export async function findInDatabase(db: Db, needles: string[]): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and (c.data_type in ('text', 'character varying', 'json', 'jsonb', 'character')
               or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
        order by c.table_name, c.column_name`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const hits: string[] = [];
  const patterns = needles.map((n) => `%${n.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  for (const { table_name: table, column_name: column } of columns) {
    // One query per column for all needles; the needles of a column that holds one are named after.
    const rows = await queryRows<{ value: string }>(
      db,
      sql`select lower(${sql.identifier(column)}::text) as value from ${sql.identifier(table)}
          where lower(${sql.identifier(column)}::text) like any (array[${sql.join(
            patterns.map((p) => sql`${p}`),
            sql`, `,
          )}]::text[])`,
    );
    for (const needle of needles) {
      if (rows.some((r) => r.value.includes(needle.toLowerCase()))) hits.push(`${table}.${column} holds ${needle}`);
    }
  }
  return hits;
}
