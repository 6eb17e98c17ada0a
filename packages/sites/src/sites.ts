import type { Locale } from './locales';
import type { MenuCode } from './menu-codes';
import type { DeclarationKind, SiteConfig, SiteDocs, SiteKey } from './site-types';

const GLOBAL_LOCALES = ['en', 'zh', 'vn', 'tw', 'es', 'ru', 'fr', 'de', 'pt', 'th', 'id', 'ja', 'ar', 'uk', 'br', 'nl', 'it'] as const satisfies readonly Locale[];

const DOCS: SiteDocs = {
  userAgreement: '/legal/user-agreement',
  privacyPolicy: '/legal/privacy-policy',
  riskDisclosure: '/legal/risk-disclosure',
  aboutUs: '/about-us',
  fees: '/fee',
  kycGuide: '/help/guide/kyc-procedure-web',
};

const ALL_PRODUCTS = [
  'spot', 'margin', 'futures', 'options', 'etf', 'convert', 'alpha', 'pre_market',
  'deposit_onchain', 'deposit_gatecode', 'deposit_fiat', 'buy_crypto_card', 'buy_crypto_bank', 'c2c', 'fiat_trade',
  'earn', 'staking', 'copy_trading', 'strategy_bot', 'pilot', 'startup', 'launchpool', 'candy_drop', 'web3',
  'referral', 'rewards_hub', 'vip', 'institution',
] as const satisfies readonly MenuCode[];

/** Spot-and-fiat licences: no derivatives, no peer-to-peer, no launch products. */
const SPOT_ONLY = ['spot', 'convert', 'deposit_onchain', 'deposit_fiat', 'buy_crypto_card', 'buy_crypto_bank'] as const satisfies readonly MenuCode[];

/**
 * The sub-site table (§1, §3 "Sub-site config" and "Sub-site ids", §4.18).
 * Menu codes per licence are our reading of each region's product set (docs/spec-decisions.md);
 * the compliance check narrows them further per country and user.
 */
export const SITES = {
  main: {
    id: 0, key: 'main', name: 'Global', hostLabel: null, webSiteDomain: 'localhost', ogSiteName: 'Exchange',
    collectId: 'main-web', gtagId: '', logo: '/logos/main.svg', ws: ['/ws/v4/spot', '/ws/v4/futures'],
    authorizedLogin: ['google', 'metamask', 'apple'],
    hiddenReferral: false, hiddenAppDownload: false, hiddenNotification: false, hiddenFooterSignup: false, hiddenThemeSwitch: false, hiddenLangAndRate: false,
    chatroom: true, bigData: true,
    support: { email: 'support@localhost', path: '/page/contacts' }, business: { email: 'bd@localhost', path: '/brand-partnerships' },
    totpName: 'Exchange', anti: true, defaultLang: 'en', defaultCurrB: 'USDT', docs: DOCS, tradingViewExchange: 'EXCHANGE',
    menuCodes: ALL_PRODUCTS, locales: [...GLOBAL_LOCALES, 'tr'], unprefixedPaths: [], noindexLocales: ['nl', 'it'], extraAlternates: [{ hrefLang: 'en-TR', site: 'tr', locale: 'en' }], loadsTrialVip: true, defaultFiat: 'USD', kycTipBar: 'shown',
    declarations: [], businessList: 'primary',
  },
  tr: {
    id: 177, key: 'tr', name: 'Türkiye', hostLabel: 'tr', webSiteDomain: 'tr.localhost', ogSiteName: 'Exchange TR',
    collectId: 'tr-web', gtagId: '', logo: '/logos/tr.svg', ws: ['/ws/v4/spot'],
    authorizedLogin: ['google', 'apple', 'gateio'],
    hiddenReferral: false, hiddenAppDownload: false, hiddenNotification: false, hiddenFooterSignup: false, hiddenThemeSwitch: false, hiddenLangAndRate: false,
    chatroom: true, bigData: true,
    support: { email: 'destek@tr.localhost', path: '/page/contacts' }, business: { email: 'bd@tr.localhost', path: '/brand-partnerships' },
    totpName: 'Exchange TR', anti: true, defaultLang: 'tr', defaultCurrB: 'TRY', docs: DOCS, tradingViewExchange: 'EXCHANGETR',
    menuCodes: ['spot', 'convert', 'deposit_onchain', 'deposit_fiat', 'earn', 'referral', 'rewards_hub'], locales: ['tr', 'en'], unprefixedPaths: [], noindexLocales: [], extraAlternates: [], loadsTrialVip: false, defaultFiat: 'TRY', kycTipBar: 'shown',
    declarations: ['tr'], businessList: 'primary',
  },
  eu: {
    id: 106, key: 'eu', name: 'Europe (Malta)', hostLabel: 'eu', webSiteDomain: 'eu.localhost', ogSiteName: 'Exchange EU',
    collectId: 'eu-web', gtagId: '', logo: '/logos/eu.svg', ws: ['/ws/v4/spot'],
    authorizedLogin: ['google', 'apple'],
    hiddenReferral: true, hiddenAppDownload: false, hiddenNotification: false, hiddenFooterSignup: false, hiddenThemeSwitch: false, hiddenLangAndRate: false,
    chatroom: true, bigData: false,
    support: { email: 'support@eu.localhost', path: '/page/contacts' }, business: { email: 'bd@eu.localhost', path: '/brand-partnerships' },
    totpName: 'Exchange EU', anti: true, defaultLang: 'en', defaultCurrB: 'USDT', docs: DOCS, tradingViewExchange: 'EXCHANGEEU',
    menuCodes: [...SPOT_ONLY, 'earn'], upcomingMenus: ['futures', 'copy_trading'], locales: ['en', 'en-eu', 'it-eu'], unprefixedPaths: [], noindexLocales: [], extraAlternates: [], loadsTrialVip: false, defaultFiat: 'EUR', kycTipBar: 'shown',
    declarations: ['customer'], businessList: 'other',
  },
  hk: {
    id: 71, key: 'hk', name: 'Hong Kong', hostLabel: 'hk', webSiteDomain: 'hk.localhost', ogSiteName: 'Exchange HK',
    collectId: 'hk-web', gtagId: '', logo: '/logos/hk.svg', ws: ['/ws/v4/spot'],
    authorizedLogin: [],
    hiddenReferral: true, hiddenAppDownload: true, hiddenNotification: false, hiddenFooterSignup: false, hiddenThemeSwitch: false, hiddenLangAndRate: false,
    chatroom: false, bigData: false,
    support: { email: 'support@hk.localhost', path: '/page/contacts' }, business: { email: 'bd@hk.localhost', path: '/brand-partnerships' },
    totpName: 'Exchange HK', anti: true, defaultLang: 'en', defaultCurrB: 'USDT', docs: DOCS, tradingViewExchange: 'EXCHANGEHK',
    menuCodes: ['spot', 'deposit_onchain', 'deposit_fiat'], locales: ['en', 'tw', 'zh'], unprefixedPaths: [], noindexLocales: [], extraAlternates: [], loadsTrialVip: false, defaultFiat: 'HKD', kycTipBar: 'shown',
    declarations: [], businessList: 'other',
  },
  us: {
    id: 232, key: 'us', name: 'United States', hostLabel: 'us', webSiteDomain: 'us.localhost', ogSiteName: 'Exchange US',
    collectId: 'us-web', gtagId: '', logo: '/logos/us.svg', ws: ['/ws/v4/spot'],
    authorizedLogin: ['google', 'apple'],
    hiddenReferral: true, hiddenAppDownload: true, hiddenNotification: false, hiddenFooterSignup: false, hiddenThemeSwitch: false, hiddenLangAndRate: true,
    chatroom: true, bigData: false,
    support: { email: 'support@us.localhost', path: '/page/contacts' }, business: { email: 'bd@us.localhost', path: '/brand-partnerships' },
    totpName: 'Exchange US', anti: false, defaultLang: 'en', defaultCurrB: 'USD', docs: { ...DOCS, kycGuide: '/help/guide/kyc-procedure-web-us' }, tradingViewExchange: 'EXCHANGEUS',
    // §2.3: the US site shows only on-chain deposit and Buy Crypto.
    menuCodes: ['spot', 'convert', 'deposit_onchain', 'buy_crypto_card'], locales: ['en', 'en-us'], unprefixedPaths: ['/login', '/signup'], noindexLocales: [], extraAlternates: [], loadsTrialVip: false, defaultFiat: 'USD', kycTipBar: 'hidden-from-level-1',
    declarations: [], businessList: 'other',
  },
  uk: {
    id: 182, key: 'uk', name: 'United Kingdom', hostLabel: 'uk', webSiteDomain: 'uk.localhost', ogSiteName: 'Exchange UK',
    collectId: 'uk-web', gtagId: '', logo: '/logos/uk.svg', ws: ['/ws/v4/spot'],
    authorizedLogin: ['google', 'apple'],
    hiddenReferral: true, hiddenAppDownload: false, hiddenNotification: false, hiddenFooterSignup: true, hiddenThemeSwitch: false, hiddenLangAndRate: false,
    chatroom: true, bigData: false,
    support: { email: 'support@uk.localhost', path: '/page/contacts' }, business: { email: 'bd@uk.localhost', path: '/brand-partnerships' },
    totpName: 'Exchange UK', anti: true, defaultLang: 'en', defaultCurrB: 'USDT', docs: DOCS, tradingViewExchange: 'EXCHANGEUK',
    menuCodes: SPOT_ONLY, locales: ['en', 'en-uk'], unprefixedPaths: [], noindexLocales: [], extraAlternates: [], loadsTrialVip: false, defaultFiat: 'GBP', kycTipBar: 'shown',
    declarations: [], businessList: 'primary',
  },
  au: {
    id: 11, key: 'au', name: 'Australia', hostLabel: 'au', webSiteDomain: 'au.localhost', ogSiteName: 'Exchange AU',
    collectId: 'au-web', gtagId: '', logo: '/logos/au.svg', ws: ['/ws/v4/spot'],
    authorizedLogin: ['google', 'apple'],
    hiddenReferral: true, hiddenAppDownload: false, hiddenNotification: false, hiddenFooterSignup: false, hiddenThemeSwitch: false, hiddenLangAndRate: false,
    chatroom: true, bigData: false,
    support: { email: 'support@au.localhost', path: '/page/contacts' }, business: { email: 'bd@au.localhost', path: '/brand-partnerships' },
    totpName: 'Exchange AU', anti: true, defaultLang: 'en', defaultCurrB: 'USDT', docs: DOCS, tradingViewExchange: 'EXCHANGEAU',
    menuCodes: SPOT_ONLY, locales: ['en', 'en-au'], unprefixedPaths: [], noindexLocales: [], extraAlternates: [], loadsTrialVip: false, defaultFiat: 'AUD', kycTipBar: 'shown',
    declarations: [], businessList: 'primary',
  },
  jp: {
    id: 83, key: 'jp', name: 'Japan', hostLabel: 'jp', webSiteDomain: 'jp.localhost', ogSiteName: 'Exchange Japan',
    collectId: 'jp-web', gtagId: '', logo: '/logos/jp.svg', ws: ['/ws/v4/spot'],
    authorizedLogin: [],
    hiddenReferral: true, hiddenAppDownload: true, hiddenNotification: false, hiddenFooterSignup: false, hiddenThemeSwitch: false, hiddenLangAndRate: false,
    chatroom: false, bigData: false,
    support: { email: 'support@jp.localhost', path: '/page/contacts' }, business: { email: 'bd@jp.localhost', path: '/brand-partnerships' },
    totpName: 'Exchange Japan', anti: true, defaultLang: 'en', defaultCurrB: 'JPY', docs: DOCS, tradingViewExchange: 'EXCHANGEJP',
    menuCodes: ['spot', 'deposit_onchain', 'deposit_fiat'], locales: ['en', 'ja-jp', 'en-jp'], unprefixedPaths: [], noindexLocales: [], extraAlternates: [], loadsTrialVip: false, defaultFiat: 'JPY', kycTipBar: 'shown',
    declarations: [], businessList: 'other',
  },
  ae: {
    id: 181, key: 'ae', name: 'United Arab Emirates', hostLabel: 'dubai', webSiteDomain: 'dubai.localhost', ogSiteName: 'Exchange UAE',
    collectId: 'ae-web', gtagId: '', logo: '/logos/ae.svg', ws: ['/ws/v4/spot'],
    authorizedLogin: ['google', 'apple'],
    hiddenReferral: true, hiddenAppDownload: false, hiddenNotification: false, hiddenFooterSignup: false, hiddenThemeSwitch: false, hiddenLangAndRate: false,
    chatroom: true, bigData: false,
    support: { email: 'support@dubai.localhost', path: '/page/contacts' }, business: { email: 'bd@dubai.localhost', path: '/brand-partnerships' },
    totpName: 'Exchange UAE', anti: true, defaultLang: 'en', defaultCurrB: 'USDT', docs: DOCS, tradingViewExchange: 'EXCHANGEAE',
    menuCodes: [...SPOT_ONLY, 'earn'], locales: ['en', 'en-dubai', 'ar-dubai'], unprefixedPaths: [], noindexLocales: [], extraAlternates: [], loadsTrialVip: false, defaultFiat: 'AED', kycTipBar: 'shown',
    declarations: [], businessList: 'other',
  },
  bs: {
    id: 14, key: 'bs', name: 'Bahamas', hostLabel: 'bs', webSiteDomain: 'bs.localhost', ogSiteName: 'Exchange Bahamas',
    collectId: 'bs-web', gtagId: '', logo: '/logos/bs.svg', ws: ['/ws/v4/spot', '/ws/v4/futures'],
    authorizedLogin: ['google', 'apple'],
    hiddenReferral: false, hiddenAppDownload: false, hiddenNotification: false, hiddenFooterSignup: false, hiddenThemeSwitch: false, hiddenLangAndRate: false,
    chatroom: true, bigData: false,
    support: { email: 'support@bs.localhost', path: '/page/contacts' }, business: { email: 'bd@bs.localhost', path: '/brand-partnerships' },
    totpName: 'Exchange Bahamas', anti: true, defaultLang: 'en', defaultCurrB: 'USDT', docs: DOCS, tradingViewExchange: 'EXCHANGEBS',
    menuCodes: ['spot', 'margin', 'futures', 'options', 'convert', 'deposit_onchain', 'earn', 'copy_trading', 'referral', 'vip'], locales: ['en'], unprefixedPaths: [], noindexLocales: [], extraAlternates: [], loadsTrialVip: false, defaultFiat: 'USD', kycTipBar: 'shown',
    declarations: [], businessList: 'other',
  },
  sg: {
    id: 153, key: 'sg', name: 'Singapore', hostLabel: 'sg', webSiteDomain: 'sg.localhost', ogSiteName: 'Exchange SG',
    collectId: 'sg-web', gtagId: '', logo: '/logos/sg.svg', ws: ['/ws/v4/spot'],
    authorizedLogin: ['google', 'apple'],
    hiddenReferral: true, hiddenAppDownload: false, hiddenNotification: false, hiddenFooterSignup: false, hiddenThemeSwitch: false, hiddenLangAndRate: false,
    chatroom: true, bigData: false,
    support: { email: 'support@sg.localhost', path: '/page/contacts' }, business: { email: 'bd@sg.localhost', path: '/brand-partnerships' },
    totpName: 'Exchange SG', anti: true, defaultLang: 'en', defaultCurrB: 'USDT', docs: DOCS, tradingViewExchange: 'EXCHANGESG',
    menuCodes: ['spot', 'convert', 'deposit_onchain', 'deposit_fiat'], locales: ['en', 'zh'], unprefixedPaths: [], noindexLocales: [], extraAlternates: [], loadsTrialVip: false, defaultFiat: 'SGD', kycTipBar: 'shown',
    declarations: [], businessList: 'other',
  },
  testnet: {
    id: 666, key: 'testnet', name: 'Test net', hostLabel: 'testnet', webSiteDomain: 'testnet.localhost', ogSiteName: 'Exchange Testnet',
    collectId: '', gtagId: '', logo: '/logos/testnet.svg', ws: ['/ws/v4/spot', '/ws/v4/futures'],
    authorizedLogin: [],
    hiddenReferral: true, hiddenAppDownload: true, hiddenNotification: true, hiddenFooterSignup: true, hiddenThemeSwitch: false, hiddenLangAndRate: true,
    chatroom: false, bigData: false,
    support: { email: 'support@testnet.localhost', path: '/page/contacts' }, business: { email: 'bd@testnet.localhost', path: '/brand-partnerships' },
    totpName: 'Exchange Testnet', anti: false, defaultLang: 'en', defaultCurrB: 'USDT', docs: DOCS, tradingViewExchange: 'EXCHANGETEST',
    menuCodes: ['spot', 'futures', 'options', 'deposit_onchain'], locales: ['en', 'zh'], unprefixedPaths: [], noindexLocales: [], extraAlternates: [], loadsTrialVip: false, defaultFiat: 'USD', kycTipBar: 'hidden',
    declarations: [], businessList: 'other',
  },
} as const satisfies Record<SiteKey, SiteConfig>;

/** @example getSite('tr').id === 177 */
export function getSite(key: SiteKey): SiteConfig {
  return SITES[key];
}

/** @example siteById(232)?.key === 'us' */
export function siteById(id: number): SiteConfig | undefined {
  return Object.values(SITES).find((s) => s.id === id);
}

/** @example isLocaleAllowed('main', 'tr') === true; isLocaleAllowed('us', 'zh') === false */
export function isLocaleAllowed(site: SiteKey, locale: Locale): boolean {
  return (SITES[site].locales as readonly Locale[]).includes(locale);
}

/**
 * §8 "EU restricted features": the sub-site lists this product as upcoming (SiteConfig.upcomingMenus).
 * @example isMenuUpcoming('eu', 'futures') === true
 */
export function isMenuUpcoming(site: SiteKey, code: MenuCode): boolean {
  const config: SiteConfig = SITES[site];
  return !isMenuPermitted(site, code) && (config.upcomingMenus ?? []).includes(code);
}

/**
 * Whether the browser asks a signed-in user of `site` about declaration `kind` (the site table's
 * `declarations`).
 * @example asksDeclaration('tr', 'tr') === true; asksDeclaration('tr', 'main') === false
 */
export function asksDeclaration(kind: DeclarationKind, site: SiteKey): boolean {
  return (SITES[site].declarations as readonly DeclarationKind[]).includes(kind);
}

/** @example isMenuPermitted('us', 'futures') === false */
export function isMenuPermitted(site: SiteKey, code: MenuCode): boolean {
  return (SITES[site].menuCodes as readonly MenuCode[]).includes(code);
}
