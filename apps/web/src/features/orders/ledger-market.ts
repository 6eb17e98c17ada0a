import type { LedgerMarket } from '@ex/contracts';
import { TAKER_FEE_RATES } from '@ex/domain';

/** Where an order goes in the paper ledger: spot, isolated margin on a spot pair, or USDT futures. */
export type LedgerMarketKind = LedgerMarket;

/** The taker fee rate the estimate uses: the ledger's own (margin trades pay the spot rate). */
export const LEDGER_FEE_RATES: Readonly<Record<LedgerMarketKind, string>> = {
  spot: TAKER_FEE_RATES.spot,
  margin: TAKER_FEE_RATES.spot,
  futures: TAKER_FEE_RATES.futures,
};
