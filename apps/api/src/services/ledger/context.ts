import { ERROR_CODES, type LedgerMarket, type Market, type MarketSymbolInfo, type PositionMarket, type Ticker } from '@ex/contracts';
import { eq, users, type Database } from '@ex/db';
import { TAKER_FEE_RATES, decimal, parseDecimal, type DecimalString } from '@ex/domain';
import { ApiFailure } from '../../http/failure';
import { describeError, type Logger } from '../../logger';
import { UnknownSymbolError, UpstreamError, type MarketSources } from '../market';
import type { StreamHub } from '../../stream/hub';

/** What the ledger's services share: the database, the market the fills happen against, the clock. */
export interface LedgerContext {
  readonly db: Database;
  readonly sources: MarketSources;
  /** deps.now: every timestamp the ledger writes. */
  readonly now: () => number;
  readonly logger: Logger;
  /** deps.stream: order and position events go out through it after each commit. */
  readonly stream?: Pick<StreamHub, 'publishUserEvent'>;
}

/** A drizzle transaction; it is a Database for every query used here. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every pair is quoted and every contract settled in USDT (services/market/symbols.ts QUOTE). */
export const SETTLEMENT_CURRENCY = 'USDT';

/**
 * The market-data source a ledger market trades against: isolated margin is a leveraged position on
 * the spot pair, so it fills, is valued and is liquidated at the spot price.
 * @example sourceMarket('margin') === 'spot'
 */
export function sourceMarket(market: LedgerMarket): Market {
  return market === 'futures' ? 'futures' : 'spot';
}

/**
 * The ledger market whose positions a market-data source drives (spot ticks: margin positions).
 * @example positionMarketOf('spot') === 'margin'
 */
export function positionMarketOf(market: Market): PositionMarket {
  return market === 'futures' ? 'futures' : 'margin';
}

/** The ledger markets whose resting orders fill against a source's ticks. */
export function orderMarketsOf(market: Market): readonly LedgerMarket[] {
  return market === 'futures' ? ['futures'] : ['spot', 'margin'];
}

/**
 * Taker fee rate of a ledger market: margin trades the spot pair, so it pays the spot rate (0.1 %);
 * futures 0.05 %.
 * @example feeRateOf('margin') === TAKER_FEE_RATES.spot
 */
export function feeRateOf(market: LedgerMarket): DecimalString {
  return market === 'futures' ? TAKER_FEE_RATES.futures : TAKER_FEE_RATES.spot;
}

/**
 * The user's ledger lock for the rest of the transaction: every ledger state change of one user
 * (placement, cancel, fill, close, TP/SL) runs one at a time, so balances and positions are read and
 * written without lost updates. FOR NO KEY UPDATE does not block inserts that merely reference the
 * user (sessions, logs).
 */
export async function lockUser(tx: Tx, uid: number): Promise<void> {
  const rows = await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).for('no key update');
  if (rows.length === 0) throw new Error(`ledger: user ${uid} does not exist`);
}

/** A stored numeric as a DecimalString (the database only ever holds what the ledger wrote). */
export function dec(value: string): DecimalString {
  return decimal(value);
}

export function decOrNull(value: string | null): DecimalString | null {
  return value === null ? null : decimal(value);
}

/** BTC_USDT → { base: 'BTC', quote: 'USDT' }. */
export function splitSymbol(symbol: string): { base: string; quote: string } {
  const at = symbol.indexOf('_');
  return { base: symbol.slice(0, at), quote: symbol.slice(at + 1) };
}

/** Market-source failures as API failures: unknown symbol 404 (field symbol), upstream 502. */
export async function marketCall<T>(ctx: LedgerContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UnknownSymbolError)
      throw new ApiFailure(404, { code: ERROR_CODES.notFound, message: error.message, field: 'symbol' });
    if (error instanceof UpstreamError) {
      ctx.logger.warn({ error: describeError(error) }, 'ledger: market data source failed');
      throw new ApiFailure(502, { code: 50200, message: 'Market data is temporarily unavailable' });
    }
    throw error;
  }
}

/** The listed symbol's precisions, or the 404. */
export async function symbolInfo(ctx: LedgerContext, market: Market, symbol: string): Promise<MarketSymbolInfo> {
  const list = await marketCall(ctx, () => ctx.sources[market].symbols());
  const info = list.find((s) => s.symbol === symbol);
  if (!info) throw new ApiFailure(404, { code: ERROR_CODES.notFound, message: `Unknown ${market} symbol "${symbol}"`, field: 'symbol' });
  return info;
}

/** The prices fills and PnL use: `last` (fills) and `mark` (futures unrealised PnL; `last` without one). */
export interface Quote {
  readonly last: DecimalString;
  readonly mark: DecimalString;
}

export function quoteOf(ticker: Ticker): Quote {
  const last = parseDecimal(ticker.last);
  if (last === null) throw new UpstreamError(`unreadable last price for ${ticker.symbol}`);
  return { last, mark: (ticker.mark_price === undefined ? null : parseDecimal(ticker.mark_price)) ?? last };
}

export async function quote(ctx: LedgerContext, market: Market, symbol: string): Promise<Quote> {
  return marketCall(ctx, async () => quoteOf(await ctx.sources[market].ticker(symbol)));
}
