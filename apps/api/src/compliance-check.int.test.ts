import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_LIST_PATHS,
  ENDPOINTS,
  FOOTER_TIPS_JSON_SVR_PATH,
  businessListPathFor,
  businessListResponseSchema,
  type ComplianceCheck,
} from '@ex/contracts';
import { DEMO_PASSWORD, complianceRules, eq, seedCompliance } from '@ex/db';
import { SITES, SITE_KEYS, resolveSiteHosts, type SiteKey } from '@ex/sites';
import { Browser, parseEnvelope, startTestApi, type TestApi } from './test/harness';

const CLASSES =
  'issue 3 Tests "Integration: the check endpoint for each sub-site and country class" / §7 compliance/check "menu, business, limit, toast, tips"';
const TRUST = 'issue 3 "The country comes from a trusted CDN header when TRUST_GEO_HEADER=1 … Otherwise it comes from the client IP"';
const SPOOF = 'issue 3 "A spoofed header is ignored whenever trust is off."';
const USER = 'issue 3 "computed from … the signed-in user (KYC level, country, risk flag, Hong Kong flag, withdraw-only flag)"';
const WIND_DOWN =
  'issue 10 "the compliance check itself decides. A blocked country\'s menu keeps only what such a visitor may still do (read public pages, log in, withdraw, close positions). A withdraw-only user may withdraw, cancel orders and close positions, and nothing else"';
const FOOTER =
  '§7 "GET /api/web/v1/kyc/footerTipsCheck and /json_svr/footer_tips_check: response business list, limit, toast, menu list, tips"';
const BUSINESS_LIST =
  '§7 "business compliance list (URL differs for main, Turkey, UK and AU sites versus the others): response resMsg.code and datas"';
const HOSTS = resolveSiteHosts({});

let api: TestApi;
let trusted: { app: TestApi['app'] };
beforeAll(async () => {
  api = await startTestApi({ seed: true });
  await seedCompliance(api.handle.db);
  // TRUST_GEO_HEADER=1, as in development and behind a CDN.
  trusted = { app: api.createApp({ trustGeoHeader: true }) };
});
afterAll(async () => {
  await api?.close();
});

async function checkOf(browser: Browser, country?: string, path = ENDPOINTS.complianceCheck.path): Promise<ComplianceCheck> {
  const res = await browser.get(path, country === undefined ? {} : { 'x-geo-country': country });
  expect(res.status, path).toBe(200);
  return parseEnvelope('complianceCheck', await res.json()).data;
}
const visitor = (site: SiteKey = 'main') => new Browser(trusted, HOSTS[site]);
const visit = (site: SiteKey, country?: string) => checkOf(visitor(site), country);

async function signedIn(email: string, site: SiteKey = 'main'): Promise<Browser> {
  const browser = new Browser(trusted, HOSTS[site]);
  const res = await browser.postJson(ENDPOINTS.login.path, { email, password: DEMO_PASSWORD });
  expect(res.status, `login ${email}`).toBe(200);
  return browser;
}

const REGION_FLAGS = ['is_uk_ip', 'is_au_ip', 'is_us_toast', 'is_jp_toast', 'is_ae_toast', 'is_eu_toast'] as const;
type RegionFlag = (typeof REGION_FLAGS)[number];

describe('visitor country classes on main', () => {
  it.each([
    { spec: 'GB → main to UK', c: 'GB', on: ['is_uk_ip'] },
    { spec: 'AU → main to AU', c: 'AU', on: ['is_au_ip'] },
    { spec: 'US → main to US', c: 'US', on: ['is_us_toast'] },
    { spec: 'Puerto Rico is in the US region', c: 'PR', on: ['is_us_toast'] },
    { spec: 'JP → main to JP', c: 'JP', on: ['is_jp_toast'] },
    { spec: 'AE → main to AE', c: 'AE', on: ['is_ae_toast'] },
    { spec: 'FR (EU) → main to EU', c: 'FR', on: ['is_eu_toast'] },
    { spec: 'Norway (EEA) → main to EU', c: 'NO', on: ['is_eu_toast'] },
    { spec: 'a country in no region', c: 'KR', on: [] },
    { spec: 'unknown country (no header)', c: undefined, on: [] },
  ] satisfies { spec: string; c: string | undefined; on: RegionFlag[] }[])(`${CLASSES} — $spec`, async ({ c, on }) => {
    const check = await visit('main', c);
    expect(check.limit.is_main).toBe(true);
    expect(check.limit.ip_country).toBe(c ?? '');
    for (const flag of REGION_FLAGS) expect(check.limit[flag], flag).toBe((on as RegionFlag[]).includes(flag));
    expect(check.toast).toMatchObject({
      is_hk_user: false,
      is_withdraw_only_user: false,
      limit_country_user_status: 0,
      kyc_toast: { show_kyc_upgrade_notice: false },
    });
  });

  it(`${CLASSES} — GB, JP, AE, AU, EU and unknown visitors keep every main menu code`, async () => {
    for (const c of ['GB', 'JP', 'AE', 'AU', 'DE', undefined])
      expect((await visit('main', c)).menu, String(c)).toEqual([...SITES.main.menuCodes]);
  });

  it(`${CLASSES} — US visitors lose derivatives and earn, without the tips flag (§4.8: redirect)`, async () => {
    const check = await visit('main', 'US');
    for (const code of ['futures', 'options', 'margin', 'copy_trading', 'earn']) expect(check.menu).not.toContain(code);
    expect(check.menu).toContain('spot');
    expect(check.limit).toMatchObject({ is_show_compliance_tips: false, limit_country: 'US', is_blocked_country: false });
  });

  it(`${CLASSES} — NL and IT: their limit flag and the tips flag (§4.8: show the tips)`, async () => {
    const nl = await visit('main', 'NL');
    expect(nl.limit).toMatchObject({ is_nl_limit: true, is_italy_limit: false, is_show_compliance_tips: true, limit_country: 'NL' });
    expect(nl.menu).not.toContain('futures');
    expect((await visit('main', 'IT')).limit).toMatchObject({ is_italy_limit: true, is_nl_limit: false, is_show_compliance_tips: true });
  });

  it.each([
    { c: 'BR', flag: 'brazil_toast' },
    { c: 'LT', flag: 'ltw_toast' },
    { c: 'UZ', flag: 'is_uzbekistan_toast' },
  ] as const)(`${CLASSES} — notice flag for $c: $flag (§3 BX / LTW / UZBEKISTAN)`, async ({ c, flag }) => {
    expect((await visit('main', c)).limit[flag]).toBe(true);
    expect((await visit('main', 'DE')).limit[flag]).toBe(false);
  });

  it(`${CLASSES} — blocked countries on every sub-site (§8 Restricted Location)`, async () => {
    for (const [site, c] of [
      ['main', 'CU'],
      ['tr', 'IR'],
      ['eu', 'KP'],
      ['sg', 'TH'],
    ] as const) {
      expect((await visit(site, c)).limit, `${site} ${c}`).toMatchObject({ is_blocked_country: true, limit_country: c });
    }
    expect((await visit('main', 'US')).limit.is_blocked_country).toBe(false);
  });

  it(`${WIND_DOWN} — a blocked visitor's menu keeps only the trade pages (to cancel and close), no product`, async () => {
    expect((await visit('main', 'KP')).menu).toEqual(['spot', 'margin', 'futures']);
    expect((await visit('eu', 'CU')).menu).toEqual(['spot']);
    expect((await checkOf(await signedIn('trader@demo.test'), 'SY')).menu).toEqual(['spot', 'margin', 'futures']);
  });

  it(`${WIND_DOWN} — withdraw@demo.test's menu likewise loses every trading product but the trade pages`, async () => {
    expect((await checkOf(await signedIn('withdraw@demo.test'), 'DE')).menu).toEqual(['spot', 'margin', 'futures']);
    expect((await checkOf(await signedIn('trader@demo.test'), 'DE')).menu).toEqual([...SITES.main.menuCodes]);
  });

  it(`${CLASSES} — gray tax for IN (§4.4), not for others`, async () => {
    expect((await visit('main', 'IN')).limit.gray_tax_area_toast).toMatchObject({ is_show: true, can_close: 1, url: '/help' });
    expect((await visit('main', 'PH')).limit.gray_tax_area_toast).toMatchObject({ is_show: true, can_close: 0 });
    expect((await visit('main', 'GB')).limit.gray_tax_area_toast.is_show).toBe(false);
  });

  it(`${CLASSES} — business bars: the UK-only variant (1) before the risk warning (3) for GB; the popups`, async () => {
    const gb = await visit('main', 'GB');
    expect(gb.business.map((b) => b.type)).toEqual([1, 3]);
    expect(gb.business[0]?.content).toContain('not directed at UK persons');
    expect(gb.business[1]?.text_link).toEqual([{ key: 'Risk Disclosure', link: '/legal/risk-disclosure' }]);
    expect((await visit('main', 'US')).business.map((b) => b.type)).toEqual([3]);
    expect(gb.tips.state?.title).toBe('Service update for UK users');
    // Popups are scoped to the visitors they concern (NL on sign-up, IT on log-in).
    expect(gb.tips.popups).toEqual([]);
    expect((await visit('main', 'NL')).tips.popups.map((p) => [p.path, p.options.maxCount])).toEqual([['register', 2]]);
    expect((await visit('main', 'IT')).tips.popups.map((p) => [p.path, p.options.maxCount])).toEqual([['login', 1]]);
  });

  it(`${CLASSES} — the lang cookie picks the Italian risk warning; an unknown lang falls back`, async () => {
    const italian = visitor('main');
    italian.cookies.set('lang', 'it');
    expect((await checkOf(italian, 'US')).business[0]?.content).toContain('Avvertenza');
    const bogus = visitor('main');
    bogus.cookies.set('lang', 'xx');
    expect((await checkOf(bogus, 'US')).business[0]?.content).toContain('Risk warning');
  });
});

describe('regional sub-sites', () => {
  it(`${CLASSES} — eu: a non-EU visitor gets is_eu_toast (EU → main), an EU one does not`, async () => {
    const us = await visit('eu', 'US');
    expect(us.limit).toMatchObject({ is_main: false, is_eu_toast: true, is_us_toast: false });
    expect((await visit('eu', 'DE')).limit.is_eu_toast).toBe(false);
    expect((await visit('eu', undefined)).limit.is_eu_toast).toBe(false);
    expect(us.business.map((b) => b.type)).toEqual([2]);
  });

  it(`${CLASSES} — eu: derivatives are denied for everyone (EU restricted features)`, async () => {
    for (const c of ['DE', 'US', undefined]) {
      const { menu } = await visit('eu', c);
      for (const code of ['futures', 'options', 'margin', 'copy_trading']) expect(menu).not.toContain(code);
      expect(menu).toContain('spot');
    }
  });

  it(`${CLASSES} — tr: a non-TR visitor gets the IP limit tip; TR and unknown do not`, async () => {
    expect((await visit('tr', 'DE')).limit).toMatchObject({ is_ip_limit: true, limit_country: 'DE' });
    expect((await visit('tr', 'TR')).limit.is_ip_limit).toBe(false);
    expect((await visit('tr', undefined)).limit.is_ip_limit).toBe(false);
  });

  it(`${CLASSES} — us/jp/ae: a visitor from outside the region gets the toast back to main`, async () => {
    expect((await visit('us', 'DE')).limit.is_us_toast).toBe(true);
    expect((await visit('us', 'US')).limit.is_us_toast).toBe(false);
    expect((await visit('jp', 'KR')).limit.is_jp_toast).toBe(true);
    expect((await visit('ae', 'AE')).limit.is_ae_toast).toBe(false);
    expect((await visit('uk', 'FR')).limit).toMatchObject({ is_uk_ip: false, ip_country: 'FR' });
  });

  it.each(SITE_KEYS.map((site) => ({ site })))(
    `${CLASSES} — $site: menu within the sub-site's own codes, state tips present`,
    async ({ site }) => {
      const check = await visit(site, 'DE');
      const own: readonly string[] = SITES[site].menuCodes;
      for (const code of check.menu) expect(own).toContain(code);
      expect(check.limit.is_main).toBe(site === 'main');
      expect(check.tips.state?.content).toContain('not available in your country or region');
    },
  );
});

describe('where the country comes from', () => {
  it(`${TRUST} — trusted: the header decides`, async () => {
    const browser = new Browser(trusted, HOSTS.main, '127.0.0.1');
    const res = await browser.get(ENDPOINTS.complianceCheck.path, { 'x-geo-country': 'GB', 'x-forwarded-for': '8.8.8.8' });
    expect(parseEnvelope('complianceCheck', await res.json()).data.limit).toMatchObject({ ip_country: 'GB', is_uk_ip: true });
  });

  it(`${SPOOF} — untrusted: the header is ignored, the forwarded client IP is looked up`, async () => {
    const browser = new Browser(api, HOSTS.main, '127.0.0.1');
    const res = await browser.get(ENDPOINTS.complianceCheck.path, { 'x-geo-country': 'GB', 'x-forwarded-for': '8.8.8.8' });
    expect(parseEnvelope('complianceCheck', await res.json()).data.limit).toMatchObject({
      ip_country: 'US',
      is_uk_ip: false,
      is_us_toast: true,
    });
  });

  it(`${SPOOF} — untrusted without a client address: unknown country, no flags`, async () => {
    const check = await checkOf(new Browser(api, HOSTS.main), 'GB');
    expect(check.limit).toMatchObject({ ip_country: '', is_uk_ip: false, is_main: true });
  });
});

describe('signed-in users', () => {
  it(`${USER} — uk@demo.test on main is a country-limited user (§4.8), from anywhere`, async () => {
    const uk = await signedIn('uk@demo.test');
    for (const c of ['GB', 'DE', undefined]) {
      const check = await checkOf(uk, c);
      expect(check.toast.limit_country_user_status, String(c)).toBe(1);
      expect(check.limit).toMatchObject({ is_uk_limit: true, limit_country: 'GB' });
    }
    // The GB user rule is for the main site.
    const onTr = await signedIn('uk@demo.test', 'tr');
    expect((await checkOf(onTr, 'TR')).toast.limit_country_user_status).toBe(0);
  });

  it(`${USER} — identity comes from the session only: uid/nickname cookies alone are a visitor`, async () => {
    const uk = await signedIn('uk@demo.test');
    const forged = visitor('main');
    for (const name of ['uid', 'nickname']) {
      const value = uk.cookies.get(name);
      if (value !== undefined) forged.cookies.set(name, value);
    }
    expect(forged.cookies.size).toBeGreaterThan(0);
    const check = await checkOf(forged, 'GB');
    expect(check.toast.limit_country_user_status).toBe(0);
    expect(check.limit.is_uk_limit).toBe(false);
  });

  it.each([
    { email: 'withdraw@demo.test', toast: { is_withdraw_only_user: true, is_hk_user: false } },
    { email: 'hk@demo.test', toast: { is_hk_user: true, is_withdraw_only_user: false } },
    {
      email: 'risk@demo.test',
      toast: { kyc_toast: { is_risk_user: true, risk_user_guide_cookie_key: 'RISK_IP_USER', risk_user_guide_be_closed: 1 } },
    },
    { email: 'newbie@demo.test', toast: { kyc_toast: { show_kyc_upgrade_notice: true, is_risk_user: false } } },
    { email: 'pro@demo.test', toast: { kyc_toast: { show_kyc_upgrade_notice: false } } },
    { email: 'trader@demo.test', toast: { limit_country_user_status: 0, kyc_toast: { show_kyc_upgrade_notice: false } } },
  ])(`${USER} — $email`, async ({ email, toast }) => {
    expect((await checkOf(await signedIn(email), 'DE')).toast).toMatchObject(toast);
  });
});

describe('footer tips and business list', () => {
  it(`${FOOTER} — the three paths return the same data`, async () => {
    const browser = await signedIn('risk@demo.test');
    const [check, footer, jsonSvr] = await Promise.all(
      [ENDPOINTS.complianceCheck.path, ENDPOINTS.footerTipsCheck.path, FOOTER_TIPS_JSON_SVR_PATH].map((p) => checkOf(browser, 'GB', p)),
    );
    expect(footer).toEqual(check);
    expect(jsonSvr).toEqual(check);
    const raw = await (await browser.get(FOOTER_TIPS_JSON_SVR_PATH, { 'x-geo-country': 'GB' })).json();
    expect(raw).toMatchObject({ code: 0, message: 'success' });
  });

  it.each(SITE_KEYS.map((site) => ({ site })))(
    `${BUSINESS_LIST} — $site: both paths, envelope { resMsg, datas } = the check's business`,
    async ({ site }) => {
      const browser = visitor(site);
      const expected = (await checkOf(browser, 'GB')).business;
      for (const path of [businessListPathFor(site), ...Object.values(BUSINESS_LIST_PATHS)]) {
        const res = await browser.get(path, { 'x-geo-country': 'GB' });
        expect(res.status).toBe(200);
        const body = businessListResponseSchema.parse(await res.json());
        expect(body).toEqual({ resMsg: { code: 0, message: 'success' }, datas: expected });
      }
    },
  );

  it(`${BUSINESS_LIST} — uk site: the FCA risk warning, without a close button`, async () => {
    const res = await visitor('uk').get(BUSINESS_LIST_PATHS.primary, { 'x-geo-country': 'GB' });
    const { datas } = businessListResponseSchema.parse(await res.json());
    expect(datas).toHaveLength(1);
    expect(datas[0]).toMatchObject({ type: 1, no_close_button: 1 });
    expect(datas[0]?.content).toContain('prepared to lose all the money you invest');
  });
});

describe('rules cache', () => {
  it('brief "Cache the rules/items rows in memory for a short time (30 s)" — an edit applies after the cache expires', async () => {
    const app = { app: api.createApp({ trustGeoHeader: true }) };
    const br = () => checkOf(new Browser(app, HOSTS.main), 'BR');
    expect((await br()).limit.brazil_toast).toBe(true);
    await api.handle.db.update(complianceRules).set({ enabled: false }).where(eq(complianceRules.slug, 'main-ip-br'));
    try {
      api.clock.advance(29_000);
      expect((await br()).limit.brazil_toast).toBe(true);
      api.clock.advance(1_000);
      expect((await br()).limit.brazil_toast).toBe(false);
    } finally {
      await api.handle.db.update(complianceRules).set({ enabled: true }).where(eq(complianceRules.slug, 'main-ip-br'));
    }
  });

  it('seedCompliance is idempotent: a re-run inserts nothing', async () => {
    expect(await seedCompliance(api.handle.db)).toEqual({ rules: 0, items: 0 });
  });
});
