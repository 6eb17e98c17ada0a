import type { OpsArea } from '../registry';
import { decideWithdrawal, listPendingWithdrawals } from '../../services/wallet/withdrawals';
import { refusalsSaid, parseLine } from './wallet-shared';

const idArg = (raw: string | undefined) => (raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined);

/** `npm run ops -- withdrawal …`: the operator completes or rejects pending withdrawals. */
export const withdrawalArea: OpsArea = {
  name: 'withdrawal',
  summary: 'pending withdrawals: approve (funds leave) or reject (funds return to the user)',
  commands: {
    list: {
      usage: 'list',
      summary: 'withdrawals waiting for a decision, oldest first',
      async run(ctx) {
        const pending = await listPendingWithdrawals(ctx.db);
        if (pending.length === 0) ctx.say('no pending withdrawals');
        for (const w of pending) {
          ctx.say(`${w.id}\t${w.email}\t${w.amount} ${w.currency} (fee ${w.fee})\t${w.chain}\t${w.address}\t${w.created_at}`);
        }
        return 0;
      },
    },
    approve: {
      usage: 'approve <id> [--tx hash]',
      summary: 'the withdrawal was sent: the locked amount leaves the account',
      async run(ctx, argv) {
        const line = parseLine(ctx, argv, { tx: { type: 'string' } });
        if (line === undefined) return 2;
        const { positionals, values } = line;
        const id = idArg(positionals[0]);
        if (id === undefined || positionals.length > 1) {
          ctx.say('usage: withdrawal approve <id> [--tx hash]');
          return 2;
        }
        return refusalsSaid(ctx, async () => {
          const w = await decideWithdrawal(ctx.db, id, { kind: 'complete', ...(values.tx ? { txHash: values.tx } : {}) }, ctx.nowMs);
          ctx.say(`withdrawal ${w.id} completed: ${w.receive} ${w.currency} sent to ${w.address}`);
          return 0;
        });
      },
    },
    reject: {
      usage: 'reject <id> [--reason text]',
      summary: 'the withdrawal is refused: the amount goes back to the available balance',
      async run(ctx, argv) {
        const line = parseLine(ctx, argv, { reason: { type: 'string' } });
        if (line === undefined) return 2;
        const { positionals, values } = line;
        const id = idArg(positionals[0]);
        if (id === undefined || positionals.length > 1) {
          ctx.say('usage: withdrawal reject <id> [--reason text]');
          return 2;
        }
        return refusalsSaid(ctx, async () => {
          const w = await decideWithdrawal(
            ctx.db,
            id,
            { kind: 'reject', reason: values.reason?.trim() || 'Rejected by review' },
            ctx.nowMs,
          );
          ctx.say(`withdrawal ${w.id} rejected: ${w.amount} ${w.currency} returned to the available balance`);
          return 0;
        });
      },
    },
  },
};
