import type { KycTipBarRule } from '@ex/domain';
import type { Locale } from './locales';
import type { MenuCode } from './menu-codes';

export const SITE_KEYS = ['main', 'tr', 'eu', 'hk', 'us', 'uk', 'au', 'jp', 'ae', 'bs', 'sg', 'testnet'] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

export type AuthorizedLogin = 'google' | 'metamask' | 'apple' | 'gateio';

/** A declaration signed-in users are asked to sign: §4.15 the Turkey user declaration, §7 the customer-understand declaration. */
export type DeclarationKind = 'tr' | 'customer';

export interface SiteContact {
  readonly email: string;
  /** Same-site path of the contact page. */
  readonly path: string;
}

/** Legal and help documents linked from the footer and KYC pages (§3 "docs links"). */
export interface SiteDocs {
  readonly userAgreement: string;
  readonly privacyPolicy: string;
  readonly riskDisclosure: string;
  readonly aboutUs: string;
  readonly fees: string;
  readonly kycGuide: string;
  /** §2.1 /legal/licenses: the site's licences and regulator. */
  readonly licenses: string;
}

/** A row of the sub-site table: every field §3 "Sub-site config" names, plus menu codes and locales. */
export interface SiteConfig {
  /** Sub-site id of §3 ("main 0, Turkey 177, …"). */
  readonly id: number;
  readonly key: SiteKey;
  readonly name: string;
  /** Default host label: `<label>.localhost` locally, `<label>.<base>` in production (main has none). */
  readonly hostLabel: string | null;
  /** Default web domain; the deployed host comes from SITE_HOSTS configuration (see resolveSiteHosts). */
  readonly webSiteDomain: string;
  readonly ogSiteName: string;
  /** Analytics collector id and Google tag id; empty string means "not configured for this site". */
  readonly collectId: string;
  readonly gtagId: string;
  /** Logo under /public. */
  readonly logo: string;
  /** WebSocket hosts, relative to the site host (`/ws/...`) so one origin serves them. */
  readonly ws: readonly string[];
  readonly authorizedLogin: readonly AuthorizedLogin[];
  readonly hiddenReferral: boolean;
  readonly hiddenAppDownload: boolean;
  readonly hiddenNotification: boolean;
  readonly hiddenFooterSignup: boolean;
  readonly hiddenThemeSwitch: boolean;
  readonly hiddenLangAndRate: boolean;
  readonly chatroom: boolean;
  readonly bigData: boolean;
  readonly support: SiteContact;
  readonly business: SiteContact;
  /** Issuer shown in authenticator apps. */
  readonly totpName: string;
  /** Anti-phishing code feature available on this site. */
  readonly anti: boolean;
  /** Default language: tr for Turkey, en for the others (§2.2). */
  readonly defaultLang: Locale;
  /** Default quote currency for markets. */
  readonly defaultCurrB: string;
  readonly docs: SiteDocs;
  readonly tradingViewExchange: string;
  readonly menuCodes: readonly MenuCode[];
  /**
   * §8 "EU restricted features": products listed in the navigation as upcoming although the site does
   * not offer them yet; activating one opens "Stay tuned! This feature is upcoming".
   */
  readonly upcomingMenus?: readonly MenuCode[];
  /** Locales allowed on this sub-site (§4.18); the first is defaultLang. */
  readonly locales: readonly Locale[];
  /** Paths that never take a locale prefix on this site (§2.1: US /login and /signup). */
  readonly unprefixedPaths: readonly string[];
  /** Locales served but not indexed (§2.2: the main site does not index nl and it). */
  readonly noindexLocales: readonly Locale[];
  /** Extra hreflang alternates pointing at another sub-site (§2.2: main adds en-tr). */
  readonly extraAlternates: readonly { readonly hrefLang: string; readonly site: SiteKey; readonly locale: Locale }[];
  /** §4.1 "Trial VIP tier is loaded only on the main site". */
  readonly loadsTrialVip: boolean;
  /** Default fiat for prices and buy-crypto (§3 defaults USD). */
  readonly defaultFiat: string;
  /**
   * §4.12 "The tip bar is hidden if KYC2 is done, on the test net, or on the US site with level-1
   * verified." `'hidden'` on the test net, `'hidden-from-level-1'` on the US site, `'shown'`
   * elsewhere (still hidden once KYC2 is done); read by `resolveKycTipBar` in @ex/domain.
   */
  readonly kycTipBar: KycTipBarRule;
  /**
   * The declarations asked on this site (§6 "Turkey user" — the Turkey site; the customer-understand
   * declaration — the EU site, ours: the demo documents). §8 treats a failed declaration fetch as
   * "needs signing", so asking on a site where the declaration does not exist would put it in front
   * of every user there whenever the API fails.
   */
  readonly declarations: readonly DeclarationKind[];
  /** Documents only this site has (§2.1 "several Japan legal pages"); message keys under `chrome.footer.links`. */
  readonly regionalDocs?: readonly { readonly key: string; readonly path: string }[];
  /** §2.3 "Japan, Hong Kong, EU … users do not get the floating footer menu". */
  readonly hiddenFloatingFooterMenu?: boolean;
  /** §9 "Turkey fee tax 20%": the tax on trading fees, in percent, where one applies. */
  readonly feeTaxPercent?: number;
  /** §2.3 "the Turkey footer carries a declaration in English or Turkish". */
  readonly footerDeclaration?: boolean;
  /** §7 business compliance list "URL differs for main, Turkey, UK and AU sites versus the others": which of the two it asks. */
  readonly businessList: 'primary' | 'other';
  /** §2.3 "The US site shows only on-chain deposit and Buy Crypto" in the fund-wallet drawer (resolveFundDrawer). */
  readonly fundDrawer?: 'onchain_and_buy';
  /** §2.3 the deposit-method chooser's "other deposit ways" entry: "shows only on the main site". */
  readonly otherDepositWays?: boolean;
  /** Fiat currencies taken by bank transfer on /myaccount/deposit_fiat (default: the site's defaultFiat). */
  readonly depositFiats?: readonly string[];
  /** The test net (§1): deposits of play money through the rate-limited "Get test funds" button. */
  readonly testFunds?: boolean;
}
