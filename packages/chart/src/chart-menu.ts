/**
 * The embedded price chart's context menu (SPEC §2.3 "embedded price chart with a context menu
 * offering quick order and price alert"; §5 "Chart menu: quick-order and alert entries appear
 * only when the price starts with a digit and the feature is supported").
 */

export type ChartMenuEntry = 'quick-order' | 'price-alert';

export interface ChartMenuInput {
  /**
   * The price under the cursor (or the last price), as the chart formats it. Tested as text:
   * "--" (no ticker), "", "-1" or ".5" do not start with a digit.
   */
  readonly price: string | number | null | undefined;
  /** Quick order is supported here (market open, the user may trade it — the app decides). */
  readonly quickOrderSupported: boolean;
  /** Price alerts are supported here. */
  readonly alertSupported: boolean;
}

/**
 * True when `price` starts with an ASCII digit (§5). Numbers are tested as `String(n)`, so NaN,
 * Infinity and negatives fail.
 *
 * @example
 * priceStartsWithDigit('64,012.5'); // true
 * priceStartsWithDigit('--');       // false
 */
export function priceStartsWithDigit(price: ChartMenuInput['price']): boolean {
  if (price === null || price === undefined) return false;
  return /^[0-9]/.test(String(price));
}

/**
 * The menu entries to show, in menu order.
 *
 * @example
 * chartMenuEntries({ price: '3021.4', quickOrderSupported: true, alertSupported: false }); // ['quick-order']
 * chartMenuEntries({ price: '--', quickOrderSupported: true, alertSupported: true });      // []
 */
export function chartMenuEntries(input: ChartMenuInput): ChartMenuEntry[] {
  if (!priceStartsWithDigit(input.price)) return [];
  const entries: ChartMenuEntry[] = [];
  if (input.quickOrderSupported) entries.push('quick-order');
  if (input.alertSupported) entries.push('price-alert');
  return entries;
}
