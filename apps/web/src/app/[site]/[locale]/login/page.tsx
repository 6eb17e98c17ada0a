import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { LoginForm } from '@/features/auth/components/login-form';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('loginTitle', { site: SITES[site].ogSiteName }), ...seoMetadata(site, locale, '/login') };
}

export default async function LoginPage({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  return (
    <div className="auth-page">
      <LoginForm />
    </div>
  );
}
