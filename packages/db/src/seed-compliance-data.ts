import type { complianceItems, complianceRules } from './schema-compliance';

/**
 * Demo compliance rules and notices for every sub-site (issue 3). The rules are our reading of what
 * each licence needs, for a meaningful demo, not legal advice (docs/spec-decisions.md "Compliance
 * seed"). Country is ISO alpha-2, '*' any, '!XX' any known country except XX.
 */
export type ComplianceRuleSeed = typeof complianceRules.$inferInsert;
export type ComplianceItemSeed = typeof complianceItems.$inferInsert;

/** Derivative and leveraged products, which most regional licences exclude. */
const DERIVATIVES = ['margin', 'futures', 'options', 'etf', 'copy_trading', 'strategy_bot'];

/**
 * §8 "Prohibited countries: Lists the United States, Canada, Cambodia, Thailand, Cuba, Iran, North
 * Korea and others", and the rest our notice names (Syria, Sudan; Crimea and the Donetsk and Luhansk
 * regions are not countries GeoIP can tell apart). US is a region switch instead (it has a sub-site).
 */
const BLOCKED_COUNTRIES = [
  ['CU', 'Cuba'],
  ['IR', 'Iran'],
  ['KP', 'North Korea'],
  ['SY', 'Syria'],
  ['CA', 'Canada'],
  ['KH', 'Cambodia'],
  ['TH', 'Thailand'],
  ['SD', 'Sudan'],
] as const;

const rule = (
  slug: string,
  siteKey: string,
  country: string,
  match: 'ip' | 'user',
  note: string,
  deniedMenu: string[] = [],
  flags: Record<string, boolean> = {},
  grayTax: ComplianceRuleSeed['grayTax'] = null,
): ComplianceRuleSeed => ({
  slug,
  siteKey,
  country,
  match,
  deniedMenu,
  flags,
  grayTax,
  note,
});

export const DEMO_COMPLIANCE_RULES: readonly ComplianceRuleSeed[] = [
  // main: visitors from GB/AU/JP/AE/EU get no menu limits; the region flags (§4.6) come from geo, and
  // GB visitors get the UK-only business bar (below).
  rule(
    'main-ip-us',
    'main',
    'US',
    'ip',
    'US persons: no derivatives, leverage or yield products on the global site; the US sub-site serves them (§4.6 main→us).',
    [...DERIVATIVES, 'earn', 'staking', 'pre_market', 'startup', 'launchpool', 'candy_drop'],
  ),
  rule(
    'main-user-gb',
    'main',
    'GB',
    'user',
    '§6 "UK consumers lose the service from 6 Oct 2023": a GB account on the global site is country-limited (§4.8).',
    [],
    { limit_user: true, is_uk_limit: true },
  ),
  rule(
    'main-ip-nl',
    'main',
    'NL',
    'ip',
    'Netherlands: derivatives not offered; the compliance tips explain it.',
    ['futures', 'options', 'margin', 'copy_trading'],
    { is_nl_limit: true, is_show_compliance_tips: true },
  ),
  rule(
    'main-ip-it',
    'main',
    'IT',
    'ip',
    'Italy: derivatives not offered; the compliance tips explain it.',
    ['futures', 'options', 'copy_trading'],
    { is_italy_limit: true, is_show_compliance_tips: true },
  ),
  rule('main-ip-br', 'main', 'BR', 'ip', 'Brazil notice bar (BX).', [], { brazil_toast: true }),
  rule('main-ip-lt', 'main', 'LT', 'ip', 'Lithuania notice bar (LTW).', [], { ltw_toast: true }),
  rule('main-ip-uz', 'main', 'UZ', 'ip', 'Uzbekistan market exit notice (§8, shown once §4.11).', [], { is_uzbekistan_toast: true }),
  rule('main-user-uz', 'main', 'UZ', 'user', 'Uzbekistan market exit notice for Uzbek accounts, wherever they browse from.', [], {
    is_uzbekistan_toast: true,
  }),
  rule(
    'main-ip-in',
    'main',
    'IN',
    'ip',
    'India: tax notice (§4.4 gray-tax modal), closable.',
    [],
    {},
    {
      can_close: 1,
      title: 'Tax information for users in India',
      content:
        '<p>Gains from virtual digital assets are taxed in India, and <strong>1% TDS</strong> may apply to transfers. Keep records of your trades for your tax return.</p>',
      btn_text: 'Learn more',
      url: '/help',
    },
  ),
  rule(
    'main-ip-ph',
    'main',
    'PH',
    'ip',
    'Philippines: tax notice that must be acknowledged (can_close 0).',
    [],
    {},
    {
      can_close: 0,
      title: 'Tax information for users in the Philippines',
      content:
        '<p>Income from digital assets may be <strong>taxable</strong> in the Philippines. Review the guidance before you continue.</p>',
      btn_text: 'Read the guidance',
      url: '/help',
    },
  ),
  ...BLOCKED_COUNTRIES.map(([code, name]) =>
    rule(
      `all-ip-blocked-${code.toLowerCase()}`,
      '*',
      code,
      'ip',
      `${name}: prohibited country on every sub-site (§8 Restricted Location / Prohibited countries).`,
      [],
      { is_blocked_country: true },
    ),
  ),
  // tr: the Turkish licence serves Türkiye only.
  rule('tr-ip-not-tr', 'tr', '!TR', 'ip', 'Turkey site: a visitor from any known country but Türkiye gets the IP limit tip (§8).', [], {
    is_ip_limit: true,
  }),
  // eu: MiCA licence, no derivatives ("EU restricted features": Stay tuned! This feature is upcoming).
  rule(
    'eu-all-derivatives',
    'eu',
    '*',
    'ip',
    'EU restricted features: derivatives are not offered under the EU licence, for every visitor.',
    DERIVATIVES,
  ),
  rule('hk-all-derivatives', 'hk', '*', 'ip', 'Hong Kong SFC licence: spot only for retail.', [...DERIVATIVES, 'earn', 'staking']),
  rule('hk-ip-not-hk', 'hk', '!HK', 'ip', 'Hong Kong site: a visitor from outside Hong Kong gets the IP limit tip.', [], {
    is_ip_limit: true,
  }),
  rule('us-all-derivatives', 'us', '*', 'ip', 'US site: spot and buy crypto only.', [...DERIVATIVES, 'earn', 'staking']),
  rule('us-user-not-us', 'us', '!US', 'user', 'US site accounts must be US persons: any other account country is country-limited.', [], {
    limit_user: true,
  }),
  rule('uk-all-derivatives', 'uk', '*', 'ip', 'UK: crypto derivatives are not offered to retail consumers.', DERIVATIVES),
  rule('uk-user-not-gb', 'uk', '!GB', 'user', 'UK site accounts must be UK residents: any other account country is country-limited.', [], {
    limit_user: true,
  }),
  rule('au-all-derivatives', 'au', '*', 'ip', 'Australia site: spot only.', DERIVATIVES),
  rule('au-user-not-au', 'au', '!AU', 'user', 'Australia site accounts must be Australian residents.', [], { limit_user: true }),
  rule('jp-all-derivatives', 'jp', '*', 'ip', 'Japan FSA registration: spot only.', [...DERIVATIVES, 'earn', 'staking']),
  rule('jp-user-not-jp', 'jp', '!JP', 'user', 'Japan site accounts must be Japanese residents.', [], { limit_user: true }),
  rule('ae-all-derivatives', 'ae', '*', 'ip', 'UAE VARA licence: no derivatives.', DERIVATIVES),
  rule(
    'bs-ip-us',
    'bs',
    'US',
    'ip',
    'Bahamas site: no derivatives or copy trading for US persons; the tips page explains it.',
    ['margin', 'futures', 'options', 'copy_trading'],
    { is_show_compliance_tips: true },
  ),
  rule('bs-ip-gb', 'bs', 'GB', 'ip', 'Bahamas site: no crypto derivatives for UK retail consumers.', ['margin', 'futures', 'options']),
  rule('sg-all-derivatives', 'sg', '*', 'ip', 'Singapore MAS: no derivatives, lending or staking for retail.', [
    ...DERIVATIVES,
    'earn',
    'staking',
  ]),
  rule('testnet-all-fiat', 'testnet', '*', 'ip', 'Test net: test funds only, no fiat rails.', [
    'deposit_fiat',
    'buy_crypto_card',
    'buy_crypto_bank',
    'c2c',
    'fiat_trade',
  ]),
];

const HELP_LINK = { key: 'Help Center', link: '/help' };
const RISK_LINK = { key: 'Risk Disclosure', link: '/legal/risk-disclosure' };

type ItemFields = Omit<ComplianceItemSeed, 'slug' | 'kind' | 'siteKey' | 'content'>;
const item = (
  slug: string,
  kind: 'business' | 'state_tips' | 'popup',
  siteKey: string,
  content: string,
  fields: ItemFields = {},
): ComplianceItemSeed => ({
  slug,
  kind,
  siteKey,
  content,
  ...fields,
});

/** Sub-site key and display name, for the per-site state tips (db may not import @ex/sites). */
const SITE_NAMES = [
  ['main', 'Exchange'],
  ['tr', 'Exchange TR'],
  ['eu', 'Exchange EU'],
  ['hk', 'Exchange HK'],
  ['us', 'Exchange US'],
  ['uk', 'Exchange UK'],
  ['au', 'Exchange AU'],
  ['jp', 'Exchange Japan'],
  ['ae', 'Exchange UAE'],
  ['bs', 'Exchange Bahamas'],
  ['sg', 'Exchange SG'],
  ['testnet', 'Exchange Testnet'],
] as const;

export const DEMO_COMPLIANCE_ITEMS: readonly ComplianceItemSeed[] = [
  // Business floating bars (§5 list; `type` = priority level 1–4, 1 first).
  item(
    'business-main-risk',
    'business',
    'main',
    '<strong>Risk warning:</strong> digital asset prices are volatile and you may lose all of the money you trade. Read our Risk Disclosure before you trade.',
    { type: 3, textLink: [RISK_LINK] },
  ),
  item(
    'business-main-risk-it',
    'business',
    'main',
    '<strong>Avvertenza sui rischi:</strong> i prezzi delle cripto-attività sono volatili e potresti perdere tutto il capitale. Leggi la Risk Disclosure prima di operare.',
    { type: 3, locale: 'it', textLink: [RISK_LINK] },
  ),
  item(
    'business-main-uk',
    'business',
    'main',
    '<strong>UK residents:</strong> this website is not directed at UK persons and we are not accepting new UK customers. See the User Agreement.',
    { type: 1, country: 'GB', noCloseButton: 1, textLink: [{ key: 'User Agreement', link: '/legal/user-agreement' }] },
  ),
  item(
    'business-eu-mica',
    'business',
    'eu',
    '<strong>Crypto-assets are not covered</strong> by investor compensation or deposit guarantee schemes. Read the Risk Disclosure.',
    { type: 2, textLink: [RISK_LINK] },
  ),
  item(
    'business-uk-fca',
    'business',
    'uk',
    "<strong>Don't invest unless you're prepared to lose all the money you invest.</strong> This is a high-risk investment and you should not expect to be protected if something goes wrong. Take 2 mins to learn more.",
    { type: 1, noCloseButton: 1, textLink: [{ key: 'Take 2 mins to learn more', link: '/legal/risk-disclosure' }] },
  ),
  item(
    'business-tr-risk',
    'business',
    'tr',
    '<strong>Risk uyarısı:</strong> kripto varlık fiyatları oynaktır. İşlem yapmadan önce Risk Disclosure belgesini okuyun.',
    { type: 4, textLink: [RISK_LINK] },
  ),
  item(
    'business-au-risk',
    'business',
    'au',
    '<strong>General advice warning:</strong> crypto-assets are volatile and not regulated as financial products. Read the Risk Disclosure.',
    { type: 3, textLink: [RISK_LINK] },
  ),
  // State-compliance tips (/state_compliance_tips and the gated-path modal), one per sub-site.
  ...SITE_NAMES.map(([site, name]) =>
    item(
      `state-tips-${site}`,
      'state_tips',
      site,
      `<p>Some ${name} products are <strong>not available in your country or region</strong> under local regulations.</p><p>Your assets are safe and you can withdraw them at any time. Questions? Visit the Help Center.</p>`,
      { title: 'This service is not available in your region', okButton: 'I understand', okButtonRouter: '/', textLink: [HELP_LINK] },
    ),
  ),
  item(
    'state-tips-main-gb',
    'state_tips',
    'main',
    '<p>We have stopped providing this service to UK consumers since <strong>6 October 2023</strong>. Please close any existing orders or positions and withdraw your assets.</p><p>Questions? Visit the Help Center.</p>',
    { title: 'Service update for UK users', country: 'GB', okButton: 'I understand', okButtonRouter: '/', textLink: [HELP_LINK] },
  ),
  // Compliance popups (§4.15: register, home and login only; options.maxCount per day).
  // Scoped to the visitors they concern, so most visitors are not interrupted on /signup and /login.
  item(
    'popup-main-register-nl',
    'popup',
    'main',
    '<p>We are <strong>not registered with De Nederlandsche Bank</strong>. By signing up you confirm that you contacted us on your own initiative. Read the User Agreement.</p>',
    {
      title: 'Before you sign up',
      country: 'NL',
      okButton: 'OK',
      popupPath: 'register',
      popupMaxCount: 2,
      textLink: [{ key: 'User Agreement', link: '/legal/user-agreement' }],
    },
  ),
  item(
    'popup-main-login-it',
    'popup',
    'main',
    '<p>Residents of Italy can use <strong>spot trading only</strong>; derivatives are not offered in Italy. More in the Help Center.</p>',
    { title: 'Notice for users in Italy', country: 'IT', okButton: 'OK', popupPath: 'login', popupMaxCount: 1, textLink: [HELP_LINK] },
  ),
];
