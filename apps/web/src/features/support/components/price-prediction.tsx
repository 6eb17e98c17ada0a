'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { GROWTH_PERCENT_MAX, GROWTH_PERCENT_MIN, conversionPrecision, decimal, parseDecimal, projectPrices } from '@ex/domain';
import { AmountInput } from '@/components/amount-input';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import styles from '../support.module.css';

/** The slider's range; the number field takes the model's whole range. */
const SLIDER_MIN = -90;
const SLIDER_MAX = 300;

/**
 * /price-prediction/{coin}: the user's yearly growth (slider or number) turned into a price for each
 * of the next ten years by the compound-growth rule of @ex/domain. A model, not a forecast.
 */
export function PricePrediction({ currency, price }: { currency: string; price: string }) {
  const t = useTranslations('support.prediction');
  const format = useDisplayFormat();
  const [growth, setGrowth] = useState('10');
  const parsed = parseDecimal(growth);
  const rows = parsed === null ? null : projectPrices(decimal(price), parsed);
  const precision = conversionPrecision({ kind: 'crypto', code: currency, usdPrice: decimal(price) });
  const sliderValue = parsed === null ? 0 : Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Number(parsed)));

  return (
    <div className={styles.page} data-testid="price-prediction">
      <div className={styles.form}>
        <div className="field">
          <label htmlFor="growth-slider">{t('growth')}</label>
          <input
            id="growth-slider"
            type="range"
            min={SLIDER_MIN}
            max={SLIDER_MAX}
            step={1}
            value={sliderValue}
            onChange={(e) => setGrowth(e.currentTarget.value)}
            aria-valuetext={format.percent(String(sliderValue))}
          />
        </div>
        <div className="field">
          <label htmlFor="growth-input">{t('growthExact')}</label>
          <AmountInput
            id="growth-input"
            precision={2}
            allowNegative
            max={String(GROWTH_PERCENT_MAX)}
            value={growth}
            onChange={(e) => setGrowth(e.currentTarget.value)}
            aria-describedby="growth-hint"
          />
          <p id="growth-hint" className="field-hint">
            {t('growthHint', { min: format.percent(String(GROWTH_PERCENT_MIN)), max: format.percent(String(GROWTH_PERCENT_MAX)) })}
          </p>
        </div>
        <p className={styles.meta}>{t('today', { price: format.fixed(price, precision), coin: currency })}</p>
      </div>
      {rows === null ? (
        <p className="field-error" role="alert">
          {t('outOfRange', { min: format.percent(String(GROWTH_PERCENT_MIN)), max: format.percent(String(GROWTH_PERCENT_MAX)) })}
        </p>
      ) : (
        <table className={styles.projection} data-testid="prediction-table">
          <caption>{t('caption', { coin: currency, growth: format.percent(parsed ?? '0', { sign: 'change' }) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('year')}</th>
              <th scope="col">{t('projected')}</th>
              <th scope="col">{t('change')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{t('inYears', { years: row.year })}</th>
                <td>{format.fixed(row.price, precision)} USDT</td>
                <td>{format.percent(row.changePercent, { sign: 'change' })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
