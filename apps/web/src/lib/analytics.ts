import { COLLECT_PATH } from '@ex/contracts';
import { CONSENT_COOKIE, canLoadAnalytics, resolveConsent, type CookieConsent } from '@ex/domain';
import { clientLogger } from './client-logger';

export type AnalyticsProps = Record<string, string | number>;

/** Events recorded before the visitor chose; sent on "accept all", dropped on "accept necessary". */
const waiting: string[] = [];
/** A page that never gets an answer must not grow the queue without bound. */
const MAX_WAITING = 50;

function currentConsent(): CookieConsent | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${CONSENT_COOKIE}=`;
  const match = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return resolveConsent(match?.slice(prefix.length));
}

function send(event: string, body: string): void {
  try {
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

/**
 * Records a named event (§7: kyc_upgrade_kyc2_verify_now, common_kyc_event, …). A plain collector
 * call: `navigator.sendBeacon` when available (it survives navigation), else a keepalive fetch.
 * It never throws and never blocks the caller; a failure is only logged.
 *
 * Analytics waits for consent (issue 3): nothing is sent until the visitor chose "accept all" in
 * the cookies prompt. Until they choose, events wait in memory (at most 50); "accept necessary"
 * drops them.
 */
export function track(event: string, props: AnalyticsProps = {}): void {
  if (typeof window === 'undefined') return;
  let body: string;
  try {
    body = JSON.stringify({ event, props, path: window.location.pathname, ts: Date.now() });
  } catch {
    clientLogger.warn(`analytics: ${event} not delivered`);
    return;
  }
  const consent = currentConsent();
  if (canLoadAnalytics(consent)) send(event, body);
  else if (consent === null && waiting.length < MAX_WAITING) waiting.push(body);
}

/**
 * Called by the cookies prompt once the visitor chose: "all" sends what waited, "necessary" drops it.
 */
export function applyAnalyticsConsent(consent: CookieConsent): void {
  const queued = waiting.splice(0, waiting.length);
  if (!canLoadAnalytics(consent)) return;
  for (const body of queued) send('queued', body);
}
