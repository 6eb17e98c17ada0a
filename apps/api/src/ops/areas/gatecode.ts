import type { OpsArea } from '../registry';
import { createGateCode } from '../../services/wallet/gate-codes';
import { amountArg, refusalsSaid, parseLine } from './wallet-shared';

const DAY_MS = 86_400_000;

/** `npm run ops -- gatecode create …`: deposit codes for /myaccount/deposit_gatecode. */
export const gatecodeArea: OpsArea = {
  name: 'gatecode',
  summary: 'deposit codes (redeemed once on /myaccount/deposit_gatecode)',
  commands: {
    create: {
      usage: 'create <currency> <amount> [--days N]',
      summary: 'a new code for amount of currency, valid N days (default 30); prints the code',
      async run(ctx, argv) {
        const line = parseLine(ctx, argv, { days: { type: 'string' } });
        if (line === undefined) return 2;
        const { positionals, values } = line;
        const [currency, rawAmount, ...extra] = positionals;
        const days = values.days === undefined ? 30 : Number(values.days);
        if (currency === undefined || extra.length > 0 || !(days > 0 && days <= 3650)) {
          ctx.say('usage: gatecode create <currency> <amount> [--days N]   (N from 1 to 3650, fractions allowed)');
          return 2;
        }
        const amount = amountArg(ctx, rawAmount);
        if (amount === undefined) return 2;
        return refusalsSaid(ctx, async () => {
          const code = await createGateCode(ctx.db, { currency: currency.toUpperCase(), amount, validMs: days * DAY_MS }, ctx.nowMs);
          ctx.say(`${code.code}\t${code.amount} ${code.currency}\texpires ${code.expiresAt.toISOString()}`);
          return 0;
        });
      },
    },
  },
};
