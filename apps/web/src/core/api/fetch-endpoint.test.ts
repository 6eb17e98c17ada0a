import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_STATS_DEFAULT, TOTAL_FUNDS_DEFAULT, USER_INFO_DEFAULT } from '@ex/contracts';
import { HttpError } from '@ex/domain';
import type { HttpClient } from './api-client';
import { fetchEndpoint, isEndpointFallback } from './fetch-endpoint';

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

// Issue 10 §4: a page generated while the API is down renders its §8 defaults, and must not be
// cached as long as the real page; the server's client hears of every fallback to shorten that.
const OUTAGE = 'issue 10 §4 "Every page renders with the §8 defaults … never a 500"';

describe('fetchEndpoint: telling a fallback from data', () => {
  it.each([
    { spec: 'request failed', answer: async () => Promise.reject(new HttpError('network', 'GET', '/x')) },
    { spec: 'non-zero code', answer: async () => ({ code: 50000, message: 'busy', data: null }) },
    { spec: 'contract mismatch', answer: async () => ok({ trading_volume: 1 }) },
  ])(`${OUTAGE}: $spec → the client's onFallback runs once and the result is recognisably the fallback`, async ({ answer }) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onFallback = vi.fn(async () => undefined);
    const data = await fetchEndpoint({ ...client(answer), onFallback }, 'homeStats');
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(isEndpointFallback('homeStats', data)).toBe(true);
  });

  it(`${OUTAGE}: real data, even data equal to the defaults, is not a fallback and does not call onFallback`, async () => {
    const onFallback = vi.fn();
    const data = await fetchEndpoint({ ...client(async () => ok(HOME_STATS_DEFAULT)), onFallback }, 'homeStats');
    expect(data).toEqual(HOME_STATS_DEFAULT);
    expect(isEndpointFallback('homeStats', data)).toBe(false);
    expect(isEndpointFallback('homeStats', undefined)).toBe(false);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('a call without a fallback (a POST-like contract) still throws, and onFallback is not called', async () => {
    const onFallback = vi.fn();
    await expect(fetchEndpoint({ ...client(async () => Promise.reject(new Error('down'))), onFallback }, 'login')).rejects.toThrow('down');
    expect(onFallback).not.toHaveBeenCalled();
  });
});
