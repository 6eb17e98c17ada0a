import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';

type Kind = 'login' | 'signup';

/** Metadata of /login and /signup: localized title, canonical and hreflang. */
export async function authPageMetadata(kind: Kind, params: Promise<RouteParams>): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: t(kind === 'login' ? 'loginTitle' : 'signupTitle', { site: SITES[site].ogSiteName }),
    ...seoMetadata(site, locale, `/${kind}`),
  };
}

/** The static shell of an auth page; the form is a client component. */
export async function AuthPage({ params, children }: { params: Promise<RouteParams>; children: ReactNode }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  return <div className="auth-page">{children}</div>;
}
