'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import {
  conversionPrecision,
  convertAmount,
  decimal,
  formatDecimal,
  normaliseDecimal,
  parseDecimal,
  type ConversionUnit,
  type DecimalString,
} from '@ex/domain';
import { AmountInput } from '@/components/amount-input';
import { useDisplayFormat, type DisplayFormat } from '@/lib/format/use-display-format';
import { withLivePrices, type ConverterData } from '../converter-units';
import { useLiveSpotTickers } from '../hooks/use-live-spot-tickers';
import styles from '../support.module.css';

type Unit = ConverterData['cryptos'][number] | ConverterData['fiats'][number];

/** A converted amount in its unit's precision, rounded half up, without trailing zeros. */
function amountIn(value: DecimalString | null, unit: ConversionUnit): string {
  return value === null ? '' : normaliseDecimal(formatDecimal(value, conversionPrecision(unit), 'half-up'));
}

function written(value: string, unit: Unit, format: DisplayFormat): string {
  return unit.kind === 'fiat'
    ? format.fiat(value, { code: unit.code, symbol: unit.symbol, perUsd: unit.perUsd })
    : `${format.fixed(value, conversionPrecision(unit))} ${unit.code}`;
}

/**
 * /converter: two amount fields, each with its crypto or fiat; typing in either converts into the
 * other at the live rate (the page's server data, then the spot tickers every 15 s).
 */
export function Converter({ initial, defaultFrom, defaultTo }: { initial: ConverterData; defaultFrom: string; defaultTo: string }) {
  const t = useTranslations('support.converter');
  const format = useDisplayFormat();
  // Live prices: the spot tickers, re-read every 15 s while the page is open.
  const live = useLiveSpotTickers();
  const data = useMemo(() => (live.data ? withLivePrices(initial, live.data.list) : initial), [initial, live.data]);
  const units: Unit[] = [...data.cryptos, ...data.fiats];
  const find = (code: string) => units.find((u) => u.code === code);

  const [fromCode, setFromCode] = useState(find(defaultFrom) ? defaultFrom : (units[0]?.code ?? ''));
  const [toCode, setToCode] = useState(find(defaultTo) ? defaultTo : (data.fiats[0]?.code ?? ''));
  // The field the user typed in last keeps their text; the other is computed.
  const [source, setSource] = useState<{ side: 'from' | 'to'; text: string }>({ side: 'from', text: '1' });

  const from = find(fromCode);
  const to = find(toCode);
  if (!from || !to) return <p className="notice">{t('unavailable')}</p>;

  const typed = parseDecimal(source.text);
  const [sourceUnit, targetUnit] = source.side === 'from' ? [from, to] : [to, from];
  const computed = typed === null ? '' : amountIn(convertAmount(typed, sourceUnit, targetUnit), targetUnit);
  const fromText = source.side === 'from' ? source.text : computed;
  const toText = source.side === 'to' ? source.text : computed;
  const rate = convertAmount(decimal('1'), from, to);

  const select = (id: string, value: string, onChange: (code: string) => void, label: string) => (
    <select id={id} aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      <optgroup label={t('crypto')}>
        {data.cryptos.map((u) => (
          <option key={u.code} value={u.code}>
            {u.code}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('fiat')}>
        {data.fiats.map((u) => (
          <option key={u.code} value={u.code}>
            {u.code}
          </option>
        ))}
      </optgroup>
    </select>
  );

  return (
    <div className={styles.form} data-testid="converter">
      <div className="field">
        <label htmlFor="convert-from">{t('from')}</label>
        <div className={styles.actions}>
          <AmountInput
            id="convert-from"
            precision={conversionPrecision(from)}
            value={fromText}
            onChange={(e) => setSource({ side: 'from', text: e.currentTarget.value })}
          />
          {select('convert-from-unit', fromCode, setFromCode, t('fromUnit'))}
        </div>
      </div>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => {
          setFromCode(toCode);
          setToCode(fromCode);
          setSource({ side: 'from', text: toText });
        }}
      >
        ⇅ {t('swap')}
      </button>
      <div className="field">
        <label htmlFor="convert-to">{t('to')}</label>
        <div className={styles.actions}>
          <AmountInput
            id="convert-to"
            precision={conversionPrecision(to)}
            value={toText}
            onChange={(e) => setSource({ side: 'to', text: e.currentTarget.value })}
          />
          {select('convert-to-unit', toCode, setToCode, t('toUnit'))}
        </div>
      </div>
      <p className={styles.subject} aria-live="polite" data-testid="converter-result">
        {fromText !== '' && toText !== '' ? `${written(fromText, from, format)} = ${written(toText, to, format)}` : t('enterAmount')}
      </p>
      <p className={styles.meta}>
        {rate === null ? t('unavailable') : t('rate', { from: `1 ${from.code}`, to: written(rate, to, format) })}
        {live.dataUpdatedAt > 0 ? ` · ${t('updated', { time: format.date(live.dataUpdatedAt, 'clock') })}` : ''}
      </p>
    </div>
  );
}
