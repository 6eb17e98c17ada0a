import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { GatecodeView } from '@/features/wallet/components/gatecode-view';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import styles from '@/features/wallet/components/wallet.module.css';
import { withPageMessages } from '@/i18n/with-page-messages';

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'wallet.meta' });
  return { title: t('gatecode', { site: SITES[site].ogSiteName }), robots: { index: false, follow: false } };
}

/** §2.1 /myaccount/deposit_gatecode (proxy.ts gates it by the deposit_gatecode menu code). */
async function GatecodePage({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'wallet.gatecode' });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <GatecodeView />
    </div>
  );
}

export default withPageMessages(GatecodePage);
