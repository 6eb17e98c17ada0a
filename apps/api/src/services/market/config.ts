/** Which market-data source the API serves. */
export const MARKET_DATA_SOURCES = ['simulated', 'gate'] as const;
export type MarketDataSource = (typeof MARKET_DATA_SOURCES)[number];

export const DEFAULT_GATE_API_BASE = 'https://api.gateio.ws/api/v4';

export interface MarketConfig {
  readonly source: MarketDataSource;
  /** Only read by the gate source. */
  readonly gateApiBase: string;
}

/**
 * MARKET_DATA (simulated: the deterministic simulated market; gate: Gate.io's public REST API v4)
 * and GATE_API_BASE (https://api.gateio.ws/api/v4). Throws naming the variable on a bad value, so a
 * misconfiguration stops start-up.
 * @example readMarketConfig({}).source === 'simulated'
 */
export function readMarketConfig(env: Record<string, string | undefined> = process.env): MarketConfig {
  const source = (env.MARKET_DATA?.trim().toLowerCase() || 'simulated') as MarketDataSource;
  if (!MARKET_DATA_SOURCES.includes(source)) throw new Error(`MARKET_DATA must be one of ${MARKET_DATA_SOURCES.join(', ')}`);
  const base = env.GATE_API_BASE?.trim() || DEFAULT_GATE_API_BASE;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error('GATE_API_BASE must be an http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('GATE_API_BASE must be an http(s) URL');
  return { source, gateApiBase: base.replace(/\/+$/, '') };
}
