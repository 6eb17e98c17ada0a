import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from './endpoints';

/** §8 "Failed fetches … Silent fallback to defaults", one row per endpoint this platform serves. */
const CASES: { name: EndpointName; spec: string; expected: unknown }[] = [
  { name: 'userInfo', spec: '§8 user info defaults; §3 nickname_source (default other)', expected: expect.objectContaining({ uid: 0, is_login: false, verified: 0, kyc_status: 0, nickname_source: 'other', total_usd: '0', total_btc: '0' }) },
  { name: 'siteSettings', spec: '§8 settings lang_list empty, USD, 2700', expected: expect.objectContaining({ lang_list: [], curr_fiat: 'USD', currency_count: 2700, defaultBuyCryptoFiat: 'USD', defaultP2PFiat: 'USD' }) },
  { name: 'totalFunds', spec: '§8 total funds 0', expected: { total_btc: '0', total_usd: '0' } },
  { name: 'kycStatus', spec: '§8 kyc_status 0; §3 "The KYC status defaults to 0"', expected: { kyc_status: 0 } },
  { name: 'userTier', spec: '§4.1 trial VIP only when trial.tier is above 0 — the fallback is no trial', expected: { tier: 0, trial: { tier: 0, expire_time: 0 } } },
  { name: 'vipUserTier', spec: 'same data as get_user_tier', expected: { tier: 0, trial: { tier: 0, expire_time: 0 } } },
  { name: 'homeStats', spec: '§3 "Home static stats (all strings, default 0)"', expected: { trading_volume: '0', curr_count: '0', user_register_count: '0', simple_earn_apr_usdt: '0', max_profit_rate: '0', lend_earn_max_rate: '0', total_reserve_rate: '0' } },
  { name: 'securityOverview', spec: 'decision: a failed overview shows nothing set up, one-hour validity (the default)', expected: { has_fundpass: false, fundpass_frequency: 1, totp_enabled: false, locked_until: null } },
  { name: 'userFrequency', spec: 'decision: §4.10 default validity one hour (1)', expected: { frequency: 1 } },
  { name: 'subUserType', spec: '§8 "fall back to type 1 sub type 1"', expected: { is_sub: false, type: 1, sub_type: 1 } },
  { name: 'subAccountInfo', spec: '§8 Sub-account info non-zero code: "fall back to type 1 sub type 1"', expected: { type: 1, sub_type: 1 } },
  { name: 'kycApplication', spec: 'decision: no saved application (the form starts empty)', expected: { application: null } },
  { name: 'trendingStories', spec: '404 trending stories: an empty list, never an error', expected: { list: [] } },
];

describe('§8 fallbacks', () => {
  it.each(CASES)('$name: $spec', ({ name, expected }) => {
    const endpoint = ENDPOINTS[name];
    expect(endpoint.fallback).toEqual(expected);
    // A fallback must itself satisfy the contract the UI renders from.
    expect(endpoint.data.safeParse(endpoint.fallback).success).toBe(true);
  });

  it('every GET endpoint has a fallback; POSTs surface their errors instead', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      if (endpoint.method === 'GET') expect(endpoint.fallback, name).not.toBeNull();
      else expect(endpoint.fallback, name).toBeNull();
    }
    expect(CASES.map((c) => c.name).sort()).toEqual(Object.entries(ENDPOINTS).filter(([, e]) => e.method === 'GET').map(([n]) => n).sort());
  });
});
