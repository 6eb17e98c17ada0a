import type { CSSProperties, ReactNode } from 'react';
import { layoutTokenStyle } from '@ex/domain';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { COOKIES, dirOf, htmlLangOf, resolveRiseColor } from '@ex/sites';
import { Providers } from '@/app/_shell/providers';
import {
  LazyAgreementPrompts,
  LazyComplianceNotices,
  LazyDeviceFingerprint,
  LazyKycPrompts,
  LazyPageViewAnalytics,
  LazyChatLauncher,
} from '@/app/_shell/lazy-prompts';
import { SiteHeader } from '@/app/_shell/site-header';
import { ServiceWorker } from '@/core/device/service-worker';
import { SiteFooter } from '@/app/_shell/site-footer';
import { shellMessages } from '@/i18n/page-messages';
import { NamespaceLoaderProvider } from '@/i18n/namespace-boundary';
import { PSEUDO_LOCALE } from '@/i18n/pseudo-locale';
import { isPseudoRequest } from '@/i18n/pseudo-request';
import { allSiteLocaleParams, readRouteParams, type RouteParams } from '@/lib/route-params';
import { FINGERPRINT_LIBRARY_MARKUP, trustedTypesBootstrap } from '@/lib/trusted-types';
import { CHART_LIBRARY_MARKUP } from '@ex/chart/pure';
import '../../globals.css';
import '../../_shell/chrome.css';

export function generateStaticParams() {
  return allSiteLocaleParams();
}

/**
 * Applies the theme (`dark` cookie, §9) and the rise colour cookie before first paint, so a static
 * page needs no server personalisation and does not flash.
 */
function themeScript(defaultRise: string) {
  return `(function(){try{var c=document.cookie,d=c.match(/(?:^|; )${COOKIES.dark}=([^;]*)/),r=c.match(/(?:^|; )${COOKIES.rise}=(green|red)(?:;|$)/),h=document.documentElement;h.dataset.theme=d&&Number(d[1])>0?'dark':'light';h.dataset.rise=r?r[1]:${JSON.stringify(defaultRise)};}catch(e){}})();`;
}

export default async function SiteLocaleLayout({ children, params }: { children: ReactNode; params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const pseudo = isPseudoRequest();
  // §7: the shell's namespaces; each page adds its own (i18n/with-page-messages.tsx), the rest load on demand.
  const { messages, loaded } = await shellMessages(locale, pseudo);
  const loader = {
    locale: pseudo ? PSEUDO_LOCALE : locale,
    version: process.env.I18N_VERSION ?? '',
    cdnUrl: process.env.TRANSLATIONS_CDN_URL ?? '',
  };
  const rise = resolveRiseColor(undefined, locale);
  const tChrome = await getTranslations({ locale, namespace: 'chrome' });
  return (
    <html
      lang={pseudo ? PSEUDO_LOCALE : htmlLangOf(locale)}
      dir={dirOf(locale)}
      data-site={site}
      data-theme="light"
      data-rise={rise}
      // §9 modal sizes as theme tokens (--modal-width-*), from the one table in @ex/domain.
      style={layoutTokenStyle() as CSSProperties}
      suppressHydrationWarning
    >
      <head>
        {/* Server HTML only (the root layout never renders in the browser), allowed by their CSP hashes. */}
        {/* First: the Trusted Types default policy must exist before Next's runtime loads a chunk. */}
        {/* eslint-disable-next-line no-restricted-syntax -- an inline script, not HTML written into the DOM */}
        <script dangerouslySetInnerHTML={{ __html: trustedTypesBootstrap([...CHART_LIBRARY_MARKUP, ...FINGERPRINT_LIBRARY_MARKUP]) }} />
        {/* eslint-disable-next-line no-restricted-syntax -- an inline script, not HTML written into the DOM */}
        <script dangerouslySetInnerHTML={{ __html: themeScript(rise) }} />
      </head>
      <body>
        <NextIntlClientProvider locale={locale} messages={messages}>
          <NamespaceLoaderProvider config={loader} loaded={loaded}>
            <Providers site={site} locale={locale}>
              {/* WCAG 2.4.1: the first stop of Tab skips the header to the page's content. */}
              <a href="#main" className="skip-link" data-testid="skip-link">
                {tChrome('skipToContent')}
              </a>
              <SiteHeader site={site} locale={locale} />
              <LazyKycPrompts />
              <LazyComplianceNotices />
              <LazyAgreementPrompts />
              <LazyDeviceFingerprint />
              <ServiceWorker />
              <LazyPageViewAnalytics />
              <main id="main" className="main" tabIndex={-1}>
                {children}
              </main>
              <SiteFooter site={site} locale={locale} />
              <LazyChatLauncher />
            </Providers>
          </NamespaceLoaderProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
