import { and, balanceMovements, desc, eq, inArray, lt, type Database } from '@ex/db';
import { ZERO, addDecimal, signOf, type DecimalString } from '@ex/domain';
import { readBalances, writeBalance, type Balance } from '../ledger/balances';
import { dec, lockUser, type Tx } from '../ledger/context';

/**
 * One balance change that is not a trade. `available` and `locked` are signed deltas (omitted: 0).
 * `kind` + `ref` name the business event (a deposit's transaction hash, a client request id, an
 * escrow id + step); the pair is what makes a retry or replay harmless.
 */
export interface Movement {
  readonly uid: number;
  readonly currency: string;
  readonly available?: DecimalString;
  readonly locked?: DecimalString;
  /** Lower-case snake case: deposit, withdrawal, buy, convert, p2p, transfer, earn, coupon, … */
  readonly kind: string;
  readonly ref: string;
  /** Shown in the history; never personal data. */
  readonly note?: string;
}

/** A movement would take a balance below zero; nothing was written (the transaction must roll back). */
export class InsufficientBalanceError extends Error {
  constructor(
    readonly uid: number,
    readonly currency: string,
    readonly bucket: 'available' | 'locked',
  ) {
    super(`${bucket} ${currency} balance of ${uid} is not enough`);
    this.name = 'InsufficientBalanceError';
  }
}

/** The movements of one call were partly applied before: a programming error (refs must be per call). */
export class InconsistentReplayError extends Error {}

export interface MovementOutcome {
  /** False when every movement had been applied before (a replay): nothing changed. */
  readonly applied: boolean;
  /** Balances after the call, keyed `${uid}:${currency}` (on a replay: as they are now). */
  readonly balances: ReadonlyMap<string, Balance>;
}

const KIND = /^[a-z][a-z0-9_]{0,39}$/;
const key = (uid: number, currency: string) => `${uid}:${currency}`;

/**
 * Applies `movements` inside `tx`, all or nothing: locks every user they touch (ascending uid, the
 * ledger's lock order), refuses with {@link InsufficientBalanceError} if any balance would go below
 * zero, writes the balances and one journal row per movement. A call whose movements were all
 * applied before returns `{ applied: false }` and changes nothing: retries and replays are harmless.
 *
 * Callers that lock other users first must do so in ascending uid order too.
 * @example
 * await db.transaction((tx) => applyMovements(tx, [
 *   { uid, currency: 'USDT', available: decimal('100'), kind: 'deposit', ref: 'tron:0xabc' },
 * ], now));
 */
export async function applyMovements(tx: Tx, movements: readonly Movement[], nowMs: number): Promise<MovementOutcome> {
  // A zero movement changes nothing and is not journaled, so it cannot take part in replay detection.
  movements = movements.filter((m) => signOf(m.available ?? ZERO) !== 0 || signOf(m.locked ?? ZERO) !== 0);
  if (movements.length === 0) throw new Error('wallet: no movements');
  for (const m of movements) {
    if (!KIND.test(m.kind) || m.ref === '' || m.currency === '') throw new Error(`wallet: bad movement ${m.kind}/${m.ref}`);
  }
  const uids = [...new Set(movements.map((m) => m.uid))].sort((a, b) => a - b);
  for (const uid of uids) await lockUser(tx, uid);

  const seen = await alreadyApplied(tx, movements);
  const balances = new Map<string, Balance>();
  for (const uid of uids) {
    const currencies = [...new Set(movements.filter((m) => m.uid === uid).map((m) => m.currency))];
    for (const [currency, balance] of await readBalances(tx, uid, currencies)) balances.set(key(uid, currency), balance);
  }
  if (seen === movements.length) return { applied: false, balances };
  if (seen > 0) throw new InconsistentReplayError(`wallet: ${seen} of ${movements.length} movements were applied before`);

  for (const m of movements) {
    const k = key(m.uid, m.currency);
    const before = balances.get(k) ?? { available: ZERO, locked: ZERO };
    const after = { available: addDecimal(before.available, m.available ?? ZERO), locked: addDecimal(before.locked, m.locked ?? ZERO) };
    if (signOf(after.available) < 0) throw new InsufficientBalanceError(m.uid, m.currency, 'available');
    if (signOf(after.locked) < 0) throw new InsufficientBalanceError(m.uid, m.currency, 'locked');
    balances.set(k, after);
  }
  for (const [k, balance] of balances) {
    const at = k.indexOf(':');
    await writeBalance(tx, Number(k.slice(0, at)), k.slice(at + 1), balance);
  }
  await tx.insert(balanceMovements).values(
    movements.map((m) => ({
      uid: m.uid,
      currency: m.currency,
      availableDelta: m.available ?? ZERO,
      lockedDelta: m.locked ?? ZERO,
      kind: m.kind,
      ref: m.ref,
      note: m.note ?? '',
      createdAt: new Date(nowMs),
    })),
  );
  return { applied: true, balances };
}

/** How many of `movements` are already in the journal. */
async function alreadyApplied(tx: Tx, movements: readonly Movement[]): Promise<number> {
  const rows = await tx
    .select({ uid: balanceMovements.uid, kind: balanceMovements.kind, ref: balanceMovements.ref, currency: balanceMovements.currency })
    .from(balanceMovements)
    .where(
      and(
        inArray(balanceMovements.uid, [...new Set(movements.map((m) => m.uid))]),
        inArray(balanceMovements.ref, [...new Set(movements.map((m) => m.ref))]),
      ),
    );
  const found = new Set(rows.map((r) => `${r.uid}|${r.kind}|${r.ref}|${r.currency}`));
  return movements.filter((m) => found.has(`${m.uid}|${m.kind}|${m.ref}|${m.currency}`)).length;
}

export interface MovementRow {
  readonly id: number;
  readonly currency: string;
  readonly available: DecimalString;
  readonly locked: DecimalString;
  readonly kind: string;
  readonly ref: string;
  readonly note: string;
  readonly createdAt: Date;
}

/**
 * A user's journal, newest first, for history pages: optionally only some kinds, paged by id.
 * @example await listMovements(db, uid, { kinds: ['deposit'], limit: 20 })
 */
export async function listMovements(
  db: Database,
  uid: number,
  options: { kinds?: readonly string[]; currency?: string; limit?: number; beforeId?: number } = {},
): Promise<MovementRow[]> {
  const conditions = [eq(balanceMovements.uid, uid)];
  if (options.kinds?.length) conditions.push(inArray(balanceMovements.kind, [...options.kinds]));
  if (options.currency) conditions.push(eq(balanceMovements.currency, options.currency));
  if (options.beforeId !== undefined) conditions.push(lt(balanceMovements.id, options.beforeId));
  const rows = await db
    .select()
    .from(balanceMovements)
    .where(and(...conditions))
    .orderBy(desc(balanceMovements.id))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 200));
  return rows.map((r) => ({
    id: r.id,
    currency: r.currency,
    available: dec(r.availableDelta),
    locked: dec(r.lockedDelta),
    kind: r.kind,
    ref: r.ref,
    note: r.note,
    createdAt: r.createdAt,
  }));
}
