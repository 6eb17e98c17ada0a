import { queryOptions } from '@tanstack/react-query';
import { STREAM_LIMITS, type Depth, type Market } from '@ex/contracts';
import { applyDepthFrame } from '@ex/domain';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/** As many levels as a stream depth update carries, so a poll and a stream frame show the same book. */
export const DEPTH_LEVELS = STREAM_LIMITS.depthLevels;

/**
 * GET /api/web/v1/market/depth?symbol&market&limit — the top levels of the book (bids highest
 * first, asks lowest first); a failed request is the §8 fallback, an empty book.
 */
export function getDepth(client: Pick<HttpClient, 'get'>, market: Market, symbol: string, limit: number = DEPTH_LEVELS) {
  return fetchEndpoint(client, 'marketDepth', { market, symbol, limit: String(limit) });
}

export const depthQueryKey = (market: Market, symbol: string) => ['market-depth', market, symbol.toUpperCase()] as const;

export const depthQueryOptions = (client: Pick<HttpClient, 'get'>, market: Market, symbol: string) =>
  queryOptions({
    queryKey: depthQueryKey(market, symbol),
    queryFn: () => getDepth(client, market, symbol),
    staleTime: 0,
    // Polls and stream frames are both full snapshots: the newer one wins (applyDepthFrame), so a
    // slow poll or the empty fallback (time 0) never replaces a fresher book.
    structuralSharing: (previous: unknown, next: unknown) => applyDepthFrame(previous as Depth | undefined, next as Depth),
  });
