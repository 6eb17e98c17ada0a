import { CHAINS, WALLET_CURRENCIES } from '@ex/domain';
import type { OpsArea, OpsContext } from '../registry';
import { confirmDeposit, listPendingDeposits, recordDeposit } from '../../services/wallet/deposits';
import { amountArg, refusalsSaid, uidOfEmail, parseLine } from './wallet-shared';

const say = (
  ctx: OpsContext,
  d: {
    id: number;
    currency: string;
    chain: string;
    tx_hash: string;
    amount: string;
    status: string;
    confirmations: number;
    required_confirmations: number;
  },
) =>
  ctx.say(
    `deposit ${d.id}\t${d.amount} ${d.currency}\t${d.chain}\ttx ${d.tx_hash}\t${d.status} (${d.confirmations}/${d.required_confirmations} confirmations)`,
  );

/**
 * `npm run ops -- deposit …`: a deposit as a network reports it (same service as the chain watcher
 * would call). Without --confirmations it arrives with all it needs and is credited at once.
 */
export const depositArea: OpsArea = {
  name: 'deposit',
  summary: 'record and confirm deposits (credited once per chain and transaction)',
  fallback: {
    usage: '<email> <currency> <amount> [--chain TRX|ETH|BSC|BTC|BANK] [--tx hash] [--confirmations N]',
    summary: "record a deposit (default: the currency's first network, a new tx hash, fully confirmed)",
    async run(ctx, argv) {
      const line = parseLine(ctx, argv, { chain: { type: 'string' }, tx: { type: 'string' }, confirmations: { type: 'string' } });
      if (line === undefined) return 2;
      const { positionals, values } = line;
      const [email, currency, rawAmount, ...extra] = positionals;
      if (email === undefined || currency === undefined || extra.length > 0) {
        ctx.say('usage: deposit <email> <currency> <amount> [--chain C] [--tx hash] [--confirmations N]');
        return 2;
      }
      const amount = amountArg(ctx, rawAmount);
      if (amount === undefined) return 2;
      const confirmations = values.confirmations === undefined ? undefined : Number(values.confirmations);
      if (confirmations !== undefined && !(Number.isInteger(confirmations) && confirmations >= 0)) {
        ctx.say('--confirmations must be a whole number');
        return 2;
      }
      const uid = await uidOfEmail(ctx, email);
      if (uid === undefined) return 1;
      const upper = currency.toUpperCase();
      const chain = values.chain?.toUpperCase() ?? WALLET_CURRENCIES[upper]?.[0]?.chain ?? 'BANK';
      const required = chain in CHAINS ? CHAINS[chain as keyof typeof CHAINS].confirmations : 0;
      return refusalsSaid(ctx, async () => {
        const deposit = await recordDeposit(
          ctx.db,
          { uid, currency: upper, chain, amount, confirmations: confirmations ?? required, ...(values.tx ? { txHash: values.tx } : {}) },
          ctx.nowMs,
        );
        say(ctx, deposit);
        return 0;
      });
    },
  },
  commands: {
    confirm: {
      usage: 'confirm <chain> <tx> [--confirmations N]',
      summary: 'the network reports more confirmations (default: all needed); credits once it has them',
      async run(ctx, argv) {
        const line = parseLine(ctx, argv, { confirmations: { type: 'string' } });
        if (line === undefined) return 2;
        const { positionals, values } = line;
        const [chain, tx, ...extra] = positionals;
        const confirmations = values.confirmations === undefined ? undefined : Number(values.confirmations);
        if (
          chain === undefined ||
          tx === undefined ||
          extra.length > 0 ||
          (confirmations !== undefined && !Number.isInteger(confirmations))
        ) {
          ctx.say('usage: deposit confirm <chain> <tx> [--confirmations N]');
          return 2;
        }
        return refusalsSaid(ctx, async () => {
          say(
            ctx,
            await confirmDeposit(
              ctx.db,
              { chain: chain.toUpperCase(), txHash: tx, ...(confirmations === undefined ? {} : { confirmations }) },
              ctx.nowMs,
            ),
          );
          return 0;
        });
      },
    },
    list: {
      usage: 'list',
      summary: 'deposits waiting for confirmations',
      async run(ctx) {
        const pending = await listPendingDeposits(ctx.db);
        if (pending.length === 0) ctx.say('no pending deposits');
        for (const d of pending)
          ctx.say(`${d.email}\t${d.amount} ${d.currency}\t${d.chain}\ttx ${d.tx_hash}\t${d.confirmations}/${d.required_confirmations}`);
        return 0;
      },
    },
  },
};
