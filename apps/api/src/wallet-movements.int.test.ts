import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceMovements, balances, eq, users } from '@ex/db';
import { decimal } from '@ex/domain';
import { T0, startTestApi, type TestApi } from './test/harness';
import { InconsistentReplayError, InsufficientBalanceError, applyMovements, listMovements } from './services/wallet/movements';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function newUser(email: string): Promise<number> {
  const [row] = await api.handle.db.insert(users).values({ email, passwordHash: 'x', nickname: email }).returning({ uid: users.uid });
  return row?.uid ?? 0;
}

async function balanceOf(uid: number, currency: string) {
  const rows = await api.handle.db.select().from(balances).where(eq(balances.uid, uid));
  const row = rows.find((r) => r.currency === currency);
  return row ? { available: row.available, locked: row.locked } : { available: '0', locked: '0' };
}

const run = (movements: Parameters<typeof applyMovements>[1]) => api.handle.db.transaction((tx) => applyMovements(tx, movements, T0));

describe('applyMovements (the wallet journal)', () => {
  it('credits once: a replayed deposit with the same reference changes nothing', async () => {
    const uid = await newUser('deposit@example.com');
    const deposit = { uid, currency: 'USDT', available: decimal('100.5'), kind: 'deposit', ref: 'tron:0xabc' };
    expect((await run([deposit])).applied).toBe(true);
    expect((await run([deposit])).applied).toBe(false);
    expect(await balanceOf(uid, 'USDT')).toEqual({ available: '100.5', locked: '0' });
    const history = await listMovements(api.handle.db, uid);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'deposit', ref: 'tron:0xabc', available: '100.5', locked: '0' });
  });

  it('moves between users and buckets atomically, and refuses to go below zero with nothing written', async () => {
    const seller = await newUser('seller@example.com');
    const buyer = await newUser('buyer@example.com');
    await run([{ uid: seller, currency: 'USDT', available: decimal('50'), kind: 'deposit', ref: 'd1' }]);
    // Escrow: available → locked, then release to the buyer.
    await run([{ uid: seller, currency: 'USDT', available: decimal('-30'), locked: decimal('30'), kind: 'p2p', ref: 'o1:lock' }]);
    await run([
      { uid: seller, currency: 'USDT', locked: decimal('-30'), kind: 'p2p', ref: 'o1:release' },
      { uid: buyer, currency: 'USDT', available: decimal('30'), kind: 'p2p', ref: 'o1:release' },
    ]);
    expect(await balanceOf(seller, 'USDT')).toEqual({ available: '20', locked: '0' });
    expect(await balanceOf(buyer, 'USDT')).toEqual({ available: '30', locked: '0' });

    const before = await api.handle.db.select().from(balanceMovements);
    await expect(
      run([
        { uid: buyer, currency: 'BTC', available: decimal('1'), kind: 'convert', ref: 'q1' },
        { uid: buyer, currency: 'USDT', available: decimal('-30.01'), kind: 'convert', ref: 'q1' },
      ]),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await api.handle.db.select().from(balanceMovements)).toHaveLength(before.length);
    expect(await balanceOf(buyer, 'BTC')).toEqual({ available: '0', locked: '0' });
  });

  it('refuses a call that was only partly applied before (references must name one call)', async () => {
    const uid = await newUser('partial@example.com');
    await run([{ uid, currency: 'ETH', available: decimal('1'), kind: 'deposit', ref: 'p1' }]);
    await expect(
      run([
        { uid, currency: 'ETH', available: decimal('1'), kind: 'deposit', ref: 'p1' },
        { uid, currency: 'BTC', available: decimal('1'), kind: 'deposit', ref: 'p1' },
      ]),
    ).rejects.toBeInstanceOf(InconsistentReplayError);
  });

  it('never goes negative under 50 concurrent withdrawals of a balance that covers 20', async () => {
    const uid = await newUser('race@example.com');
    await run([{ uid, currency: 'USDT', available: decimal('100'), kind: 'deposit', ref: 'r0' }]);
    const attempts = Array.from({ length: 50 }, (_, i) =>
      run([{ uid, currency: 'USDT', available: decimal('-5'), locked: decimal('5'), kind: 'withdrawal', ref: `w${i}` }]).then(
        () => 'ok',
        (error: unknown) => (error instanceof InsufficientBalanceError ? 'refused' : Promise.reject(error)),
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(20);
    expect(await balanceOf(uid, 'USDT')).toEqual({ available: '0', locked: '100' });
    expect(await listMovements(api.handle.db, uid, { kinds: ['withdrawal'], limit: 200 })).toHaveLength(20);
  });
});
