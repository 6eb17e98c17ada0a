import { getTranslations } from 'next-intl/server';
import type { Locale } from '@ex/sites';
import { CouponCenter } from './coupon-center';

/** The coupon centre's server part: its one h1 and intro in the static HTML, the coupons below. */
export async function CouponPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'support.coupons' });
  return (
    <section aria-labelledby="coupons-title">
      <h1 id="coupons-title">{t('heading')}</h1>
      <p className="field-hint">{t('intro')}</p>
      <CouponCenter />
    </section>
  );
}
