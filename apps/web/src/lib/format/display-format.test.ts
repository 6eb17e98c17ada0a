import { describe, expect, it } from 'vitest';
import { USD_DISPLAY_CURRENCY, decimal, type DisplayCurrency } from '@ex/domain';
import type { Locale } from '@ex/sites';
import { createDisplayFormat } from './display-format';

// Issue 12 "Unit: … the formatting module per locale (fixed examples per language, such as de
// `1.234,56`, fr `1 234,56`, ar digits as chosen)". Arabic: Western digits (decision, see
// packages/sites/src/format-locale.ts). Narrow no-break space U+202F and no-break space U+00A0 are
// what CLDR writes; U+200E/U+200F are the bidi marks Intl adds around Arabic signs.
const LOCALE = 'issue 12 "numbers, percentages … (Intl …; one formatting module, no hand-rolled separators)"';
const SHORT = '§9 "Home stats use a short unit format"';
const CHOSEN = 'issue 12 "The chosen fiat (curr_fiat, §3) converts every estimated value … with the symbol from fiat_list"';

const EUR: DisplayCurrency = { code: 'EUR', symbol: '€', perUsd: decimal('0.9215') };

interface Row {
  locale: Locale;
  /** 1234.56 at two decimals. */
  price: string;
  /** A 24 h change of -1.25 %. */
  change: string;
  /** 1 843 256 789 012.35, the main site's trading volume. */
  short: string;
  /** 62 827.17 USD shown in EUR at 0.9215 (issue 12's "Estimated balance 62827.17 USD"). */
  euro: string;
}

const ROWS: Row[] = [
  { locale: 'en', price: '1,234.56', change: '-1.25%', short: '1.84T', euro: '€57,895.24' },
  { locale: 'de', price: '1.234,56', change: '-1,25\u00a0%', short: '1,84\u00a0Bio.', euro: '57.895,24\u00a0€' },
  { locale: 'fr', price: '1\u202f234,56', change: '-1,25\u00a0%', short: '1,84\u00a0Bn', euro: '57\u202f895,24\u00a0€' },
  { locale: 'tr', price: '1.234,56', change: '-%1,25', short: '1,84\u00a0Tn', euro: '€57.895,24' },
  { locale: 'ja', price: '1,234.56', change: '-1.25%', short: '1.84兆', euro: '€57,895.24' },
  { locale: 'zh', price: '1,234.56', change: '-1.25%', short: '1.84万亿', euro: '€57,895.24' },
  { locale: 'tw', price: '1,234.56', change: '-1.25%', short: '1.84兆', euro: '€57,895.24' },
  { locale: 'ar', price: '1,234.56', change: '\u200e-1.25\u200e%\u200e', short: '1.84\u00a0ترليون', euro: '\u200f57,895.24\u00a0€' },
  { locale: 'it', price: '1234,56', change: '-1,25%', short: '1,84\u00a0Bln', euro: '57.895,24\u00a0€' },
  { locale: 'es', price: '1234,56', change: '-1,25\u00a0%', short: '1,84\u00a0B', euro: '57.895,24\u00a0€' },
  { locale: 'ru', price: '1\u00a0234,56', change: '-1,25\u00a0%', short: '1,84\u00a0трлн', euro: '57\u00a0895,24\u00a0€' },
  { locale: 'pt', price: '1234,56', change: '-1,25%', short: '1,84\u00a0Bi', euro: '57\u00a0895,24\u00a0€' },
  { locale: 'br', price: '1.234,56', change: '-1,25%', short: '1,84\u00a0tri', euro: '€\u00a057.895,24' },
  { locale: 'vn', price: '1.234,56', change: '-1,25%', short: '1,84\u00a0NT', euro: '57.895,24\u00a0€' },
  { locale: 'th', price: '1,234.56', change: '-1.25%', short: '1.84T', euro: '€57,895.24' },
  { locale: 'id', price: '1.234,56', change: '-1,25%', short: '1,84\u00a0T', euro: '€57.895,24' },
  { locale: 'uk', price: '1\u00a0234,56', change: '-1,25%', short: '1,84\u00a0трлн', euro: '57\u00a0895,24\u00a0€' },
  { locale: 'nl', price: '1.234,56', change: '-1,25%', short: '1,84\u00a0bln.', euro: '€\u00a057.895,24' },
  // Regional locales format as their own region (§9 full tags), not as their base language.
  { locale: 'en-uk', price: '1,234.56', change: '-1.25%', short: '1.84tn', euro: '€57,895.24' },
  { locale: 'ar-dubai', price: '1,234.56', change: '\u200e-1.25\u200e%\u200e', short: '1.84\u00a0ترليون', euro: '\u200f57,895.24\u00a0€' },
];

describe('the formatting module in every language', () => {
  it.each(ROWS)(`${LOCALE}: $locale writes 1234.56 as $price`, ({ locale, price }) => {
    expect(createDisplayFormat(locale, 'UTC').fixed('1234.56', 2)).toBe(price);
  });
  it.each(ROWS)(`${LOCALE}: $locale writes a -1.25 % change as $change`, ({ locale, change }) => {
    expect(createDisplayFormat(locale, 'UTC').percent('-1.25', { sign: 'change' })).toBe(change);
  });
  it.each(ROWS)(`${SHORT}: $locale writes the trading volume as $short`, ({ locale, short }) => {
    expect(createDisplayFormat(locale, 'UTC').short('1843256789012.35')).toBe(short);
  });
  it.each(ROWS)(`${CHOSEN}: $locale writes 62827.17 USD in EUR as $euro`, ({ locale, euro }) => {
    expect(createDisplayFormat(locale, 'UTC').usdInDisplay('62827.17', EUR)).toBe(euro);
  });
});

describe('prices keep their instrument precision in every language', () => {
  it.each([
    { locale: 'en' as const, value: '97250.1', precision: 1, out: '97,250.1' },
    { locale: 'de' as const, value: '3412.5', precision: 2, out: '3.412,50' },
    { locale: 'fr' as const, value: '0.0000181234', precision: 10, out: '0,0000181234' },
    { locale: 'ja' as const, value: '0.32159', precision: 4, out: '0.3215' },
    { locale: 'tr' as const, value: '12500.5', precision: 8, out: '12.500,50000000' },
    {
      locale: 'ru' as const,
      value: '12345678901234567890.129',
      precision: 2,
      out: '12\u00a0345\u00a0678\u00a0901\u00a0234\u00a0567\u00a0890,12',
    },
  ])('issue 12 "prices keep their instrument\'s precision": $locale $value at $precision → $out', ({ locale, value, precision, out }) => {
    expect(createDisplayFormat(locale, 'UTC').fixed(value, precision)).toBe(out);
  });

  it('unreadable values are "--" in every language', () => {
    const de = createDisplayFormat('de', 'UTC');
    expect([de.fixed(undefined, 2), de.exact('n/a'), de.percent(null), de.fiat('', USD_DISPLAY_CURRENCY)]).toEqual([
      '--',
      '--',
      '--',
      '--',
    ]);
  });
});

describe('fiat in the display currency', () => {
  it.each([
    { locale: 'ja' as const, currency: { code: 'JPY', symbol: '¥', perUsd: decimal('151.23') }, usd: '62827.17', out: '¥9,501,353' },
    { locale: 'en' as const, currency: USD_DISPLAY_CURRENCY, usd: '62827.17', out: '$62,827.17' },
    { locale: 'tr' as const, currency: { code: 'TRY', symbol: '₺', perUsd: decimal('34.52') }, usd: '100', out: '₺3.452,00' },
    { locale: 'en' as const, currency: { code: 'AED', symbol: 'د.إ', perUsd: decimal('3.6725') }, usd: '100', out: 'د.إ\u00a0367.25' },
  ])(`${CHOSEN}: $usd USD in $currency.code ($locale) → $out`, ({ locale, currency, usd, out }) => {
    expect(createDisplayFormat(locale, 'UTC').usdInDisplay(usd, currency)).toBe(out);
  });
});

describe('dates and relative times', () => {
  const moment = Date.UTC(2026, 10, 18, 8, 5, 3);
  it.each([
    { locale: 'de' as const, out: '18.11.2026' },
    { locale: 'ja' as const, out: '2026/11/18' },
    { locale: 'tr' as const, out: '18 Kas 2026' },
    { locale: 'th' as const, out: '18 พ.ย. 2569' },
  ])('issue 12 "dates": $locale → $out', ({ locale, out }) => {
    expect(createDisplayFormat(locale, 'UTC').date(moment, 'date')).toBe(out);
  });

  it('dates follow the time zone they are shown in', () => {
    expect(createDisplayFormat('de', 'Asia/Tokyo').date(moment, 'clock')).toBe('17:05:03');
    expect(createDisplayFormat('de', 'UTC').date(moment, 'clock')).toBe('08:05:03');
  });

  it.each([
    { locale: 'en' as const, out: '3 hours ago' },
    { locale: 'de' as const, out: 'vor 3 Stunden' },
    { locale: 'ru' as const, out: '3 часа назад' },
    { locale: 'vn' as const, out: '3 giờ trước' },
  ])('issue 12 "relative times": $locale → $out', ({ locale, out }) => {
    expect(createDisplayFormat(locale, 'UTC').relative(moment - 3 * 3_600_000, moment)).toBe(out);
  });
});
