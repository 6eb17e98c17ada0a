/**
 * §5 "Number formatting strips non-digits" and §9 "Home stats use a short unit format".
 * §3 home stats arrive as strings and default to 0, so every formatter here accepts junk and
 * falls back to zero instead of throwing or printing NaN.
 */

/**
 * Removes every character that is not 0-9.
 * @example stripNonDigits('+1 (555) 123-4567') === '15551234567'
 */
export function stripNonDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/**
 * Parses a loose decimal string: keeps digits and the first '.', drops everything else (grouping
 * commas, currency signs, spaces, a minus sign, later dots). Returns 0 when nothing numeric is left.
 * Numbers pass through when finite (their sign is kept); NaN and ±Infinity give 0.
 * @example parseLooseDecimal('1,234,567.5') === 1234567.5
 * @example parseLooseDecimal('abc') === 0
 */
export function parseLooseDecimal(value: string | number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const firstDot = value.indexOf('.');
  const intPart = stripNonDigits(firstDot < 0 ? value : value.slice(0, firstDot));
  const fracPart = firstDot < 0 ? '' : stripNonDigits(value.slice(firstDot + 1));
  if (intPart === '' && fracPart === '') return 0;
  const n = Number(`${intPart || '0'}.${fracPart || '0'}`);
  return Number.isFinite(n) ? n : 0;
}

const UNITS = [
  { suffix: '', size: 1 },
  { suffix: 'K', size: 1e3 },
  { suffix: 'M', size: 1e6 },
  { suffix: 'B', size: 1e9 },
  { suffix: 'T', size: 1e12 },
] as const;

function clampDigits(d: number | undefined): number {
  if (d === undefined || !Number.isFinite(d)) return 2;
  return Math.min(20, Math.max(0, Math.trunc(d)));
}

const formatters = new Map<number, Intl.NumberFormat>();

// Intl rounds half away from zero and drops trailing zeros; no grouping commas, no exponent.
function plain(n: number, maxFractionDigits: number): string {
  let f = formatters.get(maxFractionDigits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxFractionDigits, useGrouping: false });
    formatters.set(maxFractionDigits, f);
  }
  return f.format(n);
}

/**
 * Short unit format for home stats: K (thousand), M (million), B (billion), T (trillion), rounded
 * to `maxFractionDigits` (default 2, clamped to 0-20) with trailing zeros dropped. A value that
 * rounds up to 1000 of a unit moves to the next one (999999 is '1M', not '1000K'). T is the
 * largest unit ('1234T'). Garbage and empty input give '0'.
 * @example formatShortNumber('1234567890') === '1.23B'
 * @example formatShortNumber('1,200,000') === '1.2M'
 * @example formatShortNumber('999') === '999'
 * @example formatShortNumber('') === '0'
 */
export function formatShortNumber(value: string | number, opts?: { maxFractionDigits?: number }): string {
  const digits = clampDigits(opts?.maxFractionDigits);
  const n = parseLooseDecimal(value);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  let i = UNITS.length - 1;
  while (i > 0 && abs < (UNITS[i]?.size ?? 1)) i--;
  let text = plain(abs / (UNITS[i]?.size ?? 1), digits);
  // 999_999 rounds to "1000K": step up once so it reads "1M".
  if (Number(text) >= 1000 && i < UNITS.length - 1) text = plain(abs / (UNITS[++i]?.size ?? 1), digits);
  if (text === '0') return '0';
  return sign + text + (UNITS[i]?.suffix ?? '');
}

/**
 * Formats a percent stat that is already in percent units (§3 simple_earn_apr_usdt '5.2' → 5.2 %),
 * parsed like {@link parseLooseDecimal}; invalid input gives '0%'.
 * @example formatPercent('5.2') === '5.2%'
 * @example formatPercent('n/a') === '0%'
 */
export function formatPercent(value: string | number, opts?: { maxFractionDigits?: number }): string {
  const n = parseLooseDecimal(value);
  const text = plain(n, clampDigits(opts?.maxFractionDigits));
  return `${text === '-0' ? '0' : text}%`;
}
