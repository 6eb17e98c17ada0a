'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ISOLATED_MARGIN_TAB, canOfferMarginTab, localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import styles from '../trade-nav.module.css';

/**
 * Spot | Isolated margin on a spot pair's page (§2.1 "/trade/{pair} (query tab=isolated_margin)").
 * The margin tab is offered where the sub-site permits margin and the pair can be margined
 * (leveraged tokens cannot); the gate itself is on the server and in proxy.ts.
 */
export function TradeModeTabs({ symbol, margin }: { symbol: string; margin: boolean }) {
  const t = useTranslations('orders.modes');
  const { site, locale } = useSite();
  if (!canOfferMarginTab(site, symbol)) return null;
  const base = localizedPath(site, locale, `/trade/${symbol}`);
  return (
    <nav className={styles.modes} aria-label={t('label')}>
      <Link href={base} aria-current={margin ? undefined : 'page'} prefetch={false}>
        {t('spot')}
      </Link>
      <Link
        href={`${base}?tab=${ISOLATED_MARGIN_TAB}`}
        aria-current={margin ? 'page' : undefined}
        prefetch={false}
        data-testid="mode-isolated-margin"
      >
        {t('margin')}
      </Link>
    </nav>
  );
}
