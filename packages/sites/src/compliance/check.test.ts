import { describe, expect, it } from 'vitest';
import { SITES } from '../sites';
import type { SiteKey } from '../site-types';
import {
  RISK_USER_GUIDE,
  countryPatternMatches,
  resolveComplianceCheck,
  type ComplianceCheckInput,
  type ComplianceItemRow,
  type ComplianceRuleRow,
  type ComplianceUser,
} from './check';

const UNION =
  "design \"From the compliance_rules rows matching (site_key S or '*') and (country c for match 'ip' / the user's country for match 'user', or '*'): union of their flags … union of denied_menu, first gray_tax\"";
const LIMIT_COUNTRY = 'design "limit.limit_country = the alpha-2 of the matched country-limiting rule (\'\' if none)"';
const MENU =
  'design "menu = the sub-site\'s own menu codes (SITES[S].menuCodes in @ex/sites) minus the denied codes" / §6 "Menu codes limit which features each region sees"';
const VISITOR = 'design "Visitors (not signed in) get the ip-matched rules only; user-matched rules need a session"';
const USER_LIMIT =
  'design "toast.limit_country_user_status = 1 when a matching rule has limit_user" / §4.8 "A country-limited user is sent to /state_compliance_tips"';
const TOAST = 'design "toast.is_hk_user / is_withdraw_only_user from the user row" / §6 "Withdraw-only user", "Hong Kong user"';
const KYC =
  'design "show_kyc_upgrade_notice = signed in and KYC2 not done" / §3 "The KYC2 flag is complete once the verified level passes a check (… compares verified with level 1)"';
const RISK = '§6 "Risk user: gets the risk-user KYC notice." / §3 kyc_toast "risk_user_guide_cookie_key (default RISK_IP_USER)"';
const GRAY = '§4.4 gray_tax_area_toast "is_show, can_close, title, content, btn_text, url"';
const BUSINESS =
  "design \"business: compliance_items kind 'business' for (S or '*', c or '*'); type = floating-bar priority level 1–4 (1 wins). The UK-only variant is a business item whose country is 'GB'\"";
const LOCALE =
  "brief \"Locale-specific item rows win over '*' rows for the same slot; country-specific business items are added to '*' ones\"";
const TIPS =
  'design "tips.state: the compliance_items kind \'state_tips\' for S; tips.popups: kind \'popup\'" / §3 "for the popup also options.maxCount, enable, path"';
const IP_LIMIT = '§8 "IP limit tip" — a tr-site rule for any known country but TR (\'!TR\')';

const rule = (
  siteKey: string,
  country: string,
  match: string,
  deniedMenu: string[],
  flags: Record<string, boolean> = {},
  grayTax: ComplianceRuleRow['grayTax'] = null,
): ComplianceRuleRow => ({
  siteKey,
  country,
  match,
  deniedMenu,
  flags,
  grayTax,
});
const INDIA_TAX = { can_close: 1, title: 'Tax notice', content: '<p>India tax</p>', btn_text: 'Learn more', url: '/help/tax' };

const RULES: ComplianceRuleRow[] = [
  rule('main', 'US', 'ip', ['futures', 'options', 'margin', 'copy_trading', 'earn']),
  rule('main', 'NL', 'ip', ['futures', 'options'], { is_nl_limit: true, is_show_compliance_tips: true }),
  rule('main', 'GB', 'user', [], { limit_user: true, is_uk_limit: true }),
  rule('*', 'CU', 'ip', [], { is_blocked_country: true }),
  rule('tr', '!TR', 'ip', [], { is_ip_limit: true }),
  rule('*', 'IN', 'ip', [], {}, { ...INDIA_TAX, title: 'General tax notice' }),
  rule('main', 'IN', 'ip', [], {}, INDIA_TAX),
  rule('eu', '*', 'ip', ['futures', 'earn']),
  rule('main', 'BR', 'ip', [], { brazil_toast: true }),
  rule('main', 'DE', 'ip', ['not_a_menu_code'], { not_a_flag: true }),
  rule('main', 'FR', 'other', ['spot'], { is_blocked_country: true }),
  rule('main', 'UZ', 'user', [], { is_uzbekistan_toast: true, limit_user: false }),
];

const item = (
  kind: string,
  siteKey: string,
  country: string,
  locale: string,
  title: string,
  extra: Partial<ComplianceItemRow> = {},
): ComplianceItemRow => ({
  kind,
  siteKey,
  country,
  locale,
  title,
  content: `<p>${title}</p>`,
  okButton: '',
  cancelButton: '',
  okButtonRouter: '',
  textLink: [],
  noCloseButton: 0,
  type: 0,
  popupPath: null,
  popupMaxCount: null,
  ...extra,
});
const ITEMS: ComplianceItemRow[] = [
  item('business', 'main', '*', '*', 'risk', { type: 3, textLink: [{ key: 'Risk Warning', link: '/legal/risk-disclosure' }] }),
  item('business', 'main', '*', 'it', 'risk-it', { type: 3 }),
  item('business', 'main', 'GB', '*', 'uk-only', { type: 1, noCloseButton: 1 }),
  item('business', 'eu', '*', '*', 'eu-bar', { type: 2 }),
  item('business', 'hk', '*', 'zh', 'hk-zh', { type: 4 }),
  item('business', 'eu', '!TR', '*', 'eu-non-tr', { type: 4 }),
  item('business', '*', 'CU', '*', 'cu-any-site', { type: 1 }),
  item('state_tips', '*', '*', '*', 'tips-any'),
  item('state_tips', 'main', '*', '*', 'tips-main'),
  item('state_tips', 'main', 'GB', '*', 'tips-main-gb'),
  item('state_tips', 'main', '*', 'it', 'tips-main-it'),
  item('popup', 'main', '*', '*', 'popup-register', { popupPath: 'register', popupMaxCount: 2 }),
  item('popup', 'main', '*', 'it', 'popup-register-it', { popupPath: 'register', popupMaxCount: 3 }),
  item('popup', 'main', '*', '*', 'popup-login', { popupPath: 'login' }),
  item('popup', 'main', '*', '*', 'popup-bogus', { popupPath: 'withdraw' }),
  item('popup', 'eu', '*', '*', 'popup-home-eu', { popupPath: 'home', popupMaxCount: 1 }),
];

const user = (over: Partial<ComplianceUser> = {}): ComplianceUser => ({
  country: '',
  verified: 2,
  isHkUser: false,
  isWithdrawOnly: false,
  isRiskUser: false,
  ...over,
});
const check = (
  site: SiteKey,
  ipCountry: string,
  u: ComplianceUser | null = null,
  locale = 'en',
  extra: Partial<ComplianceCheckInput> = {},
) => resolveComplianceCheck({ site, ipCountry, user: u, rules: RULES, items: ITEMS, locale, ...extra });

describe('countryPatternMatches', () => {
  it.each([
    { p: '*', c: '', out: true },
    { p: '*', c: 'GB', out: true },
    { p: 'GB', c: 'GB', out: true },
    { p: 'GB', c: 'US', out: false },
    { p: 'GB', c: '', out: false },
    { p: '!TR', c: 'DE', out: true },
    { p: '!TR', c: 'TR', out: false },
    { p: '!TR', c: '', out: false },
  ])(`${UNION}; ${IP_LIMIT} — "$p" covers "$c": $out`, ({ p, c, out }) => {
    expect(countryPatternMatches(p, c)).toBe(out);
  });
});

describe('resolveComplianceCheck: limit flags', () => {
  const FLAG_NAMES = [
    'is_uk_limit',
    'brazil_toast',
    'is_nl_limit',
    'is_italy_limit',
    'ltw_toast',
    'is_uzbekistan_toast',
    'is_show_compliance_tips',
    'is_blocked_country',
    'is_ip_limit',
  ] as const;
  const cases: {
    spec: string;
    site: SiteKey;
    ip: string;
    u: ComplianceUser | null;
    on: (typeof FLAG_NAMES)[number][];
    limitCountry: string;
  }[] = [
    { spec: `${UNION} — no rule for a JP visitor on main`, site: 'main', ip: 'JP', u: null, on: [], limitCountry: '' },
    { spec: `${UNION}; ${LIMIT_COUNTRY} — US ip denies menus on main`, site: 'main', ip: 'US', u: null, on: [], limitCountry: 'US' },
    {
      spec: `${UNION} — NL ip: is_nl_limit and the tips flag`,
      site: 'main',
      ip: 'NL',
      u: null,
      on: ['is_nl_limit', 'is_show_compliance_tips'],
      limitCountry: 'NL',
    },
    { spec: `${UNION} — BR ip: brazil_toast (BX)`, site: 'main', ip: 'BR', u: null, on: ['brazil_toast'], limitCountry: 'BR' },
    { spec: `${UNION} — CU ip on any site ('*'): blocked`, site: 'sg', ip: 'CU', u: null, on: ['is_blocked_country'], limitCountry: 'CU' },
    { spec: `${VISITOR} — a GB visitor does not get the user rule`, site: 'main', ip: 'GB', u: null, on: [], limitCountry: '' },
    {
      spec: `${UNION} — a GB user gets the user rule`,
      site: 'main',
      ip: '',
      u: user({ country: 'GB' }),
      on: ['is_uk_limit'],
      limitCountry: 'GB',
    },
    {
      spec: `${UNION} — user and ip rules add up; ${LIMIT_COUNTRY} user rule first`,
      site: 'main',
      ip: 'NL',
      u: user({ country: 'GB' }),
      on: ['is_uk_limit', 'is_nl_limit', 'is_show_compliance_tips'],
      limitCountry: 'GB',
    },
    { spec: `${UNION} — the user rule is main-only`, site: 'tr', ip: 'TR', u: user({ country: 'GB' }), on: [], limitCountry: '' },
    { spec: `${IP_LIMIT} — DE ip on tr`, site: 'tr', ip: 'DE', u: null, on: ['is_ip_limit'], limitCountry: 'DE' },
    { spec: `${IP_LIMIT} — TR ip on tr`, site: 'tr', ip: 'TR', u: null, on: [], limitCountry: '' },
    { spec: `${IP_LIMIT} — unknown ip on tr is not limited`, site: 'tr', ip: '', u: null, on: [], limitCountry: '' },
    { spec: `${UNION} — unknown flags, menu codes and match kinds are ignored`, site: 'main', ip: 'DE', u: null, on: [], limitCountry: '' },
    { spec: `${UNION} — match 'other' never applies`, site: 'main', ip: 'FR', u: null, on: [], limitCountry: '' },
    { spec: `${LIMIT_COUNTRY} — a '*' rule limits no named country`, site: 'eu', ip: 'DE', u: null, on: [], limitCountry: '' },
    {
      spec: `${UNION} — a false flag stays off; UZ user gets is_uzbekistan_toast`,
      site: 'main',
      ip: '',
      u: user({ country: 'UZ' }),
      on: ['is_uzbekistan_toast'],
      limitCountry: 'UZ',
    },
  ];
  it.each(cases)('$spec', ({ site, ip, u, on, limitCountry }) => {
    const { limit } = check(site, ip, u);
    for (const name of FLAG_NAMES) expect(limit[name], name).toBe(on.includes(name));
    expect(limit.limit_country).toBe(limitCountry);
    expect(limit.ip_country).toBe(ip);
  });

  it(`${UNION} — region flags come from resolveRegionFlags`, () => {
    expect(check('main', 'GB').limit).toMatchObject({ is_main: true, is_uk_ip: true, is_us_toast: false });
    expect(check('eu', 'US').limit).toMatchObject({ is_main: false, is_eu_toast: true });
  });

  it.each([
    {
      spec: `${GRAY} — IN on main: the main rule wins over the '*' one`,
      site: 'main' as SiteKey,
      ip: 'IN',
      out: { is_show: true, ...INDIA_TAX },
    },
    {
      spec: `${GRAY} — IN on sg: the '*' rule`,
      site: 'sg' as SiteKey,
      ip: 'IN',
      out: { is_show: true, ...INDIA_TAX, title: 'General tax notice' },
    },
    {
      spec: `${GRAY} — no gray-tax rule: hidden, closable`,
      site: 'main' as SiteKey,
      ip: 'US',
      out: { is_show: false, can_close: 1, title: '', content: '', btn_text: '', url: '' },
    },
  ])('$spec', ({ site, ip, out }) => {
    expect(check(site, ip).limit.gray_tax_area_toast).toEqual(out);
  });
});

describe('resolveComplianceCheck: menu', () => {
  it.each([
    { spec: `${MENU} — JP visitor on main keeps every main code`, site: 'main' as SiteKey, ip: 'JP', denied: [] as string[] },
    {
      spec: `${MENU} — US visitor on main loses the denied derivatives and earn`,
      site: 'main' as SiteKey,
      ip: 'US',
      denied: ['futures', 'options', 'margin', 'copy_trading', 'earn'],
    },
    { spec: `${MENU} — NL visitor on main loses futures and options`, site: 'main' as SiteKey, ip: 'NL', denied: ['futures', 'options'] },
    { spec: `${MENU} — eu denies earn for everyone (futures is not an eu code anyway)`, site: 'eu' as SiteKey, ip: '', denied: ['earn'] },
    { spec: `${MENU} — a US visitor on tr keeps tr's own codes (the US rule is main-only)`, site: 'tr' as SiteKey, ip: 'US', denied: [] },
  ])('$spec', ({ site, ip, denied }) => {
    const { menu } = check(site, ip);
    const own: readonly string[] = SITES[site].menuCodes;
    for (const code of denied) expect(menu).not.toContain(code);
    expect(menu).toEqual(own.filter((c) => !denied.includes(c)));
    expect(menu.length).toBe(own.length - denied.length);
  });
});

const WIND_DOWN =
  'issue 10 "the compliance check itself decides. A blocked country\'s menu keeps only what such a visitor may still do (read public pages, log in, withdraw, close positions). A withdraw-only user may withdraw, cancel orders and close positions, and nothing else"';

describe('resolveComplianceCheck: menu of a restricted visitor (only the trade pages, to cancel and close)', () => {
  it.each([
    {
      spec: `${WIND_DOWN} — CU visitor on main (blocked on every site)`,
      site: 'main' as SiteKey,
      ip: 'CU',
      u: null,
      menu: ['spot', 'margin', 'futures'],
    },
    { spec: `${WIND_DOWN} — CU visitor on eu: eu has no margin or futures`, site: 'eu' as SiteKey, ip: 'CU', u: null, menu: ['spot'] },
    {
      spec: `${WIND_DOWN} — a signed-in user in CU as well`,
      site: 'main' as SiteKey,
      ip: 'CU',
      u: user(),
      menu: ['spot', 'margin', 'futures'],
    },
    {
      spec: `${WIND_DOWN} — withdraw-only user from a permitted country`,
      site: 'main' as SiteKey,
      ip: 'JP',
      u: user({ isWithdrawOnly: true }),
      menu: ['spot', 'margin', 'futures'],
    },
    {
      spec: `${WIND_DOWN} — withdraw-only user where derivatives are denied anyway`,
      site: 'main' as SiteKey,
      ip: 'US',
      u: user({ isWithdrawOnly: true }),
      menu: ['spot'],
    },
    {
      spec: `${WIND_DOWN}; ${USER_LIMIT} — a country-limited user`,
      site: 'main' as SiteKey,
      ip: 'JP',
      u: user({ country: 'GB' }),
      menu: ['spot', 'margin', 'futures'],
    },
    {
      spec: `${MENU} — an unrestricted user keeps the whole menu`,
      site: 'main' as SiteKey,
      ip: 'JP',
      u: user(),
      menu: [...SITES.main.menuCodes],
    },
  ])('$spec', ({ site, ip, u, menu }) => {
    expect(check(site, ip, u).menu).toEqual(menu);
  });
});

describe('resolveComplianceCheck: toast', () => {
  it(`${TOAST}; ${KYC} — a visitor gets no user toasts`, () => {
    expect(check('main', 'GB').toast).toMatchObject({
      is_hk_user: false,
      is_withdraw_only_user: false,
      limit_country_user_status: 0,
      kyc_toast: { show_kyc_upgrade_notice: false, is_risk_user: false },
    });
  });
  it.each([
    { spec: `${TOAST} — HK flag`, u: user({ isHkUser: true }), out: { is_hk_user: true, is_withdraw_only_user: false } },
    { spec: `${TOAST} — withdraw-only flag`, u: user({ isWithdrawOnly: true }), out: { is_hk_user: false, is_withdraw_only_user: true } },
    { spec: `${USER_LIMIT} — GB user on main`, u: user({ country: 'GB' }), out: { limit_country_user_status: 1 } },
    { spec: `${USER_LIMIT} — US user on main: no limit_user rule`, u: user({ country: 'US' }), out: { limit_country_user_status: 0 } },
    {
      spec: `${USER_LIMIT} — a rule with limit_user false does not limit (UZ)`,
      u: user({ country: 'UZ' }),
      out: { limit_country_user_status: 0 },
    },
  ])('$spec', ({ u, out }) => {
    expect(check('main', '', u).toast).toMatchObject(out);
  });
  it(`${USER_LIMIT} — only with a session, even if an ip rule carries limit_user`, () => {
    const rules = [rule('main', 'GB', 'ip', [], { limit_user: true })];
    expect(check('main', 'GB', null, 'en', { rules }).toast.limit_country_user_status).toBe(0);
    expect(check('main', 'GB', user(), 'en', { rules }).toast.limit_country_user_status).toBe(1);
  });
  it.each([
    { verified: 0, show: true },
    { verified: 5, show: true },
    { verified: 2, show: false },
    { verified: 1, show: false },
    { verified: 4, show: false },
    { verified: 3, show: false },
    { verified: 99, show: true },
  ])(`${KYC} — verified $verified → $show`, ({ verified, show }) => {
    expect(check('main', '', user({ verified })).toast.kyc_toast.show_kyc_upgrade_notice).toBe(show);
  });
  it(`${RISK} — risk user with the guide defaults`, () => {
    expect(check('main', '', user({ isRiskUser: true })).toast.kyc_toast).toEqual({
      show_kyc_upgrade_notice: false,
      is_risk_user: true,
      risk_user_guide_frequency: 24,
      risk_user_guide_cookie_key: 'RISK_IP_USER',
      risk_user_guide_msg: RISK_USER_GUIDE.message,
      risk_user_guide_be_closed: 1,
      risk_user_guide_url: '/myaccount/kyc2',
    });
    expect(check('main', '', user()).toast.kyc_toast.is_risk_user).toBe(false);
  });
});

describe('resolveComplianceCheck: business, tips and popups', () => {
  const titles = (items: { title: string }[]) => items.map((i) => i.title);
  it.each([
    {
      spec: `${BUSINESS} — GB on main: the UK-only bar (1) before the risk bar (3)`,
      site: 'main' as SiteKey,
      ip: 'GB',
      locale: 'en',
      out: ['uk-only', 'risk'],
    },
    { spec: `${BUSINESS} — US on main: the risk bar only`, site: 'main' as SiteKey, ip: 'US', locale: 'en', out: ['risk'] },
    {
      spec: `${LOCALE} — Italian replaces the '*' risk bar; the GB bar has no Italian row and stays`,
      site: 'main' as SiteKey,
      ip: 'GB',
      locale: 'it',
      out: ['uk-only', 'risk-it'],
    },
    {
      spec: `${BUSINESS} — eu bar (2) on eu, and the '!TR' bar (4) for a DE visitor`,
      site: 'eu' as SiteKey,
      ip: 'DE',
      locale: 'en',
      out: ['eu-bar', 'eu-non-tr'],
    },
    { spec: `${BUSINESS} — a '*' site row applies on every site`, site: 'sg' as SiteKey, ip: 'CU', locale: 'en', out: ['cu-any-site'] },
    { spec: `${BUSINESS} — unknown country: only '*' country rows`, site: 'eu' as SiteKey, ip: '', locale: 'en', out: ['eu-bar'] },
    { spec: `${LOCALE} — a row in another locale never applies`, site: 'hk' as SiteKey, ip: 'TR', locale: 'en', out: [] },
    { spec: `${LOCALE} — the zh row applies in zh`, site: 'hk' as SiteKey, ip: 'TR', locale: 'zh', out: ['hk-zh'] },
  ])('$spec', ({ site, ip, locale, out }) => {
    expect(titles(check(site, ip, null, locale).business)).toEqual(out);
  });

  it(`${BUSINESS} — item fields map to the §3 names`, () => {
    const [uk] = check('main', 'GB').business;
    expect(uk).toEqual({
      title: 'uk-only',
      content: '<p>uk-only</p>',
      ok_button: '',
      cancel_button: '',
      ok_button_router: '',
      text_link: [],
      no_close_button: 1,
      type: 1,
    });
    expect(check('main', 'US').business[0]?.text_link).toEqual([{ key: 'Risk Warning', link: '/legal/risk-disclosure' }]);
  });

  it.each([
    { spec: `${TIPS} — the country-specific main tips for GB`, site: 'main' as SiteKey, ip: 'GB', locale: 'en', out: 'tips-main-gb' },
    { spec: `${TIPS} — the main tips for US`, site: 'main' as SiteKey, ip: 'US', locale: 'en', out: 'tips-main' },
    { spec: `${TIPS}; ${LOCALE} — Italian main tips`, site: 'main' as SiteKey, ip: 'US', locale: 'it', out: 'tips-main-it' },
    { spec: `${TIPS} — the '*' tips on another site`, site: 'tr' as SiteKey, ip: 'TR', locale: 'en', out: 'tips-any' },
  ])('$spec', ({ site, ip, locale, out }) => {
    expect(check(site, ip, null, locale).tips.state?.title).toBe(out);
  });

  it(`${TIPS} — no state tips at all: null`, () => {
    expect(check('main', 'GB', null, 'en', { items: [] }).tips).toEqual({ state: null, popups: [] });
  });

  it(`${TIPS} — main popups: register (maxCount 2) and login (default 1); unknown paths are dropped`, () => {
    const { popups } = check('main', 'GB').tips;
    expect(popups.map((p) => [p.path, p.title, p.options.maxCount, p.enable])).toEqual([
      ['register', 'popup-register', 2, true],
      ['login', 'popup-login', 1, true],
    ]);
  });
  it(`${TIPS}; ${LOCALE} — the Italian register popup`, () => {
    expect(check('main', 'GB', null, 'it').tips.popups.map((p) => [p.path, p.title, p.options.maxCount])).toEqual([
      ['register', 'popup-register-it', 3],
      ['login', 'popup-login', 1],
    ]);
  });
  it(`${TIPS} — eu home popup only on eu`, () => {
    expect(check('eu', 'DE').tips.popups.map((p) => p.path)).toEqual(['home']);
  });
});
