import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { FiatDepositView } from '@/features/wallet/components/fiat-deposit-view';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import styles from '@/features/wallet/components/wallet.module.css';
import { withPageMessages } from '@/i18n/with-page-messages';

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'wallet.meta' });
  return { title: t('fiat', { site: SITES[site].ogSiteName }), robots: { index: false, follow: false } };
}

/** §2.1 /myaccount/deposit_fiat (proxy.ts gates it by the deposit_fiat menu code). */
async function FiatDepositPage({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'wallet.fiat' });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <FiatDepositView />
    </div>
  );
}

export default withPageMessages(FiatDepositPage);
