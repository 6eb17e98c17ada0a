import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isWalletCurrency } from '@ex/domain';
import { SITES, localizedPath } from '@ex/sites';
import { WithdrawView } from '@/features/wallet/components/withdraw-view';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import styles from '@/features/wallet/components/wallet.module.css';
import { withPageMessages } from '@/i18n/with-page-messages';

type Params = RouteParams & { currency: string };

// One shell per sub-site, locale and currency, rendered on first request; the data is the browser's.
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'wallet.meta' });
  const currency = (await params).currency.toUpperCase();
  return { title: t('withdraw', { currency, site: SITES[site].ogSiteName }), robots: { index: false, follow: false } };
}

/** Issue 13 /myaccount/withdraw/{currency}: withdrawal of a wallet currency to an address. */
async function WithdrawPage({ params }: { params: Promise<Params> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const raw = (await params).currency;
  const currency = raw.toUpperCase();
  if (!isWalletCurrency(currency)) notFound();
  if (raw !== currency) redirect(localizedPath(site, locale, `/myaccount/withdraw/${currency}`));
  const t = await getTranslations({ locale, namespace: 'wallet.withdraw' });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title', { currency })}</h1>
      <WithdrawView currency={currency} />
    </div>
  );
}

export default withPageMessages(WithdrawPage);
