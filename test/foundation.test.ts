import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/main/app.js';
import { ManualClock } from '../src/kernel/clock.js';
import { loadConfig } from '../src/kernel/config.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({}),
    database: tdb.database,
    clock: new ManualClock('2027-01-01T00:00:00Z'),
  });
});
afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

describe('health', () => {
  it('is live and ready once migrated', async () => {
    expect((await app.inject('/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });
});

describe('problem+json', () => {
  it('answers an unknown route with a 404 problem carrying the correlation id', async () => {
    const res = await app.inject({ url: '/nope', headers: { 'x-correlation-id': 'abc-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.headers['x-correlation-id']).toBe('abc-123');
    expect(res.json()).toMatchObject({
      status: 404,
      code: 'ROUTE_NOT_FOUND',
      correlationId: 'abc-123',
      type: 'about:blank',
    });
  });

  it('generates a correlation id when the header is missing or unsafe', async () => {
    const res = await app.inject({ url: '/nope', headers: { 'x-correlation-id': 'bad id\nwith newline' } });
    expect(res.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('configuration', () => {
  it('names the variable and the rule of a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ BERTH_MODE: 'production' })).toThrow(/AUTH_SIGNING_KEY/);
    expect(() => loadConfig({ OPERATOR_TIME_ZONE: 'Mars/Olympus' })).toThrow(/OPERATOR_TIME_ZONE/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    // Crash tests' fault points: a known name, and never in production.
    expect(loadConfig({ BERTH_FAULT_POINT: 'after-confirm-commit' }).faultPoint).toBe('after-confirm-commit');
    expect(loadConfig({}).faultPoint).toBeUndefined();
    expect(() => loadConfig({ BERTH_FAULT_POINT: 'everywhere' })).toThrow(/BERTH_FAULT_POINT/);
    expect(() =>
      loadConfig({ BERTH_MODE: 'production', AUTH_SIGNING_KEY: 'x', BERTH_FAULT_POINT: 'after-confirm-commit' }),
    ).toThrow(/BERTH_FAULT_POINT/);
    expect(() => loadConfig({ OPERATOR_NAME: 'x'.repeat(101) })).toThrow(/OPERATOR_NAME/);
    expect(() => loadConfig({ OPERATOR_NAME: 'Line one\nLine two' })).toThrow(/OPERATOR_NAME/);
    expect(loadConfig({ OPERATOR_NAME: ' Nordkyst Ærø AS ' }).operatorName).toBe('Nordkyst Ærø AS');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'partners.example.net' })).toThrow(/PUBLIC_BASE_URL must be a URL/);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'ftp://partners.example.net' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https://partners.example.net/?a=1' })).toThrow(/without credentials, query or fragment/);
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://Partners.example.net/berth/' }).publicBaseUrl).toBe('https://partners.example.net/berth');
    expect(loadConfig({}).publicBaseUrl).toBeUndefined();
  });

  it('has the contract defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.sessionIdleSeconds).toBe(900);
    expect(config.auth.audience).toBe('partner-api-staging');
    expect(config.mode).toBe('sandbox');
  });
});
