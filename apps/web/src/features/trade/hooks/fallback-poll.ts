import type { ChannelStatus } from '@/lib/stream/use-stream';

/**
 * While a stream subscription is not live (connecting, reconnecting, refused), the REST query is
 * polled this often so the panel does not freeze; once live, the stream alone keeps it current.
 */
export const FALLBACK_POLL_MS = 3_000;

/** react-query's `refetchInterval` for a panel fed by the stream channel in `status`. */
export function fallbackPollInterval(status: ChannelStatus): number | false {
  return status === 'live' ? false : FALLBACK_POLL_MS;
}
