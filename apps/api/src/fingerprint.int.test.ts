import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_PATH } from '@ex/contracts';
import { resolveFingerprintState } from '@ex/domain';
import { T0, startTestApi, type TestApi } from './test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const issue = (body: unknown, app = api.app) =>
  app.request(FINGERPRINT_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;

const SIGNALS = 'a3f1c9e07b2d4e6f8a1b3c5d7e9f0a2b';

describe('POST /dfdid/udid/c1 (§7 device fingerprint)', () => {
  it('issues a 40-character id: 8 hex of the issue time, then 32 hex; valid for a day (§4.17)', async () => {
    const res = await issue({ signals: SIGNALS });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const id = await idOf(res);
    expect(id).toMatch(/^[0-9a-f]{40}$/);
    expect(parseInt(id.slice(0, 8), 16)).toBe(Math.floor(T0 / 1000));
    expect(resolveFingerprintState(id, api.clock.now())).toEqual({ kind: 'valid', expiresAtMs: Math.floor(T0 / 1000) * 1000 + 86_400_000 });
  });

  it('gives the same device the same hash part on refresh, and another device another one', async () => {
    const first = await idOf(await issue({ signals: SIGNALS }));
    api.clock.advance(86_400_000);
    const refreshed = await idOf(await issue({ signals: SIGNALS }));
    expect(refreshed.slice(8)).toBe(first.slice(8));
    expect(refreshed.slice(0, 8)).not.toBe(first.slice(0, 8));
    const other = await idOf(await issue({ signals: `${SIGNALS.slice(0, -1)}0` }));
    expect(other.slice(8)).not.toBe(first.slice(8));
  });

  it('derives the hash part from the deployment key: the raw signals hash is not echoed', async () => {
    const id = await idOf(await issue({ signals: SIGNALS }));
    expect(id.slice(8)).not.toBe(SIGNALS);
  });

  it.each([
    ['no signals', {}],
    ['non-hex signals', { signals: 'not-a-hash-value!' }],
    ['too short', { signals: 'abc' }],
    ['an extra field', { signals: SIGNALS, email: 'a@b.c' }],
  ])('refuses %s with a 400', async (_label, body) => {
    expect((await issue(body)).status).toBe(400);
  });
});
