import { COLLECT_PATH } from '@ex/contracts';
import { clientLogger } from './client-logger';

export type AnalyticsProps = Record<string, string | number>;

/**
 * Records a named event (§7: kyc_upgrade_kyc2_verify_now, common_kyc_event, …). A plain collector
 * call: `navigator.sendBeacon` when available (it survives navigation), else a keepalive fetch.
 * It never throws and never blocks the caller; a failure is only logged.
 */
export function track(event: string, props: AnalyticsProps = {}): void {
  if (typeof window === 'undefined') return;
  try {
    const body = JSON.stringify({ event, props, path: window.location.pathname, ts: Date.now() });
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(COLLECT_PATH, new Blob([body], { type: 'application/json' }))) return;
    }
    void fetch(COLLECT_PATH, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => clientLogger.warn(`analytics: ${event} not delivered`));
  } catch {
    clientLogger.warn(`analytics: ${event} not delivered`);
  }
}
