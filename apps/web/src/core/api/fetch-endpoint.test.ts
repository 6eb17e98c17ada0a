import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_STATS_DEFAULT, TOTAL_FUNDS_DEFAULT, USER_INFO_DEFAULT } from '@ex/contracts';
import { HttpError } from '@ex/domain';
import type { HttpClient } from './api-client';
import { fetchEndpoint } from './fetch-endpoint';

// The fake answers whatever the test says, whatever type the caller expects.
const client = (answer: () => Promise<unknown>) => ({ get: vi.fn(answer) as unknown as HttpClient['get'] });
const ok = (data: unknown) => ({ code: 0, message: 'success', data });

afterEach(() => vi.restoreAllMocks());

describe('fetchEndpoint: contract parse with §8 fallback', () => {
  it('returns the parsed data on success', async () => {
    const c = client(async () => ok({ total_btc: '0.5', total_usd: '50000' }));
    expect(await fetchEndpoint(c, 'totalFunds')).toEqual({ total_btc: '0.5', total_usd: '50000' });
    expect(c.get).toHaveBeenCalledWith('/apiw/v2/account/total_funds', undefined);
  });

  it.each([
    { spec: '§8 failed fetch → total funds 0', answer: async () => Promise.reject(new HttpError('network', 'GET', '/x')) },
    { spec: 'non-zero code → fallback', answer: async () => ({ code: 40100, message: 'Log in', data: null }) },
    { spec: 'contract mismatch (number instead of decimal string) → fallback', answer: async () => ok({ total_btc: 1, total_usd: 2 }) },
    { spec: 'not an envelope at all → fallback', answer: async () => '<html>' },
  ])('$spec', async ({ answer }) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await fetchEndpoint(client(answer), 'totalFunds')).toEqual(TOTAL_FUNDS_DEFAULT);
  });

  it('falls back to the visitor defaults for user info and "0" stats', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = client(async () => Promise.reject(new Error('down')));
    expect(await fetchEndpoint(failing, 'userInfo')).toEqual(USER_INFO_DEFAULT);
    expect(await fetchEndpoint(failing, 'homeStats')).toEqual(HOME_STATS_DEFAULT);
  });

  it('passes the query through', async () => {
    const c = client(async () => ok({ list: [] }));
    await fetchEndpoint(c, 'siteSettings', { fiat: 'EUR' });
    expect(c.get).toHaveBeenCalledWith('/api/web/v1/site/settings', { fiat: 'EUR' });
  });
});
