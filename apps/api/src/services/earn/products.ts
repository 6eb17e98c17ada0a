import { ERROR_CODES, type EarnProduct, type EarnProductSet } from '@ex/contracts';
import { and, asc, earnPositions, earnProducts, eq, sql, type Database, type EarnTierRow } from '@ex/db';
import {
  compareDecimal,
  decimal,
  subtractDecimal,
  tiersProblem,
  type EarnProductStatus,
  type EarnProductType,
  type EarnTier,
} from '@ex/domain';
import { ApiFailure, invalidInput } from '../../http/failure';
import { trimDecimal } from '../decimal';
import type { Tx } from '../ledger/context';

export type EarnProductRow = typeof earnProducts.$inferSelect;

/** Stored tiers as domain tiers (the database only holds what this service validated). */
export const tiersOf = (rows: readonly EarnTierRow[]): EarnTier[] => rows.map((t) => ({ from: decimal(t.from), apr: decimal(t.apr) }));

/** Everyone's active principal per product, as decimal text. */
export async function principalByProduct(db: Database | Tx, productId?: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ productId: earnPositions.productId, total: sql<string>`coalesce(sum(${earnPositions.principal}), 0)::text` })
    .from(earnPositions)
    .where(productId ? and(eq(earnPositions.status, 'active'), eq(earnPositions.productId, productId)) : eq(earnPositions.status, 'active'))
    .groupBy(earnPositions.productId);
  return new Map(rows.map((r) => [r.productId, r.total]));
}

/** The product as the page and the operator see it. */
export function productView(row: EarnProductRow, subscribed: string): EarnProduct {
  const left = subtractDecimal(decimal(row.cap), decimal(subscribed));
  return {
    id: row.id,
    currency: row.currency,
    type: row.type as EarnProductType,
    term_days: row.termDays,
    tiers: row.tiers.map((t) => ({ from: trimDecimal(t.from), apr: trimDecimal(t.apr) })),
    min_amount: trimDecimal(row.minAmount),
    max_amount: trimDecimal(row.maxAmount),
    cap: trimDecimal(row.cap),
    remaining: left.startsWith('-') ? '0' : trimDecimal(left),
    status: row.status as EarnProductStatus,
  };
}

/**
 * The catalogue in display order. `activeOnly` (the public page) leaves paused products out.
 * @example await listProducts(db, { activeOnly: true })
 */
export async function listProducts(db: Database, options: { activeOnly?: boolean } = {}): Promise<EarnProduct[]> {
  const rows = await db
    .select()
    .from(earnProducts)
    .where(options.activeOnly ? eq(earnProducts.status, 'active') : undefined)
    .orderBy(asc(earnProducts.sort), asc(earnProducts.id));
  const totals = await principalByProduct(db);
  return rows.map((r) => productView(r, totals.get(r.id) ?? '0'));
}

/**
 * Creates or edits a product (`npm run ops -- product set`, POST /api/operator/earn/products). A
 * new id needs currency, type, tiers and amounts; an edit changes only what it names. Running
 * positions keep the terms they were subscribed with.
 */
export async function setProduct(db: Database, input: EarnProductSet, nowMs: number): Promise<EarnProduct> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(earnProducts).where(eq(earnProducts.id, input.id)).for('update');
    const type = input.type ?? (existing?.type as EarnProductType | undefined);
    const merged = {
      currency: input.currency ?? existing?.currency,
      type,
      termDays: type === 'flexible' ? null : (input.term_days ?? existing?.termDays ?? null),
      tiers: input.tiers ?? existing?.tiers,
      minAmount: input.min_amount ?? existing?.minAmount,
      maxAmount: input.max_amount ?? existing?.maxAmount,
      cap: input.cap ?? existing?.cap,
      status: input.status ?? existing?.status ?? 'active',
      sort: input.sort ?? existing?.sort ?? 0,
    };
    const missing = (['currency', 'type', 'tiers', 'minAmount', 'maxAmount', 'cap'] as const).filter((k) => merged[k] === undefined);
    if (missing.length > 0) {
      throw invalidInput(missing.map((field) => ({ field, message: `a new product needs ${field}` })));
    }
    if (merged.type === 'fixed' && merged.termDays === null)
      throw invalidInput([{ field: 'term_days', message: 'a fixed product needs term_days' }]);
    const tiers = merged.tiers!;
    const problem = tiersProblem(tiersOf(tiers));
    if (problem) throw invalidInput([{ field: 'tiers', message: problem }]);
    const [min, max, cap] = [decimal(merged.minAmount!), decimal(merged.maxAmount!), decimal(merged.cap!)];
    if (compareDecimal(max, min) < 0) throw invalidInput([{ field: 'max_amount', message: 'max_amount must be at least min_amount' }]);
    if (compareDecimal(cap, max) < 0) throw invalidInput([{ field: 'cap', message: 'cap must be at least max_amount' }]);
    const values = {
      currency: merged.currency!,
      type: merged.type!,
      termDays: merged.termDays,
      tiers: tiers.map((t) => ({ from: t.from, apr: t.apr })),
      minAmount: min,
      maxAmount: max,
      cap,
      status: merged.status,
      sort: merged.sort,
      updatedAt: new Date(nowMs),
    };
    const [row] = existing
      ? await tx.update(earnProducts).set(values).where(eq(earnProducts.id, input.id)).returning()
      : await tx
          .insert(earnProducts)
          .values({ id: input.id, ...values })
          .returning();
    const totals = await principalByProduct(tx, input.id);
    return productView(row!, totals.get(input.id) ?? '0');
  });
}

/** Pauses (no new subscriptions; running positions go on) or resumes a product. */
export async function setProductStatus(db: Database, id: string, status: EarnProductStatus, nowMs: number): Promise<EarnProduct> {
  const [row] = await db
    .update(earnProducts)
    .set({ status, updatedAt: new Date(nowMs) })
    .where(eq(earnProducts.id, id))
    .returning();
  if (!row) throw new ApiFailure(404, { code: ERROR_CODES.notFound, message: `no product ${id}`, field: 'id' });
  const totals = await principalByProduct(db, id);
  return productView(row, totals.get(id) ?? '0');
}
