import type { AppDeps } from '../../deps';
import { describeError } from '../../logger';
import { createSimulatedMarket } from '../market';
import type { LedgerContext } from './context';
import { createLedgerMatcher, type LedgerMatcher } from './matcher';

export { listBalances } from './balances';
export { cancelOrder, listFills, listOrders, placeOrder, type Watch } from './orders';
export { closePosition, liquidations, listPositions, reversePosition, setTpsl } from './positions';
export { createAlert, deleteAlert, listAlerts, listNotifications, readNotifications } from './alerts';
export type { LedgerContext } from './context';
export type { LedgerMatcher } from './matcher';

export interface Ledger {
  readonly ctx: LedgerContext;
  readonly matcher: LedgerMatcher;
}

/**
 * The paper-trading ledger of one app: its context (deps.market — else the simulated market on
 * deps.now —, deps.stream for events) and its tick matcher, resumed from the database in the
 * background (a failure is logged; the next placement or alert watches its symbol again).
 */
export function createLedger(deps: AppDeps): Ledger {
  const sources =
    deps.market ??
    createSimulatedMarket({
      now: deps.now,
      onError: (error, symbol) => deps.logger.warn({ symbol, error: describeError(error) }, 'market tick listener failed'),
    });
  const ctx: LedgerContext = { db: deps.db, sources, now: deps.now, logger: deps.logger, ...(deps.stream ? { stream: deps.stream } : {}) };
  const matcher = createLedgerMatcher(ctx);
  matcher.resume().catch((error: unknown) => deps.logger.warn({ error: describeError(error) }, 'ledger: resuming the tick matcher failed'));
  return { ctx, matcher };
}
