import { describe, expect, it } from 'vitest';
import { chartPriceFormatter, chartTimeFormatter, chartVolumeFormatter, localizedPriceFormat } from './chart-format';

const SPEAKS = 'issue 12 "The chart speaks the user\'s language"';
const PRECISION = 'issue 12 "prices keep their instrument\'s precision"';

describe('chart numbers in the user locale', () => {
  it.each([
    { spec: SPEAKS, locale: 'en', precision: 2, price: 65432.1, out: '65,432.10' },
    { spec: SPEAKS, locale: 'de-DE', precision: 2, price: 65432.1, out: '65.432,10' },
    { spec: SPEAKS, locale: 'fr-FR', precision: 1, price: 65432.1, out: '65\u202f432,1' },
    { spec: `${SPEAKS}: Arabic with Western digits (decision)`, locale: 'ar-AE-u-nu-latn', precision: 1, price: 3412.5, out: '3,412.5' },
    { spec: PRECISION, locale: 'ja-JP', precision: 10, price: 0.0000181234, out: '0.0000181234' },
  ])('$spec: $locale at $precision → $out', ({ locale, precision, price, out }) => {
    expect(chartPriceFormatter(locale, precision)(price)).toBe(out);
  });

  it.each([
    { locale: 'en', volume: 1_234_567, out: '1.23M' },
    { locale: 'de-DE', volume: 1_234_567, out: '1,23\u00a0Mio.' },
    { locale: 'ja-JP', volume: 1_234_567, out: '123.46万' },
  ])(`${SPEAKS}: volume in $locale → $out`, ({ locale, volume, out }) => {
    expect(chartVolumeFormatter(locale)(volume)).toBe(out);
  });

  it(`${PRECISION}: the series format moves by one tick of the precision`, () => {
    const format = localizedPriceFormat('tr-TR', 2);
    expect(format.type).toBe('custom');
    expect(format.minMove).toBe(0.01);
    expect(format.type === 'custom' ? format.formatter(1234.5 as Parameters<typeof format.formatter>[0]) : null).toBe('1.234,50');
  });
});

describe('chart times in the user locale (UTC, as the time axis)', () => {
  const newYear = Date.UTC(2026, 0, 1) / 1000;
  it.each([
    { locale: 'de-DE', resolution: '60', out: '01.01.26, 00:00' },
    { locale: 'en-GB', resolution: '1', out: '01/01/2026, 00:00' },
    { locale: 'ja-JP', resolution: '1D', out: '2026/01/01' },
    { locale: 'tr-TR', resolution: '1W', out: '1 Oca 2026' },
    { locale: 'de-DE', resolution: '1S', out: '01.01.26, 00:00:00' },
  ])(`${SPEAKS}: $locale, resolution $resolution → $out`, ({ locale, resolution, out }) => {
    expect(chartTimeFormatter(locale, resolution)(newYear)).toBe(out);
  });
});
