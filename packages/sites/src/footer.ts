import type { FooterLink } from './legal-pages';
import { SITES, isMenuPermitted } from './sites';
import type { SiteConfig, SiteKey } from './site-types';

export type { FooterLink };

export interface FooterGroup {
  /** Message key under `chrome.footer.groups`. */
  readonly key: 'products' | 'markets' | 'learn' | 'support' | 'legal' | 'about';
  readonly links: readonly FooterLink[];
}

/**
 * The footer's link groups on a sub-site (§2.3 "Footers: per sub-site, with the links listed in 2.1
 * plus about and agreement documents from site configuration").
 * - products: the trade pages the site permits (spot, futures) and the market list;
 * - markets and learn: the §2.1 "Market and content" pages;
 * - support: help centre, fees, tickets and the site's contact page;
 * - legal: the site's agreement documents (`docs`) and, on a site that has them, its regional
 *   documents (the eleven Japan pages);
 * - about: the site's about page and its business contact page, and the media kit.
 * Decision: only pages the site serves are linked. Products whose pages other issues build (earn,
 * copy trading, buy crypto, …) join the footer with those pages; the header still lists them.
 * @example resolveFooterGroups('jp').find((g) => g.key === 'legal')?.links.length // 4 + 11
 * @example resolveFooterGroups('us').find((g) => g.key === 'products')?.links.map((l) => l.key) // ['spot', 'markets']
 */
export function resolveFooterGroups(site: SiteKey): FooterGroup[] {
  const config: SiteConfig = SITES[site];
  const products: FooterLink[] = [];
  if (isMenuPermitted(site, 'spot')) products.push({ key: 'spot', path: '/trade/BTC_USDT' });
  if (isMenuPermitted(site, 'futures')) products.push({ key: 'futures', path: '/futures/USDT/BTC_USDT' });
  products.push({ key: 'markets', path: '/price' });
  return [
    { key: 'products', links: products },
    {
      key: 'markets',
      links: [
        { key: 'marketData', path: '/crypto-market-data' },
        { key: 'converter', path: '/converter' },
        { key: 'pricePrediction', path: '/price-prediction' },
        { key: 'howToBuy', path: '/how-to-buy' },
        { key: 'upcomingEvents', path: '/upcoming-event' },
      ],
    },
    {
      key: 'learn',
      links: [
        { key: 'learn', path: '/learn' },
        { key: 'glossary', path: '/learn/glossary' },
        { key: 'wiki', path: '/crypto-wiki' },
        { key: 'news', path: '/news' },
        { key: 'blog', path: '/blog' },
        { key: 'announcements', path: '/announcements' },
      ],
    },
    {
      key: 'support',
      links: [
        { key: 'help', path: '/help' },
        { key: 'fees', path: config.docs.fees },
        { key: 'tickets', path: '/myaccount/tickets' },
        { key: 'contact', path: config.support.path },
      ],
    },
    {
      key: 'legal',
      links: [
        { key: 'userAgreement', path: config.docs.userAgreement },
        { key: 'privacy', path: config.docs.privacyPolicy },
        { key: 'riskDisclosure', path: config.docs.riskDisclosure },
        { key: 'licenses', path: config.docs.licenses },
        ...(config.regionalDocs ?? []),
      ],
    },
    {
      key: 'about',
      links: [
        { key: 'aboutUs', path: config.docs.aboutUs },
        { key: 'partnerships', path: config.business.path },
        { key: 'mediaKit', path: '/media-kit' },
      ],
    },
  ];
}

/** The promo cards a footer carries (§2.3 "sign-up promo and app-download promo cards"). */
export interface FooterPromos {
  /** The sign-up guide, for visitors (§3 hiddenFooterSignup). */
  readonly signup: boolean;
  /** The app download guide (§3 hiddenAppDownload). */
  readonly appDownload: boolean;
}

/**
 * @example resolveFooterPromos('uk') // { signup: false, appDownload: true } — the UK hides the footer sign-up
 * @example resolveFooterPromos('us') // { signup: true, appDownload: false }
 */
export function resolveFooterPromos(site: SiteKey): FooterPromos {
  const config: SiteConfig = SITES[site];
  return { signup: !config.hiddenFooterSignup, appDownload: !config.hiddenAppDownload };
}

/**
 * §2.3 "Japan, Hong Kong, EU and mobile users do not get the floating footer menu" (the site table's
 * `hiddenFloatingFooterMenu`; mobile: a phone-width viewport or the native app's web view).
 * @example showsFloatingFooterMenu('main', { mobile: false }) === true
 * @example showsFloatingFooterMenu('jp', { mobile: false }) === false
 * @example showsFloatingFooterMenu('main', { mobile: true }) === false
 */
export function showsFloatingFooterMenu(site: SiteKey, visitor: { readonly mobile: boolean }): boolean {
  const config: SiteConfig = SITES[site];
  return !visitor.mobile && !config.hiddenFloatingFooterMenu;
}

/**
 * §2.3 "the Turkey footer carries a declaration in English or Turkish, and the fee tax is stated as
 * 20%" (§9 "Turkey fee tax 20%"): the declaration and its tax rate, or null on a site without one.
 * The language is the page's (the Turkey site serves tr and en).
 * @example resolveFooterDeclaration('tr') // { feeTaxPercent: 20 }
 * @example resolveFooterDeclaration('main') // null
 */
export function resolveFooterDeclaration(site: SiteKey): { readonly feeTaxPercent: number } | null {
  const config: SiteConfig = SITES[site];
  if (!config.footerDeclaration || config.feeTaxPercent === undefined) return null;
  return { feeTaxPercent: config.feeTaxPercent };
}
