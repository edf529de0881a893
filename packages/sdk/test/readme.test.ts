/**
 * The SDK's README is its reference: every resource of BerthClient has a section, and every public method
 * of it is named there (as `method(`) and used in an example (`berth.resource.method(`), so a method added
 * later without documentation fails here. The resources and methods are read from a real client, not
 * listed by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BerthClient } from '../src/index.js';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

function methodsOf(resource: object): string[] {
  const names = new Set<string>();
  for (let proto = Object.getPrototypeOf(resource) as object | null; proto && proto !== Object.prototype;) {
    for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') names.add(name);
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return [...names].sort();
}

const berth = new BerthClient({ baseUrl: 'http://127.0.0.1:1', clientId: 'a', clientSecret: 'b', userKey: 'c' });
const resources = Object.entries(berth)
  .filter(([name, value]) => name !== 'transport' && typeof value === 'object' && value !== null)
  .map(([name, value]) => [name, methodsOf(value as object)] as const);

describe('the SDK README', () => {
  it('finds the resources (sanity check of the reading itself)', () => {
    expect(resources.map(([name]) => name)).toEqual(
      expect.arrayContaining(['search', 'bookings', 'payments', 'quotes']),
    );
    expect(resources.find(([name]) => name === 'payments')?.[1]).toEqual(['list', 'record', 'refund']);
  });

  it.each(resources)('has a section on %s naming each of its methods with an example', (name, methods) => {
    expect(README).toMatch(new RegExp(`^### .*\`${name}\``, 'm'));
    for (const method of methods) {
      expect(README, `${name}.${method}`).toContain(`\`${method}(`);
      expect(README, `${name}.${method}`).toContain(`berth.${name}.${method}(`);
    }
  });

  it('documents accessToken()', () => {
    expect(README).toContain('`accessToken()`');
  });

  it('installs the package from its tarball, never by name from a registry (the name is published nowhere)', () => {
    const commands = [...README.matchAll(/^\s*(npm|pnpm|yarn)\s+(install|add|i)\s+(\S+)/gm)].map((m) => m[3]);
    expect(commands.length).toBeGreaterThan(0);
    for (const target of commands) expect(target, `install ${target}`).toMatch(/\.tgz$/);
  });
});
