import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { SignupForm } from '@/features/auth/components/signup-form';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { seoMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('signupTitle', { site: SITES[site].ogSiteName }), ...seoMetadata(site, locale, '/signup') };
}

export default async function SignupPage({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  return (
    <div className="auth-page">
      <SignupForm />
    </div>
  );
}
