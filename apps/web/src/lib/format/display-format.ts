/**
 * The one formatting module of the web app (issue 12 "Locale-aware display everywhere"): every number,
 * percentage, price, amount, fiat value, date and relative time on screen is written here, in the
 * user's locale, by next-intl's formatter (`createFormatter`, i.e. Intl) — never by hand-rolled
 * separators or `toFixed`. WHAT is shown (digits, rounding, notation) is decided by the pure plans of
 * `@ex/domain` (display/number-plans); this module only writes them.
 *
 * The formatter runs on the full locale tag of `formatLocaleOf` (`vi-VN`, `pt-BR`, Arabic with
 * Western digits), not the site prefix next-intl's translator knows (`vn`, `br`), which Intl would
 * read as another language or none. Numbers arrive as exact decimal strings: Intl.NumberFormat formats
 * a string exactly (ECMA-402 NumberFormat v3), so no price ever passes through a binary float.
 */
import { createFormatter, type DateTimeFormatOptions } from 'next-intl';
import {
  MISSING_NUMBER,
  countPlan,
  exactPlan,
  fiatPlan,
  fixedPlan,
  percentPlan,
  ratePlan,
  shortUnitPlan,
  signedPlan,
  statPercentPlan,
  usdToDisplay,
  withFiatSymbol,
  type DisplayCurrency,
  type NumberPlan,
  type PercentOptions,
} from '@ex/domain';
import { formatLocaleOf, type Locale } from '@ex/sites';

export { MISSING_NUMBER };

/** Named date styles, so the same kind of date looks the same on every page. */
export const DATE_STYLES = {
  /** A calendar date: "Nov 18, 2026" / "18.11.2026". */
  date: { dateStyle: 'medium' },
  /** A moment: date and minutes. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** A row of a history table: short date and seconds. */
  row: { dateStyle: 'short', timeStyle: 'medium' },
  /** A calendar's month heading: "November 2026". */
  month: { month: 'long', year: 'numeric' },
  /** A day within a month: "18 Nov". */
  dayMonth: { day: 'numeric', month: 'short' },
  /** A trade's clock time, 24 h with seconds. */
  clock: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

type Maybe = string | null | undefined;

export interface DisplayFormat {
  /** The Intl locale everything is written in (e.g. `de-DE`, `ar-AE-u-nu-latn`). */
  readonly tag: string;
  /** A number plan of `@ex/domain`, or `--` for none. */
  plan(plan: NumberPlan | null): string;
  /** A price or amount at its instrument's precision (cut, padded): `65.432,1`. */
  fixed(value: Maybe, precision: number): string;
  /** A value with exactly the digits it was sent with (ledger amounts, the market list). */
  exact(value: Maybe): string;
  /** A profit or loss as sent, with an explicit `+` above zero. */
  signed(value: Maybe): string;
  /** A percentage given in percent units (`1.25` → `1.25%`; `sign: 'change'` adds `+`). */
  percent(value: Maybe, options?: PercentOptions): string;
  /** A rate sent as a fraction (funding `0.0001` → `+0.0100%`). */
  rate(value: Maybe, digits: number): string;
  /** §9 short units of a home statistic (`1.84T`, `1,84 Bio.`). */
  short(value: string): string;
  /** A home statistic in percent units, at most two decimals. */
  statPercent(value: string): string;
  /** A whole count. */
  count(value: number): string;
  /** An amount already in the display currency, with its `fiat_list` symbol placed by the language. */
  fiat(value: Maybe, currency: DisplayCurrency): string;
  /** A USD value converted to the display currency (`curr_fiat_market_rates`) and written as {@link fiat}. */
  usdInDisplay(usd: Maybe, currency: DisplayCurrency): string;
  /** A date or time (ms since the epoch, or a Date) in a named style. */
  date(value: number | Date, style?: DateStyle): string;
  /** "3 hours ago" / "vor 3 Stunden", against `now` (always given: the clock is an argument). */
  relative(value: number | Date, now: number | Date): string;
  /** A size or other measure with its unit (`1.5 MB`). */
  unit(value: number, unit: 'kilobyte' | 'megabyte', maximumFractionDigits?: number): string;
  /** A region's name in the user's language (`DE` → `Deutschland`). */
  regionName(code: string): string;
}

const cache = new Map<string, DisplayFormat>();

/**
 * The formatter of a site locale. `timeZone` is the zone dates are shown in: the browser's own for
 * personal data (rendered only in the browser), `UTC` for anything in static HTML.
 * @example createDisplayFormat('de', 'UTC').fixed('1234.5', 2) === '1.234,50'
 * @example createDisplayFormat('fr', 'UTC').fixed('1234.56', 2) === '1\u202f234,56'
 */
export function createDisplayFormat(locale: Locale, timeZone: string): DisplayFormat {
  const tag = formatLocaleOf(locale);
  const key = `${tag}|${timeZone}`;
  const held = cache.get(key);
  if (held) return held;

  const intl = createFormatter({ locale: tag, timeZone });
  const currencyParts = new Map<string, Intl.NumberFormat>();
  // next-intl's `number` is typed for numbers and formatjs' option names; Intl itself takes the exact
  // decimal string (v3) and the standard ECMA-402 options the plan holds.
  type IntlOptions = Parameters<typeof intl.number>[1];
  const plan = (p: NumberPlan | null) =>
    p === null ? MISSING_NUMBER : intl.number(p.value as unknown as number, p.options as IntlOptions);
  const readable = (value: Maybe): value is string => typeof value === 'string';

  const fiat = (value: Maybe, currency: DisplayCurrency) => {
    const p = readable(value) ? fiatPlan(value, currency.code) : null;
    if (p === null) return MISSING_NUMBER;
    // next-intl has no formatToParts: the one direct Intl call, on the same tag, to swap in the symbol.
    let nf = currencyParts.get(currency.code);
    if (!nf) {
      try {
        nf = new Intl.NumberFormat(tag, p.options);
      } catch {
        return `${currency.symbol}${plan(exactPlan(p.value))}`;
      }
      currencyParts.set(currency.code, nf);
    }
    return withFiatSymbol(nf.formatToParts(p.value as `${number}`), currency.symbol);
  };

  const format: DisplayFormat = {
    tag,
    plan,
    fixed: (value, precision) => plan(readable(value) ? fixedPlan(value, precision) : null),
    exact: (value) => plan(readable(value) ? exactPlan(value) : null),
    signed: (value) => plan(readable(value) ? signedPlan(value) : null),
    percent: (value, options) => plan(readable(value) ? percentPlan(value, options) : null),
    rate: (value, digits) => plan(readable(value) ? ratePlan(value, digits) : null),
    short: (value) => plan(shortUnitPlan(value)),
    statPercent: (value) => plan(statPercentPlan(value)),
    count: (value) => plan(countPlan(value)),
    fiat,
    usdInDisplay: (usd, currency) => fiat(readable(usd) ? usdToDisplay(usd, currency) : null, currency),
    date: (value, style = 'dateTime') => intl.dateTime(value, DATE_STYLES[style]),
    relative: (value, now) => intl.relativeTime(value, { now }),
    unit: (value, unit, maximumFractionDigits = 1) => intl.number(value, { style: 'unit', unit, maximumFractionDigits }),
    regionName: (code) => intl.displayName(code, { type: 'region' }),
  };
  cache.set(key, format);
  return format;
}
