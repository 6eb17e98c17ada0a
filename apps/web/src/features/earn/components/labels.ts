import type { useTranslations } from 'next-intl';
import { compareDecimal, decimal } from '@ex/domain';

export type EarnT = ReturnType<typeof useTranslations<'earn'>>;

interface Termed {
  readonly currency: string;
  readonly type: 'flexible' | 'fixed';
  readonly term_days: number | null;
}

/** "USDT · Flexible" / "USDT · 30 days". */
export function productName(t: EarnT, p: Termed): string {
  return t('productName', {
    currency: p.currency,
    term: p.type === 'flexible' ? t('flexible') : t('fixedTerm', { days: p.term_days ?? 0 }),
  });
}

/** The highest APR of a product's tiers: what "up to" shows. */
export function topApr(tiers: readonly { readonly apr: string }[]): string {
  return tiers.reduce((best, tier) => (compareDecimal(decimal(tier.apr), decimal(best)) > 0 ? tier.apr : best), tiers[0]?.apr ?? '0');
}
