import type { Database } from '@ex/db';
import { describeError, type Logger } from '../../logger';
import { accrueInterest } from './positions';

/** How often the API process runs the accrual: days fall due at any minute (24 h after each subscription). */
export const EARN_ACCRUAL_INTERVAL_MS = 5 * 60_000;

/**
 * Runs {@link accrueInterest} every `intervalMs` in the API process (one run at a time; a slow run
 * delays the next instead of overlapping it). Safe with several API processes: each day of each
 * position is paid once whoever runs it. Returns a stop function.
 */
export function startEarnScheduler(options: { db: Database; logger: Logger; now: () => number; intervalMs?: number }): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await accrueInterest(options.db, options.now());
      if (result.days > 0 || result.matured > 0) options.logger.info(result, 'earn accrual');
    } catch (error) {
      options.logger.error({ error: describeError(error) }, 'earn accrual failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? EARN_ACCRUAL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
