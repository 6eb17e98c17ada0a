import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, USER_INFO_DEFAULT, type EndpointName } from '@ex/contracts';
import { DEMO_PASSWORD, demoUsers } from '@ex/db';
import { SITES, SITE_KEYS, resolveSiteHosts } from '@ex/sites';
import { Browser, T0, parseEnvelope, startTestApi, type TestApi } from './test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: true });
});
afterAll(async () => {
  await api?.close();
});

/** GETs an endpoint and parses the response with its contract's envelope schema. */
async function fetchData<N extends EndpointName>(browser: Browser, name: N, query = '') {
  const res = await browser.get(ENDPOINTS[name].path + query);
  expect(res.status, `${name} status`).toBe(200);
  return parseEnvelope(name, await res.json()).data;
}

async function loggedIn(email: string, host = 'localhost'): Promise<Browser> {
  const browser = new Browser(api, host);
  const res = await browser.postJson(ENDPOINTS.login.path, { email, password: DEMO_PASSWORD });
  expect(res.status, `login ${email}`).toBe(200);
  return browser;
}

describe('visitor responses match their contracts', () => {
  it('get_info is the contract default', async () => {
    expect(await fetchData(new Browser(api), 'userInfo')).toEqual(USER_INFO_DEFAULT);
  });

  it('settings and home stats', async () => {
    const visitor = new Browser(api);
    const settings = await fetchData(visitor, 'siteSettings');
    expect(settings).toMatchObject({
      sub_site_id: 0,
      curr_fiat: 'USD',
      is_service_host: true,
      currency_count: 30,
      defaultBuyCryptoFiat: 'USD',
    });
    expect(settings.fiat_list[0]).toEqual({ name: 'USD', symbol: '$' });
    expect(settings.fiat_list).toContainEqual({ name: 'TRY', symbol: '₺' });
    expect(settings.curr_fiat_market_rates).toMatchObject({ USD: '1', EUR: '0.9215', VND: '25410' });
    expect(settings.lang_list[0]).toEqual({ lang: 'en', name: 'English' });
    const stats = await fetchData(visitor, 'homeStats');
    expect(stats).toEqual({
      trading_volume: '1843256789012.35',
      curr_count: '30',
      user_register_count: '11',
      simple_earn_apr_usdt: '8.5',
      max_profit_rate: '312.45',
      lend_earn_max_rate: '15.2',
      total_reserve_rate: '128.4',
    });
    // Issue 12 display currency: the USD reference prices total_usd is computed with.
    const prices = await fetchData(visitor, 'assetPrices');
    expect(prices.list).toHaveLength(30);
    expect(prices.list).toContainEqual({ currency: 'BTC', usd_price: '97250.12' });
    expect(prices.list).toContainEqual({ currency: 'USDT', usd_price: '1' });
    expect(prices.list).toContainEqual({ currency: 'PEPE', usd_price: '0.00001812' });
    // §2.3 404 "trending stories": highest rank first, then newest, at most six.
    const stories = await fetchData(visitor, 'trendingStories');
    expect(stories.list).toHaveLength(6);
    expect(stories.list[0]?.title).toBe('Proof of reserves: November 2026 report');
    expect(stories.list[1]?.title).toMatch(/^Scheduled maintenance/);
    expect(stories.list[0]?.published_at).toBe(Date.parse('2026-11-18T08:00:00Z') / 1000);
  });
});

describe('signed-in demo users', () => {
  for (const user of demoUsers(T0)) {
    it(`${user.email}: every endpoint matches its contract`, async () => {
      const browser = await loggedIn(user.email);
      const info = await fetchData(browser, 'userInfo');
      expect(info).toMatchObject({
        is_login: true,
        email: user.email,
        nickname: user.nickname,
        verified: user.verified ?? 0,
        is_sub: user.isSub ?? false,
      });
      expect(info.sub_site_id).toBe(SITES[(user.siteKey ?? 'main') as 'main'].id);
      const funds = await fetchData(browser, 'totalFunds');
      expect(funds).toEqual({ total_usd: info.total_usd, total_btc: info.total_btc });
      expect(funds.total_usd).toMatch(/^\d+\.\d{2}$/);
      expect(funds.total_btc).toMatch(/^\d+\.\d{8}$/);
      expect(await fetchData(browser, 'kycStatus')).toEqual({ kyc_status: info.kyc_status });
      const tier = await fetchData(browser, 'userTier');
      expect(await fetchData(browser, 'vipUserTier')).toEqual(tier);
      expect(tier.tier).toBe(info.tier);
    });
  }

  it('totals are exact decimals (balance × price, available + locked)', async () => {
    // USDT 12750.5 + BTC 0.35 × 97250.12 + ETH 4.7 × 3412.58 = 62827.168 USD = 0.64603692 BTC
    expect(await fetchData(await loggedIn('trader@demo.test'), 'totalFunds')).toEqual({ total_usd: '62827.17', total_btc: '0.64603692' });
    expect(await fetchData(await loggedIn('newbie@demo.test'), 'totalFunds')).toEqual({ total_usd: '0.00', total_btc: '0.00000000' });
  });

  it('user kinds carry their flags', async () => {
    expect(await fetchData(await loggedIn('turkey@demo.test'), 'userInfo')).toMatchObject({ country: 792, sub_site_id: 177, verified: 2 });
    expect(await fetchData(await loggedIn('hk@demo.test'), 'userInfo')).toMatchObject({ country: 344, sub_site_id: 71 });
    expect(await fetchData(await loggedIn('pro@demo.test'), 'userInfo')).toMatchObject({ verified: 1, kyc_status: 1 });
    expect(await fetchData(await loggedIn('company@demo.test'), 'userInfo')).toMatchObject({ verified: 3 });
    expect(await fetchData(await loggedIn('newbie@demo.test'), 'kycStatus')).toEqual({ kyc_status: 0 });
    expect(await fetchData(await loggedIn('sub@demo.test'), 'userInfo')).toMatchObject({ is_sub: true });
    const trial = await fetchData(await loggedIn('vip@demo.test'), 'vipUserTier');
    expect(trial.trial).toEqual({ tier: 1, expire_time: Math.floor(T0 / 1000) + 30 * 86_400 });
  });
});

describe('settings per sub-site (Host / X-Forwarded-Host)', () => {
  const hosts = resolveSiteHosts({});

  it('tr.localhost → Turkey: id 177, tr/en, TRY', async () => {
    const settings = await fetchData(new Browser(api, 'tr.localhost:3000'), 'siteSettings');
    expect(settings).toMatchObject({
      sub_site_id: 177,
      curr_fiat: 'TRY',
      defaultBuyCryptoFiat: 'TRY',
      defaultP2PFiat: 'TRY',
      is_service_host: true,
    });
    expect(settings.lang_list).toEqual([
      { lang: 'tr', name: 'Türkçe' },
      { lang: 'en', name: 'English' },
    ]);
  });

  it('us.localhost → US: id 232, en/en-us, USD', async () => {
    const settings = await fetchData(new Browser(api, 'us.localhost'), 'siteSettings');
    expect(settings).toMatchObject({ sub_site_id: 232, curr_fiat: 'USD' });
    expect(settings.lang_list.map((l) => l.lang)).toEqual(['en', 'en-us']);
  });

  it('X-Forwarded-Host from the web proxy wins over Host', async () => {
    const settings = await fetchData(new Browser(api, '127.0.0.1:3001'), 'siteSettings', '');
    expect(settings.is_service_host).toBe(false);
    expect(settings.sub_site_id).toBe(0);
    const res = await new Browser(api, '127.0.0.1:3001').get(ENDPOINTS.siteSettings.path, { 'x-forwarded-host': 'hk.localhost:3000' });
    const data = parseEnvelope('siteSettings', await res.json()).data;
    expect(data).toMatchObject({ sub_site_id: 71, curr_fiat: 'HKD', is_service_host: true });
  });

  it('every sub-site answers with its id and locales', async () => {
    for (const key of SITE_KEYS) {
      const settings = await fetchData(new Browser(api, hosts[key]), 'siteSettings');
      expect(settings.sub_site_id).toBe(SITES[key].id);
      expect(settings.lang_list.map((l) => l.lang)).toEqual([...SITES[key].locales]);
      const stats = await fetchData(new Browser(api, hosts[key]), 'homeStats');
      expect(stats.user_register_count).toBe('11');
    }
  });

  it('curr_fiat: query, then cookie, when listed; else the site default', async () => {
    const eu = new Browser(api, 'eu.localhost');
    expect((await fetchData(eu, 'siteSettings')).curr_fiat).toBe('EUR');
    expect((await fetchData(eu, 'siteSettings', '?fiat=GBP')).curr_fiat).toBe('GBP');
    expect((await fetchData(eu, 'siteSettings', '?fiat=XXX')).curr_fiat).toBe('EUR');
    eu.cookies.set('curr_fiat', 'JPY');
    expect((await fetchData(eu, 'siteSettings')).curr_fiat).toBe('JPY');
    expect((await fetchData(eu, 'siteSettings', '?fiat=AUD')).curr_fiat).toBe('AUD');
    eu.cookies.set('curr_fiat', 'bogus');
    expect((await fetchData(eu, 'siteSettings')).curr_fiat).toBe('EUR');
  });

  it('home stats of a regional site are its own row, with live counts', async () => {
    const stats = await fetchData(new Browser(api, 'tr.localhost'), 'homeStats');
    expect(stats.trading_volume).not.toBe('1843256789012.35');
    expect(stats.curr_count).toBe('30');
    const signup = await new Browser(api).postJson(ENDPOINTS.signup.path, { email: 'counted@example.com', password: 'Count-me-in-1' });
    expect(signup.status).toBe(200);
    expect((await fetchData(new Browser(api, 'tr.localhost'), 'homeStats')).user_register_count).toBe('12');
  });
});
