import { TAKER_FEE_RATES, addDecimal, decimal, multiplyDecimal, normaliseDecimal, type DecimalString } from '@ex/domain';
import { SITES } from './sites';
import type { SiteConfig, SiteKey } from './site-types';

export interface FeeScheduleRow {
  readonly market: 'spot' | 'futures';
  /** Fractions as charged by the ledger (`0.001` = 0.1 %). */
  readonly maker: DecimalString;
  readonly taker: DecimalString;
  /** The rate including the site's fee tax, or null where no tax applies. */
  readonly makerWithTax: DecimalString | null;
  readonly takerWithTax: DecimalString | null;
}

export interface FeeSchedule {
  /**
   * The VIP tiers a row applies to: the ledger charges one rate whatever the tier (its fills pay
   * TAKER_FEE_RATES; resting orders pay the same when they fill), so the schedule has one row set for
   * every tier from 0 up.
   */
  readonly tiers: { readonly from: number };
  readonly rows: readonly FeeScheduleRow[];
  /** §9 "Turkey fee tax 20%": the tax in percent, or null. */
  readonly taxPercent: number | null;
}

/**
 * The fee schedule of a sub-site (§2.1 /fee): exactly the rates the paper ledger charges
 * (packages/domain TAKER_FEE_RATES; margin fills pay the spot rate), with the site's fee tax.
 * @example resolveFeeSchedule('main').rows[0] // { market: 'spot', maker: '0.001', taker: '0.001', makerWithTax: null, takerWithTax: null }
 * @example resolveFeeSchedule('tr').rows[0]?.takerWithTax === '0.0012'
 */
export function resolveFeeSchedule(site: SiteKey): FeeSchedule {
  const config: SiteConfig = SITES[site];
  const tax = config.feeTaxPercent ?? null;
  const factor = tax === null ? null : addDecimal(decimal('1'), multiplyDecimal(decimal(String(tax)), decimal('0.01')));
  const row = (market: 'spot' | 'futures'): FeeScheduleRow => {
    const rate = TAKER_FEE_RATES[market];
    const withTax = factor === null ? null : normaliseDecimal(multiplyDecimal(rate, factor));
    return { market, maker: rate, taker: rate, makerWithTax: withTax, takerWithTax: withTax };
  };
  return { tiers: { from: 0 }, rows: [row('spot'), row('futures')], taxPercent: tax };
}
