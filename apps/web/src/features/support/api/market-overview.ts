import { MARKET_OVERVIEW_DEFAULT, MARKET_OVERVIEW_PATH, envelope, marketOverviewSchema, type MarketOverview } from '@ex/contracts';
import type { EndpointClient } from '@/core/api/fetch-endpoint';

const overviewEnvelope = envelope(marketOverviewSchema);

/**
 * GET /api/web/v1/market/overview for /crypto-market-data; a failure or a malformed answer is the
 * empty overview (the page's empty state, and a short cache life through `onFallback`).
 */
export async function getMarketOverview(client: EndpointClient): Promise<MarketOverview> {
  try {
    const parsed = overviewEnvelope.safeParse(await client.get<unknown>(MARKET_OVERVIEW_PATH));
    if (parsed.success && parsed.data.code === 0) return parsed.data.data;
  } catch {
    // Fall through to the fallback.
  }
  await client.onFallback?.();
  return MARKET_OVERVIEW_DEFAULT;
}
