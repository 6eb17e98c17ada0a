import { notFound } from 'next/navigation';
import { SITES, SITE_KEYS, isLocale, isLocaleAllowed, type Locale, type SiteKey } from '@ex/sites';
import { PSEUDO_LOCALE, pseudoLocaleEnabled } from '@/i18n/pseudo-locale';
import { markPseudoRequest } from '@/i18n/pseudo-request';

export interface RouteParams {
  site: string;
  locale: string;
}

/** Every sub-site × allowed locale, for static generation. */
export function allSiteLocaleParams(): RouteParams[] {
  return SITE_KEYS.flatMap((site) => SITES[site].locales.map((locale) => ({ site, locale })));
}

/** Validates the internal segments; anything else is a 404 (only proxy.ts produces these paths). */
export async function readRouteParams(params: Promise<RouteParams>): Promise<{ site: SiteKey; locale: Locale }> {
  const { site, locale } = await params;
  // The pseudo-locale (PSEUDO_LOCALE=1 only) renders as English with pseudo-localised messages.
  if (locale === PSEUDO_LOCALE && pseudoLocaleEnabled() && (SITE_KEYS as readonly string[]).includes(site)) {
    markPseudoRequest();
    return { site: site as SiteKey, locale: 'en' };
  }
  if (!(SITE_KEYS as readonly string[]).includes(site) || !isLocale(locale)) notFound();
  const key = site as SiteKey;
  if (!isLocaleAllowed(key, locale)) notFound();
  return { site: key, locale };
}
