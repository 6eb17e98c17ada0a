import {
  addDecimal,
  compareDecimal,
  divideDecimal,
  formatDecimal,
  multiplyDecimal,
  normaliseDecimal,
  subtractDecimal,
  type DecimalString,
} from '../decimal';

const ZERO = '0' as DecimalString;
const HUNDRED = '100' as DecimalString;

/** The growth a user may enter, in % per year: from -99 (nearly worthless) to +1000 (eleven-fold a year). */
export const GROWTH_PERCENT_MIN = -99;
export const GROWTH_PERCENT_MAX = 1000;
export const PROJECTION_YEARS = 10;

export interface ProjectedPrice {
  /** Years from now, 1 … {@link PROJECTION_YEARS}. */
  readonly year: number;
  readonly price: DecimalString;
  /** Change against today's price in %, two decimals (half up). */
  readonly changePercent: DecimalString;
}

/**
 * Compound growth for /price-prediction/{coin} (issue 15 "a user-adjustable growth model, clearly
 * labelled as not advice"): price × (1 + g/100)^n for n = 1 … years. Each year is rounded to 18
 * digits so the numbers stay small; null when the growth is outside
 * [{@link GROWTH_PERCENT_MIN}, {@link GROWTH_PERCENT_MAX}].
 * @example projectPrices('100', '10', 2) // [{ year: 1, price: '110', changePercent: '10.00' }, { year: 2, price: '121', changePercent: '21.00' }]
 */
export function projectPrices(price: DecimalString, growthPercent: DecimalString, years = PROJECTION_YEARS): ProjectedPrice[] | null {
  const g = Number(growthPercent);
  if (!Number.isFinite(g) || g < GROWTH_PERCENT_MIN || g > GROWTH_PERCENT_MAX) return null;
  const factor = addDecimal('1' as DecimalString, divideDecimal(growthPercent, HUNDRED, 18, 'half-up'));
  const out: ProjectedPrice[] = [];
  let current = price;
  for (let year = 1; year <= years; year++) {
    current = formatDecimal(multiplyDecimal(current, factor), 18, 'half-up');
    const change =
      compareDecimal(price, ZERO) === 0
        ? ZERO
        : divideDecimal(multiplyDecimal(subtractDecimal(current, price), HUNDRED), price, 2, 'half-up');
    out.push({ year, price: normaliseDecimal(current), changePercent: change });
  }
  return out;
}
