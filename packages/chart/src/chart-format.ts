/**
 * How the chart writes its numbers and times (issue 12 "The chart speaks the user's language"): in the
 * Intl locale the page gives it (the site's full §9 tag, e.g. `de-DE`, `pt-BR`, Arabic with Western
 * digits), never lightweight-charts' built-in `1234.50`. The chart's values are floats on a price
 * axis, so these take numbers; prices keep the instrument's precision, and bar times are UTC, as the
 * time axis draws them.
 */
import type { PriceFormat } from 'lightweight-charts';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * An axis or crosshair price at `precision` decimals, in `locale`.
 * @example chartPriceFormatter('de-DE', 2)(65432.1) === '65.432,10'
 */
export function chartPriceFormatter(locale: string, precision: number): (price: number) => string {
  const format = numberFormat(locale, { minimumFractionDigits: precision, maximumFractionDigits: precision });
  return (price) => format.format(price);
}

/**
 * A volume on its own axis, in the language's short units (`1.2M`, `1,2 Mio.`).
 * @example chartVolumeFormatter('de-DE')(1_234_567) === '1,23 Mio.'
 */
export function chartVolumeFormatter(locale: string): (volume: number) => string {
  const format = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 });
  return (volume) => format.format(volume);
}

/**
 * The lightweight-charts price format of a series quoted to `precision` decimals, written in `locale`;
 * `kind: 'volume'` for volume histograms.
 * @example localizedPriceFormat('fr-FR', 1) // { type: 'custom', minMove: 0.1, formatter: (p) => '65 432,1' … }
 */
export function localizedPriceFormat(locale: string, precision: number, kind: 'price' | 'volume' = 'price'): PriceFormat {
  const formatter = kind === 'volume' ? chartVolumeFormatter(locale) : chartPriceFormatter(locale, precision);
  return { type: 'custom', minMove: 10 ** -precision, formatter };
}

/**
 * The crosshair's time label of a bar (Unix seconds, UTC like the axis): the date alone on daily and
 * coarser bars, else date and time, with seconds on second bars.
 * @example chartTimeFormatter('de-DE', '60')(1_767_225_600) === '01.01.26, 00:00'
 * @example chartTimeFormatter('ja-JP', '1D')(1_767_225_600) === '2026/01/01'
 */
export function chartTimeFormatter(locale: string, resolution: string): (seconds: number) => string {
  const daily = /[DWM]$/.test(resolution);
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    dateStyle: daily ? 'medium' : 'short',
    ...(daily ? {} : { timeStyle: resolution.endsWith('S') ? 'medium' : 'short' }),
  });
  return (seconds) => format.format(seconds * 1000);
}
