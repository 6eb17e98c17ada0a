import { LOCALES, isLocale, type Locale } from './locales';
import { SITES, isLocaleAllowed } from './sites';
import type { SiteKey } from './site-types';

export type LocaleRoute =
  /** Serve `path` in `locale`. */
  | { readonly kind: 'serve'; readonly locale: Locale; readonly path: string }
  /**
   * Redirect to `location` (a same-site path). `resetLang` is set when the §4.18 guard fired:
   * the lang cookie must be reset to the site default.
   */
  | {
      readonly kind: 'redirect';
      readonly location: string;
      readonly reason: 'locale-guard' | 'default-prefix' | 'unprefixed-path';
      readonly resetLang?: Locale;
    };

/**
 * Locale routing of §2.2 and the locale guard of §4.18 for one request path (query not included).
 *
 * - `/{locale}/rest` with an allowed non-default locale serves `rest` in that locale.
 * - A prefix equal to the site default redirects to the unprefixed path ("the prefix is empty for a
 *   sub-site's default language").
 * - A known prefix the site does not allow redirects to the unprefixed path and resets `lang` (§4.18).
 * - A path the site never prefixes (US /login, /signup) redirects to its bare form.
 *
 * @example resolveLocaleRoute('main', '/zh/price') → { kind: 'serve', locale: 'zh', path: '/price' }
 * @example resolveLocaleRoute('us', '/zh') → { kind: 'redirect', location: '/', reason: 'locale-guard', resetLang: 'en' }
 */
export function resolveLocaleRoute(site: SiteKey, pathname: string): LocaleRoute {
  const config = SITES[site];
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  if (!isLocale(first)) return { kind: 'serve', locale: config.defaultLang, path: pathname || '/' };

  const rest = '/' + segments.slice(2).join('/');
  const path = rest === '/' || rest === '' ? '/' : rest;
  if (!isLocaleAllowed(site, first)) {
    return { kind: 'redirect', location: path, reason: 'locale-guard', resetLang: config.defaultLang };
  }
  if (first === config.defaultLang) return { kind: 'redirect', location: path, reason: 'default-prefix' };
  if ((config.unprefixedPaths as readonly string[]).includes(stripTrailingSlash(path))) {
    return { kind: 'redirect', location: path, reason: 'unprefixed-path' };
  }
  return { kind: 'serve', locale: first, path };
}

/**
 * Href of `path` in `locale` on `site`: no prefix for the default language or a path the site never prefixes.
 * @example localizedPath('main', 'zh', '/login') === '/zh/login'
 * @example localizedPath('tr', 'tr', '/') === '/'
 * @example localizedPath('us', 'en-us', '/signup') === '/signup'
 */
export function localizedPath(site: SiteKey, locale: Locale, path: string): string {
  const config = SITES[site];
  const clean = path.startsWith('/') ? path : `/${path}`;
  const bare = clean.split(/[?#]/)[0] ?? clean;
  if (locale === config.defaultLang || (config.unprefixedPaths as readonly string[]).includes(stripTrailingSlash(bare))) {
    return clean;
  }
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** §2.2: "The main site does not index the locales nl and it." */
export function isIndexable(site: SiteKey, locale: Locale): boolean {
  return !(SITES[site].noindexLocales as readonly Locale[]).includes(locale);
}

/**
 * The lang cookie value to write for this response, or null when it is already right.
 * @example resolveLangCookie('main', 'zh', 'en') === 'zh'
 */
export function resolveLangCookie(site: SiteKey, current: Locale, cookie: string | undefined): Locale | null {
  if (cookie === current && isLocale(cookie) && isLocaleAllowed(site, cookie)) return null;
  return current;
}

export interface Alternate {
  readonly hrefLang: string;
  readonly href: string;
}

export interface SeoLinks {
  readonly canonical: string;
  readonly alternates: readonly Alternate[];
  readonly robots: 'index,follow' | 'noindex,follow';
}

/**
 * Canonical and hreflang links for one page (§2.2): one alternate per indexable allowed locale,
 * x-default at the site default language, and on main an extra en-tr alternate pointing at the
 * Turkey site's English page.
 *
 * @example resolveSeoLinks({ site: 'main', locale: 'en', path: '/', origin: o }).alternates includes { hrefLang: 'x-default', href: 'http://localhost/' }
 */
export function resolveSeoLinks(input: { site: SiteKey; locale: Locale; path: string; origin: (site: SiteKey) => string }): SeoLinks {
  const { site, locale, path, origin } = input;
  const config = SITES[site];
  const here = origin(site);
  const alternates: Alternate[] = config.locales
    .filter((l) => isIndexable(site, l))
    .map((l) => ({ hrefLang: LOCALES[l].tag, href: here + localizedPath(site, l, path) }));
  alternates.push({ hrefLang: 'x-default', href: here + localizedPath(site, config.defaultLang, path) });
  for (const extra of config.extraAlternates) {
    alternates.push({ hrefLang: extra.hrefLang, href: origin(extra.site) + localizedPath(extra.site, extra.locale, path) });
  }
  return {
    canonical: here + localizedPath(site, locale, path),
    alternates,
    robots: isIndexable(site, locale) ? 'index,follow' : 'noindex,follow',
  };
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
