import { describe, it, expect } from 'vitest';
import { resolveKycTipBar, type KycTipBarRule } from '@ex/domain';
import { LOCALE_PREFIXES, type Locale } from './locales';
import { MENU_CODES, type MenuCode } from './menu-codes';
import { SITE_KEYS, type SiteConfig, type SiteKey } from './site-types';
import { SITES, asksDeclaration, getSite, isLocaleAllowed, isMenuPermitted, siteById } from './sites';

const IDS =
  '§3 "Sub-site ids: main 0, Turkey 177, EU/Malta 106, Hong Kong 71, US 232, Bahamas 14, Singapore 153, UK 182, Japan 83, UAE 181, testnet 666, Australia 11."';
const FIELDS =
  '§3 "Sub-site config: id, key, name, webSiteDomain, ogSiteName, collectId, gtagId, logo; ws; authorizedLogin (google, metamask, apple, gateio); hidden…; chatroom, bigData; support and business contact; totpName, anti, defaultLang, defaultCurrB; docs links, tradingViewExchange"';
const DEFAULT_LANG = '§2.2 "The default language is tr for Turkey and en for the others."';
const GUARD =
  '§4.18 "Allowed locales: main adds tr; EU adds en-eu and it-eu; US en-us; UK en-uk; AU en-au; JP ja-jp and en-jp; UAE en-dubai and ar-dubai."';
const US_MENU = '§2.3 "The US site shows only on-chain deposit and Buy Crypto."';
const NOINDEX = '§2.2 "The main site does not index the locales nl and it."';
const US_AUTH = '§2.1 "On the US site, /login and /signup stay on the US host without a locale prefix."';
const EN_TR = '§2.2 "the main site adds an extra en-tr alternate"';
const KYC_TIP_BAR = '§4.12 "The tip bar is hidden if KYC2 is done, on the test net, or on the US site with level-1 verified."';
const TRIAL_VIP = '§4.1 "Trial VIP tier is loaded only on the main site" (site-types comment)';

const rows: [string, SiteConfig][] = Object.entries(SITES);
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const LOGINS = ['google', 'metamask', 'apple', 'gateio'];
const BOOL_FLAGS = [
  'hiddenReferral',
  'hiddenAppDownload',
  'hiddenNotification',
  'hiddenFooterSignup',
  'hiddenThemeSwitch',
  'hiddenLangAndRate',
  'chatroom',
  'bigData',
  'anti',
] as const;
const STRING_FIELDS = ['name', 'webSiteDomain', 'ogSiteName', 'totpName', 'defaultCurrB', 'tradingViewExchange'] as const;

describe('SITES table: ids and keys', () => {
  const ids = [
    { spec: IDS, key: 'main', id: 0 },
    { spec: IDS, key: 'tr', id: 177 },
    { spec: IDS, key: 'eu', id: 106 },
    { spec: IDS, key: 'hk', id: 71 },
    { spec: IDS, key: 'us', id: 232 },
    { spec: IDS, key: 'bs', id: 14 },
    { spec: IDS, key: 'sg', id: 153 },
    { spec: IDS, key: 'uk', id: 182 },
    { spec: IDS, key: 'jp', id: 83 },
    { spec: IDS, key: 'ae', id: 181 },
    { spec: IDS, key: 'testnet', id: 666 },
    { spec: IDS, key: 'au', id: 11 },
  ] as const satisfies readonly { spec: string; key: SiteKey; id: number }[];

  it.each(ids)('$spec: $key has id $id', ({ key, id }) => {
    expect(SITES[key].id).toBe(id);
    expect(getSite(key).id).toBe(id);
    expect(siteById(id)?.key).toBe(key);
  });

  it(`${IDS}: the table has exactly these 12 sites and ids are unique`, () => {
    expect(Object.keys(SITES).sort()).toEqual(ids.map((c) => c.key).sort());
    expect(Object.keys(SITES).sort()).toEqual([...SITE_KEYS].sort());
    const all = rows.map(([, s]) => s.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(rows)(`${FIELDS}: row %s has key equal to its record key`, (recordKey, site) => {
    expect(site.key).toBe(recordKey);
  });

  const unknownIds = [
    { spec: `${IDS} — an id not in the list has no site`, id: 1 },
    { spec: `${IDS} — an id not in the list has no site`, id: -1 },
    { spec: `${IDS} — an id not in the list has no site`, id: 999 },
    { spec: `${IDS} — an id not in the list has no site`, id: Number.NaN },
  ];
  it.each(unknownIds)('$spec: siteById($id) is undefined', ({ id }) => {
    expect(siteById(id)).toBeUndefined();
  });
});

describe('SITES table: every §3 field present and well-typed', () => {
  it.each(rows)(`${FIELDS}: %s`, (_key, site) => {
    expect(Number.isInteger(site.id)).toBe(true);
    for (const f of STRING_FIELDS) {
      expect(typeof site[f], f).toBe('string');
      expect(site[f].length, f).toBeGreaterThan(0);
    }
    expect(typeof site.collectId).toBe('string');
    expect(typeof site.gtagId).toBe('string');
    expect(site.logo.startsWith('/logos/')).toBe(true);
    expect(site.ws.length).toBeGreaterThan(0);
    for (const w of site.ws) expect(w.startsWith('/ws/'), w).toBe(true);
    for (const l of site.authorizedLogin) expect(LOGINS).toContain(l);
    expect(new Set(site.authorizedLogin).size).toBe(site.authorizedLogin.length);
    for (const f of BOOL_FLAGS) expect(typeof site[f], f).toBe('boolean');
    expect(site.support.email).toMatch(EMAIL);
    expect(site.business.email).toMatch(EMAIL);
    expect(site.support.path.startsWith('/')).toBe(true);
    expect(site.business.path.startsWith('/')).toBe(true);
    for (const [name, path] of Object.entries(site.docs)) {
      expect(typeof path, name).toBe('string');
      expect(path.startsWith('/'), name).toBe(true);
    }
    expect(site.hostLabel === null || /^[a-z0-9-]+$/.test(site.hostLabel)).toBe(true);
  });
});

describe('SITES table: languages (§2.2, §4.18)', () => {
  it.each(rows)(`${DEFAULT_LANG}: %s`, (key, site) => {
    expect(site.defaultLang).toBe(key === 'tr' ? 'tr' : 'en');
  });

  it.each(rows)('site-types "the first [locale] is defaultLang"; locales are §2.2 prefixes without duplicates: %s', (_key, site) => {
    expect(site.locales[0]).toBe(site.defaultLang);
    for (const l of site.locales) expect(LOCALE_PREFIXES).toContain(l);
    expect(new Set(site.locales).size).toBe(site.locales.length);
  });

  const allowed = [
    { spec: GUARD, site: 'main', locale: 'tr', ok: true },
    { spec: `${GUARD} — main keeps the global set`, site: 'main', locale: 'zh', ok: true },
    { spec: `${GUARD} — main keeps the global set`, site: 'main', locale: 'nl', ok: true },
    { spec: GUARD, site: 'eu', locale: 'en-eu', ok: true },
    { spec: GUARD, site: 'eu', locale: 'it-eu', ok: true },
    { spec: GUARD, site: 'us', locale: 'en-us', ok: true },
    { spec: GUARD, site: 'uk', locale: 'en-uk', ok: true },
    { spec: GUARD, site: 'au', locale: 'en-au', ok: true },
    { spec: GUARD, site: 'jp', locale: 'ja-jp', ok: true },
    { spec: GUARD, site: 'jp', locale: 'en-jp', ok: true },
    { spec: GUARD, site: 'ae', locale: 'en-dubai', ok: true },
    { spec: GUARD, site: 'ae', locale: 'ar-dubai', ok: true },
    { spec: `${DEFAULT_LANG} — Turkey's default is allowed there`, site: 'tr', locale: 'tr', ok: true },
    { spec: `${GUARD} — a regional locale belongs to its own site only`, site: 'main', locale: 'en-eu', ok: false },
    { spec: `${GUARD} — a regional locale belongs to its own site only`, site: 'main', locale: 'ar-dubai', ok: false },
    { spec: `${GUARD} — a regional locale belongs to its own site only`, site: 'eu', locale: 'en-us', ok: false },
    { spec: `${GUARD} — a locale outside the allowed set`, site: 'us', locale: 'zh', ok: false },
    { spec: `${GUARD} — tr is added on main, not on EU`, site: 'eu', locale: 'tr', ok: false },
  ] as const satisfies readonly { spec: string; site: SiteKey; locale: Locale; ok: boolean }[];
  it.each(allowed)('$spec: isLocaleAllowed($site, $locale) === $ok', ({ site, locale, ok }) => {
    expect(isLocaleAllowed(site, locale)).toBe(ok);
  });

  const regional = [
    { spec: GUARD, locales: ['en-eu', 'it-eu'], only: 'eu' },
    { spec: GUARD, locales: ['en-us'], only: 'us' },
    { spec: GUARD, locales: ['en-uk'], only: 'uk' },
    { spec: GUARD, locales: ['en-au'], only: 'au' },
    { spec: GUARD, locales: ['ja-jp', 'en-jp'], only: 'jp' },
    { spec: GUARD, locales: ['en-dubai', 'ar-dubai'], only: 'ae' },
  ] as const satisfies readonly { spec: string; locales: readonly Locale[]; only: SiteKey }[];
  it.each(regional)('$spec: $locales allowed on $only and nowhere else', ({ locales, only }) => {
    for (const locale of locales) {
      const where = SITE_KEYS.filter((k) => isLocaleAllowed(k, locale));
      expect(where, locale).toEqual([only]);
    }
  });
});

describe('SITES table: menu codes', () => {
  it.each(rows)('§1 "permitted menu codes": %s has valid, unique codes', (_key, site) => {
    for (const c of site.menuCodes) expect(MENU_CODES).toContain(c);
    expect(new Set(site.menuCodes).size).toBe(site.menuCodes.length);
    expect(site.menuCodes.length).toBeGreaterThan(0);
  });

  const menu = [
    { spec: US_MENU, site: 'us', code: 'deposit_onchain', ok: true },
    { spec: US_MENU, site: 'us', code: 'buy_crypto_card', ok: true },
    { spec: `${US_MENU} (decision: no derivatives on the US licence)`, site: 'us', code: 'futures', ok: false },
    { spec: `${US_MENU} (decision: no derivatives on the US licence)`, site: 'us', code: 'options', ok: false },
    { spec: US_MENU, site: 'us', code: 'deposit_fiat', ok: false },
    { spec: US_MENU, site: 'us', code: 'deposit_gatecode', ok: false },
    { spec: US_MENU, site: 'us', code: 'c2c', ok: false },
    { spec: US_MENU, site: 'us', code: 'buy_crypto_bank', ok: false },
    { spec: '§1 main site permits the full product set (decision)', site: 'main', code: 'futures', ok: true },
    { spec: '§1 main site permits the full product set (decision)', site: 'main', code: 'referral', ok: true },
  ] as const satisfies readonly { spec: string; site: SiteKey; code: MenuCode; ok: boolean }[];
  it.each(menu)('$spec: isMenuPermitted($site, $code) === $ok', ({ site, code, ok }) => {
    expect(isMenuPermitted(site, code)).toBe(ok);
  });

  it('§1 (decision): main permits every MENU_CODES entry', () => {
    expect([...SITES.main.menuCodes].sort()).toEqual([...MENU_CODES].sort());
  });
});

describe('SITES table: hosts, indexing and per-site extras', () => {
  it('hostLabel is unique, null only on main, and UAE uses "dubai" (§2.2 "dubai to en-dubai")', () => {
    const labels = rows.map(([, s]) => s.hostLabel);
    expect(new Set(labels).size).toBe(labels.length);
    expect(rows.filter(([, s]) => s.hostLabel === null).map(([k]) => k)).toEqual(['main']);
    expect(SITES.ae.hostLabel).toBe('dubai');
  });

  it.each(rows)(`${NOINDEX}: noindexLocales of %s`, (key, site) => {
    expect([...site.noindexLocales]).toEqual(key === 'main' ? ['nl', 'it'] : []);
    for (const l of site.noindexLocales) expect(site.locales).toContain(l);
  });

  it.each(rows)(`${US_AUTH}: unprefixedPaths of %s`, (key, site) => {
    expect([...site.unprefixedPaths]).toEqual(key === 'us' ? ['/login', '/signup'] : []);
  });

  it.each(rows)(`${EN_TR}: extraAlternates of %s`, (key, site) => {
    expect(site.extraAlternates).toEqual(key === 'main' ? [{ hrefLang: 'en-TR', site: 'tr', locale: 'en' }] : []);
  });

  it(`${EN_TR}: the en-TR target locale is allowed on the Turkey site`, () => {
    for (const extra of SITES.main.extraAlternates) expect(isLocaleAllowed(extra.site, extra.locale)).toBe(true);
  });

  it.each(rows)(`${TRIAL_VIP}: %s`, (key, site) => {
    expect(site.loadsTrialVip).toBe(key === 'main');
  });
});

describe('SITES table: KYC tip bar rule (§4.12)', () => {
  const tipBar = [
    { spec: `${KYC_TIP_BAR} — shown on main`, site: 'main', rule: 'shown' },
    { spec: `${KYC_TIP_BAR} — shown on Turkey`, site: 'tr', rule: 'shown' },
    { spec: `${KYC_TIP_BAR} — shown on EU`, site: 'eu', rule: 'shown' },
    { spec: `${KYC_TIP_BAR} — shown on Hong Kong`, site: 'hk', rule: 'shown' },
    { spec: `${KYC_TIP_BAR} — US hides it from level 1`, site: 'us', rule: 'hidden-from-level-1' },
    { spec: `${KYC_TIP_BAR} — shown on UK`, site: 'uk', rule: 'shown' },
    { spec: `${KYC_TIP_BAR} — shown on Australia`, site: 'au', rule: 'shown' },
    { spec: `${KYC_TIP_BAR} — shown on Japan`, site: 'jp', rule: 'shown' },
    { spec: `${KYC_TIP_BAR} — shown on UAE`, site: 'ae', rule: 'shown' },
    { spec: `${KYC_TIP_BAR} — shown on Bahamas`, site: 'bs', rule: 'shown' },
    { spec: `${KYC_TIP_BAR} — shown on Singapore`, site: 'sg', rule: 'shown' },
    { spec: `${KYC_TIP_BAR} — hidden on the test net`, site: 'testnet', rule: 'hidden' },
  ] as const satisfies readonly { spec: string; site: SiteKey; rule: KycTipBarRule }[];

  it.each(tipBar)('$spec: $site → $rule', ({ site, rule }) => {
    expect(SITES[site].kycTipBar).toBe(rule);
  });

  it(`${KYC_TIP_BAR} — every site has a row above`, () => {
    expect(tipBar.map((c) => c.site).sort()).toEqual([...SITE_KEYS].sort());
  });

  // Through the domain rule: a level-0.5 user (code 5) sees the bar everywhere except the test net.
  it.each(rows)(`${KYC_TIP_BAR} — a level-0.5 user on %s`, (key, site) => {
    const r = resolveKycTipBar({ verified: 5, kycTipBar: site.kycTipBar, inApp: false, dismissed: false });
    expect(r.visible).toBe(key !== 'testnet');
  });

  // A level-1 user (code 2) has KYC2 done, so the bar is hidden on every site, US included.
  it.each(rows)(`${KYC_TIP_BAR} — a level-1 user on %s`, (_key, site) => {
    expect(resolveKycTipBar({ verified: 2, kycTipBar: site.kycTipBar, inApp: false, dismissed: false }).visible).toBe(false);
  });
});

const DECLARATION_TR = '§6 "Turkey user: sees the declaration link in the footer only if signed." / §4.15 Turkey declaration';
const DECLARATION_FAILURE =
  '§8 "Declaration fetch or sign failure: Logged; treated as status 1 (unsigned)" — asked only where the declaration exists';
const BUSINESS_LIST = '§7 business compliance list "URL differs for main, Turkey, UK and AU sites versus the others"';

describe('SITES table: declarations asked (asksDeclaration)', () => {
  it.each(SITE_KEYS.map((site) => ({ site, tr: site === 'tr', customer: site === 'eu' })))(
    `${DECLARATION_TR}; ${DECLARATION_FAILURE} — $site: tr=$tr customer=$customer`,
    ({ site, tr, customer }) => {
      expect(asksDeclaration('tr', site)).toBe(tr);
      expect(asksDeclaration('customer', site)).toBe(customer);
    },
  );
});

describe('SITES table: business compliance list', () => {
  const primary: readonly SiteKey[] = ['main', 'tr', 'uk', 'au'];
  it.each(SITE_KEYS.map((site) => ({ site, list: primary.includes(site) ? 'primary' : 'other' })))(
    `${BUSINESS_LIST} — $site → $list`,
    ({ site, list }) => {
      expect(SITES[site].businessList).toBe(list);
    },
  );
});
