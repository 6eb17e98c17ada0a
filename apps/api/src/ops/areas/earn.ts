import { parseArgs } from 'node:util';
import { accrueInterest } from '../../services/earn/positions';
import type { OpsArea } from '../registry';

/**
 * `npm run ops -- earn accrue [--now ISO]` (also `POST /api/operator/ops`): runs the simple-earn
 * scheduler on demand. `--now` advances its clock (e.g. to pay tomorrow's interest in a test);
 * each position's day is paid once whatever the clock and however often it runs.
 */
export const earnArea: OpsArea = {
  name: 'earn',
  summary: 'simple-earn positions: run the interest accrual and maturity payouts now',
  commands: {
    accrue: {
      usage: 'accrue [--now ISO-8601 time]',
      summary: 'pay every due interest day and every matured fixed term (idempotent per position and day)',
      async run(ctx, argv) {
        let nowMs = ctx.nowMs;
        try {
          const { values, positionals } = parseArgs({ args: [...argv], allowPositionals: true, options: { now: { type: 'string' } } });
          if (positionals.length > 0) throw new Error('no positional arguments');
          if (values.now !== undefined) {
            nowMs = Date.parse(values.now);
            if (!Number.isFinite(nowMs) || !/^\d{4}-\d{2}-\d{2}T/.test(values.now)) throw new Error('bad --now');
          }
        } catch {
          ctx.say('usage: earn accrue [--now 2026-01-16T12:00:00Z]');
          return 2;
        }
        const result = await accrueInterest(ctx.db, nowMs);
        ctx.say(
          `accrued ${result.days} interest day(s) on ${result.positions} position(s); ${result.matured} fixed term(s) paid out at ${new Date(nowMs).toISOString()}`,
        );
        return 0;
      },
    },
  },
};
