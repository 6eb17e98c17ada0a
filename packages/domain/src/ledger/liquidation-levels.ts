import { addDecimal, compareDecimal, decimal, divideDecimal, multiplyDecimal, subtractDecimal, type DecimalString } from '../decimal';
import { roundDecimal, signOf } from './money';
import type { OrderSide } from './spot';

/** Heat bars of `liquidation_amount_indicator` (issue 5 "24 heat bars"). */
export const LIQUIDATION_LEVELS = 24;
/** The bars cover the mark price ± 12 %, so with 24 levels each is 1 % of the mark price wide. */
export const LIQUIDATION_BAND: DecimalString = decimal('0.12');

/** One open position as the heat bars see it. */
export interface LiquidationExposure {
  readonly side: OrderSide;
  readonly liquidationPrice: DecimalString;
  /** Position value at its liquidation price (quantity × liquidation price), in USDT. */
  readonly notional: DecimalString;
}

/** §3 "Liquidation item: mark_price, short_liq_usd_new, long_liq_usd_new" — one per price level. */
export interface LiquidationLevel {
  /** The level's price: the middle of its bucket. */
  readonly mark_price: DecimalString;
  /** USDT value of long positions liquidated in this bucket (2 decimals, half-up). */
  readonly long_liq_usd_new: DecimalString;
  /** USDT value of short positions liquidated in this bucket. */
  readonly short_liq_usd_new: DecimalString;
}

/**
 * Aggregates liquidation notional per price level around the mark price. The band
 * [mark·(1 − band), mark·(1 + band)) is cut into `levels` equal buckets, lowest price first; an
 * exposure lands in the bucket holding its liquidation price; outside the band it is left out (the
 * bars only draw near the price). Sums are exact, then rounded half-up to 2 decimals.
 * @example liquidationLevels(decimal('100'), [{ side: 1, liquidationPrice: decimal('90.45'), notional: decimal('90.45') }])[2]
 *   // { mark_price: '90.5', long_liq_usd_new: '90.45', short_liq_usd_new: '0' } — bucket [90, 91)
 */
export function liquidationLevels(
  markPrice: DecimalString,
  exposures: readonly LiquidationExposure[],
  levels: number = LIQUIDATION_LEVELS,
  band: DecimalString = LIQUIDATION_BAND,
): LiquidationLevel[] {
  if (!Number.isInteger(levels) || levels < 1) throw new RangeError(`levels must be a whole number above 0, got ${String(levels)}`);
  if (signOf(markPrice) <= 0) return [];
  const low = subtractDecimal(markPrice, multiplyDecimal(markPrice, band));
  const high = addDecimal(markPrice, multiplyDecimal(markPrice, band));
  const width = subtractDecimal(high, low);
  const longs: DecimalString[] = Array.from({ length: levels }, () => decimal('0'));
  const shorts: DecimalString[] = Array.from({ length: levels }, () => decimal('0'));
  const count = decimal(String(levels));
  for (const exposure of exposures) {
    const price = exposure.liquidationPrice;
    if (compareDecimal(price, low) < 0 || compareDecimal(price, high) >= 0) continue;
    // floor((price − low) × levels ÷ width): both factors are ≥ 0, so 'down' is the floor.
    const index = Number(divideDecimal(multiplyDecimal(subtractDecimal(price, low), count), width, 0, 'down'));
    const sums = exposure.side === 1 ? longs : shorts;
    sums[index] = addDecimal(sums[index] ?? decimal('0'), exposure.notional);
  }
  const half = divideDecimal(width, multiplyDecimal(count, decimal('2')), 40, 'half-up');
  return longs.map((long, i) => ({
    mark_price: roundDecimal(
      addDecimal(low, addDecimal(divideDecimal(multiplyDecimal(width, decimal(String(i))), count, 40, 'half-up'), half)),
      12,
    ),
    long_liq_usd_new: roundDecimal(long, 2),
    short_liq_usd_new: roundDecimal(shorts[i] ?? decimal('0'), 2),
  }));
}
