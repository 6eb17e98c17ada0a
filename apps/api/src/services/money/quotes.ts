import { randomBytes } from 'node:crypto';
import { ERROR_CODES, MONEY_ERROR_CODES, type MoneyQuote } from '@ex/contracts';
import { and, asc, assets, eq, fiatRates, gte, moneyQuotes, sql, type Database } from '@ex/db';
import {
  decimal,
  isQuoteLive,
  normaliseDecimal,
  quoteExpiresAt,
  quoteSecondsLeft,
  signOf,
  type BuyMethod,
  type DecimalString,
} from '@ex/domain';
import { ApiFailure, invalidInput } from '../../http/failure';
import { dec, lockUser, type Tx } from '../ledger/context';
import { InsufficientBalanceError, applyMovements, type Movement } from '../wallet/movements';

export type QuoteRow = typeof moneyQuotes.$inferSelect;

/** A quote as the API shows it at `nowMs`. */
export function toQuote(row: QuoteRow, nowMs: number): MoneyQuote {
  return {
    id: row.id,
    kind: row.kind === 'buy' ? 'buy' : 'convert',
    pay_currency: row.payCurrency,
    pay_amount: normaliseDecimal(dec(row.payAmount)),
    get_currency: row.getCurrency,
    get_amount: normaliseDecimal(dec(row.getAmount)),
    price: normaliseDecimal(dec(row.price)),
    spread_bps: row.spreadBps,
    fee: normaliseDecimal(dec(row.fee)),
    method: row.method === 'card' || row.method === 'bank' ? row.method : null,
    expires_at: row.expiresAt.toISOString(),
    valid_seconds: quoteSecondsLeft(row.expiresAt.getTime(), nowMs),
    executed: row.executedRequestId !== null,
  };
}

export interface NewQuote {
  readonly uid: number;
  readonly kind: 'convert' | 'buy';
  readonly payCurrency: string;
  readonly payAmount: DecimalString;
  readonly getCurrency: string;
  readonly getAmount: DecimalString;
  readonly price: DecimalString;
  readonly spreadBps: number;
  readonly fee?: DecimalString;
  readonly usdValue?: DecimalString;
  readonly method?: BuyMethod;
}

/** Stores a firm quote valid for the domain's quote validity (10 s) from `nowMs`. */
export async function saveQuote(db: Database, quote: NewQuote, nowMs: number): Promise<QuoteRow> {
  const [row] = await db
    .insert(moneyQuotes)
    .values({
      id: `q${randomBytes(12).toString('hex')}`,
      uid: quote.uid,
      kind: quote.kind,
      payCurrency: quote.payCurrency,
      payAmount: quote.payAmount,
      getCurrency: quote.getCurrency,
      getAmount: quote.getAmount,
      price: quote.price,
      spreadBps: quote.spreadBps,
      fee: quote.fee ?? '0',
      usdValue: quote.usdValue ?? '0',
      method: quote.method ?? null,
      expiresAt: new Date(quoteExpiresAt(nowMs)),
      createdAt: new Date(nowMs),
    })
    .returning();
  return row!;
}

/** Crypto currencies with a positive USD price: what can be converted and bought. */
export async function tradableCryptos(prices: ReadonlyMap<string, DecimalString>, db: Database) {
  const rows = await db.select({ symbol: assets.symbol, name: assets.name }).from(assets).orderBy(asc(assets.symbol));
  return rows
    .map((r) => ({ currency: r.symbol, name: r.name, usd_price: prices.get(r.symbol) ?? decimal('0') }))
    .filter((r) => signOf(r.usd_price) > 0)
    .map((r) => ({ ...r, usd_price: normaliseDecimal(r.usd_price) }));
}

export async function fiatList(db: Database) {
  const rows = await db.select().from(fiatRates).orderBy(asc(fiatRates.sort), asc(fiatRates.code));
  return rows.map((r) => ({ code: r.code, symbol: r.symbol, per_usd: normaliseDecimal(dec(r.perUsd)) }));
}

/** USD value of the purchases executed since `sinceMs` (the daily limit's window). */
export async function boughtUsdSince(db: Database | Tx, uid: number, sinceMs: number): Promise<DecimalString> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${moneyQuotes.usdValue}), 0)::text` })
    .from(moneyQuotes)
    .where(and(eq(moneyQuotes.uid, uid), eq(moneyQuotes.kind, 'buy'), gte(moneyQuotes.executedAt, new Date(sinceMs))));
  return normaliseDecimal(decimal(row?.total ?? '0'));
}

const notFound = () => new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'Quote not found', field: 'quote_id' });

/** The user's quote of `kind`, or 404 `quote_id`. */
export async function findQuote(db: Database, uid: number, kind: 'convert' | 'buy', id: string): Promise<QuoteRow> {
  const [row] = await db
    .select()
    .from(moneyQuotes)
    .where(and(eq(moneyQuotes.id, id), eq(moneyQuotes.uid, uid), eq(moneyQuotes.kind, kind)));
  if (!row) throw notFound();
  return row;
}

export interface ExecuteInput {
  readonly uid: number;
  readonly kind: 'convert' | 'buy';
  readonly quoteId: string;
  readonly requestId: string;
  /** Buy: checked before the payment, so not again here (the payment was taken). */
  readonly checkExpiry: boolean;
  readonly movements: (quote: QuoteRow) => Movement[];
  readonly payment?: { readonly provider: string; readonly ref: string };
}

/**
 * Executes a quote once, in one transaction under the user's ledger lock: a replay of the same
 * request id returns the executed quote unchanged; a quote executed by another request (409
 * quoteUsed), a request id already used for another quote (409 requestIdReused), an expired quote
 * (409 quoteExpired) and a short balance (400 amount) are refused with nothing written.
 */
export async function executeQuote(db: Database, input: ExecuteInput, nowMs: number): Promise<{ row: QuoteRow; replay: boolean }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, input.uid);
    const [row] = await tx
      .select()
      .from(moneyQuotes)
      .where(and(eq(moneyQuotes.id, input.quoteId), eq(moneyQuotes.uid, input.uid), eq(moneyQuotes.kind, input.kind)));
    if (!row) throw notFound();
    if (row.executedRequestId === input.requestId) return { row, replay: true };
    if (row.executedRequestId !== null) {
      throw new ApiFailure(409, { code: MONEY_ERROR_CODES.quoteUsed, message: 'This quote was used already', field: 'quote_id' });
    }
    const [other] = await tx
      .select({ id: moneyQuotes.id })
      .from(moneyQuotes)
      .where(and(eq(moneyQuotes.uid, input.uid), eq(moneyQuotes.executedRequestId, input.requestId)));
    if (other) {
      throw new ApiFailure(409, {
        code: MONEY_ERROR_CODES.requestIdReused,
        message: 'This request id was used for another quote',
        field: 'request_id',
      });
    }
    if (input.checkExpiry && !isQuoteLive(row.expiresAt.getTime(), nowMs)) {
      throw new ApiFailure(409, {
        code: MONEY_ERROR_CODES.quoteExpired,
        message: 'The quote has expired; get a new quote',
        field: 'quote_id',
      });
    }
    try {
      await applyMovements(tx, input.movements(row), nowMs);
    } catch (error) {
      if (error instanceof InsufficientBalanceError) {
        throw invalidInput([{ field: 'amount', message: `Your available ${error.currency} balance is not enough` }]);
      }
      throw error;
    }
    const [updated] = await tx
      .update(moneyQuotes)
      .set({
        executedRequestId: input.requestId,
        executedAt: new Date(nowMs),
        provider: input.payment?.provider ?? null,
        paymentRef: input.payment?.ref ?? null,
      })
      .where(eq(moneyQuotes.id, row.id))
      .returning();
    return { row: updated!, replay: false };
  });
}
