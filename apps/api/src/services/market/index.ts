import { createGateMarket, type FetchLike } from './gate-source';
import type { MarketConfig } from './config';
import type { MarketScheduler } from './scheduler';
import { createSimulatedMarket } from './sim-source';
import type { MarketSources } from './types';

export type { MarketSource, MarketSources } from './types';
export { readMarketConfig, type MarketConfig } from './config';
export { createSimulatedMarket, LISTED_AT } from './sim-source';
export { createGateMarket } from './gate-source';
export { createManualScheduler, intervalScheduler, type MarketScheduler } from './scheduler';
export { UnknownSymbolError, UnsupportedRequestError, UpstreamError } from './errors';

export interface MarketSourceDeps {
  readonly now: () => number;
  /** Default: the global fetch. */
  readonly fetch?: FetchLike;
  readonly scheduler?: MarketScheduler;
  /** A failed poll or a throwing tick listener. */
  readonly onError?: (error: unknown, symbol: string) => void;
}

/** The configured market-data source (MARKET_DATA): simulated by default, or Gate.io. */
export function createMarketSources(config: MarketConfig, deps: MarketSourceDeps): MarketSources {
  if (config.source === 'gate') {
    return createGateMarket({
      baseUrl: config.gateApiBase,
      fetch: deps.fetch ?? ((url, init) => fetch(url, init)),
      now: deps.now,
      scheduler: deps.scheduler,
      onError: deps.onError,
    });
  }
  return createSimulatedMarket({ now: deps.now, scheduler: deps.scheduler, onError: deps.onError });
}
