import type { Market, Resolution } from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/** Bars the chart loads per resolution change (the API caps at 2000). */
export const CHART_HISTORY_BARS = 1000;

/** GET market/candles: the history the chart draws before live bars arrive; a failure draws no bars (§8 fallback). */
export function getCandles(client: Pick<HttpClient, 'get'>, market: Market, symbol: string, resolution: Resolution) {
  return fetchEndpoint(client, 'marketCandles', { market, symbol, resolution, limit: String(CHART_HISTORY_BARS) });
}
