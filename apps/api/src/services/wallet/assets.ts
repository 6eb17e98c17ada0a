import type { Asset } from '@ex/contracts';
import { balances, eq, type Database } from '@ex/db';
import {
  WALLET_CURRENCIES,
  ZERO,
  addDecimal,
  decimal,
  formatDecimal,
  isWalletCurrency,
  multiplyDecimal,
  normaliseDecimal,
  type DecimalString,
} from '@ex/domain';
import { listMovements } from './movements';

/**
 * The assets overview: every currency that can be deposited (held or not) and every other
 * currency the user holds, with available, locked, total and the USD value of the total.
 * Held currencies come first by value, then the rest in the wallet's order.
 */
export async function listAssets(db: Database, uid: number, prices: ReadonlyMap<string, DecimalString>): Promise<Asset[]> {
  const rows = await db.select().from(balances).where(eq(balances.uid, uid));
  const held = new Map(rows.map((r) => [r.currency, { available: decimal(r.available), locked: decimal(r.locked) }]));
  const currencies = [...new Set([...Object.keys(WALLET_CURRENCIES), ...held.keys()])];
  const list = currencies.map((currency): Asset => {
    const b = held.get(currency) ?? { available: ZERO, locked: ZERO };
    const total = addDecimal(b.available, b.locked);
    const price = prices.get(currency);
    return {
      currency,
      available: normaliseDecimal(b.available),
      locked: normaliseDecimal(b.locked),
      total: normaliseDecimal(total),
      usd_value: price === undefined ? '0' : formatDecimal(multiplyDecimal(total, price), 2, 'down'),
      transferable: isWalletCurrency(currency),
    };
  });
  const value = (a: Asset) => Number(a.usd_value);
  const order = (a: Asset) => currencies.indexOf(a.currency);
  return list.sort((a, b) => value(b) - value(a) || order(a) - order(b));
}

/** Kinds shown in the account history: money in and out (not trades, which have their own pages). */
export const HISTORY_MOVEMENT_KINDS = ['deposit', 'withdrawal', 'convert', 'buy', 'p2p', 'transfer'] as const;

export async function listHistory(db: Database, uid: number) {
  const rows = await listMovements(db, uid, { kinds: HISTORY_MOVEMENT_KINDS, limit: 100 });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    currency: r.currency,
    available: r.available,
    locked: r.locked,
    note: r.note,
    created_at: r.createdAt.toISOString(),
  }));
}
