import { COLLECT_PATH, type CollectEvent } from '@ex/contracts';
import {
  ANALYTICS_LIMITS,
  CONSENT_COOKIE,
  EMPTY_VIEW_COUNTS,
  admitEvent,
  canLoadAnalytics,
  resolveConsent,
  type AnalyticsKind,
  type CookieConsent,
} from '@ex/domain';
import { clientLogger } from './client-logger';

export type AnalyticsProps = Record<string, string | number>;

interface Queued {
  readonly view: string;
  readonly event: CollectEvent;
}

/** Events recorded before the visitor chose; sent on "accept all", dropped on "accept necessary". */
const waiting: Queued[] = [];
/** A page that never gets an answer must not grow the queue without bound. */
const MAX_WAITING = 50;
/** Admitted events with consent, sent in batches (sendBeacon). */
const pending: Queued[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function newViewId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let view = '';
let counts = EMPTY_VIEW_COUNTS;
let capWarned = false;

/**
 * A new page view (called on every navigation): a new view id and a fresh per-view budget (§9
 * "Monitoring custom-event cap: 10 per view"). What the last view queued still goes out under its id.
 */
export function beginPageView(): void {
  view = newViewId();
  counts = EMPTY_VIEW_COUNTS;
  capWarned = false;
}

function currentConsent(): CookieConsent | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${CONSENT_COOKIE}=`;
  const match = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return resolveConsent(match?.slice(prefix.length));
}

function beacon(body: string): void {
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
    }).catch(() => clientLogger.warn('analytics: a batch was not delivered'));
  } catch {
    clientLogger.warn('analytics: a batch was not delivered');
  }
}

/** Sends everything pending now, one beacon per view and per batch of at most 20 events. */
export function flushAnalytics(): void {
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  const all = pending.splice(0, pending.length);
  const byView = new Map<string, CollectEvent[]>();
  for (const { view: id, event } of all) byView.set(id, [...(byView.get(id) ?? []), event]);
  for (const [id, events] of byView) {
    for (let i = 0; i < events.length; i += ANALYTICS_LIMITS.batchMax) {
      beacon(JSON.stringify({ view: id, events: events.slice(i, i + ANALYTICS_LIMITS.batchMax) }));
    }
  }
}

function listenForPageHide(): void {
  if (listening || typeof document === 'undefined' || typeof document.addEventListener !== 'function') return;
  listening = true;
  // A hidden page may never come back: what is pending goes out now (sendBeacon survives unload).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
}

function enqueue(entries: readonly Queued[]): void {
  pending.push(...entries);
  listenForPageHide();
  if (pending.length >= ANALYTICS_LIMITS.batchMax) flushAnalytics();
  else if (flushTimer === undefined) flushTimer = setTimeout(flushAnalytics, ANALYTICS_LIMITS.flushAfterMs);
}

/**
 * Records an event: a named one (§7: kyc_upgrade_kyc2_verify_now, common_kyc_event, …; kind
 * 'custom') or an interaction (click, hover, open, close). Within the page view's budget it is
 * batched and sent with `navigator.sendBeacon` (a keepalive fetch without it) after 5 s, at 20
 * events, or when the page is hidden. It never throws and never blocks the caller.
 *
 * Analytics waits for consent (issue 3): nothing is sent until the visitor chose "accept all" in
 * the cookies prompt. Until they choose, events wait in memory (at most 50); "accept necessary"
 * drops them.
 */
export function track(event: string, props: AnalyticsProps = {}, kind: AnalyticsKind = 'custom'): void {
  if (typeof window === 'undefined') return;
  if (view === '') beginPageView();
  const step = admitEvent(counts, kind);
  counts = step.counts;
  if (!step.admit) {
    if (!capWarned) clientLogger.warn(`analytics: this page view's ${kind === 'custom' ? 'named' : 'interaction'} event budget is spent`);
    capWarned = true;
    return;
  }
  const entry: Queued = { view, event: { event, kind, props, path: window.location.pathname, ts: Date.now() } };
  const consent = currentConsent();
  if (canLoadAnalytics(consent)) enqueue([entry]);
  else if (consent === null && waiting.length < MAX_WAITING) waiting.push(entry);
}

/**
 * Called by the cookies prompt once the visitor chose: "all" sends what waited, "necessary" drops it.
 */
export function applyAnalyticsConsent(consent: CookieConsent): void {
  const queued = waiting.splice(0, waiting.length);
  if (!canLoadAnalytics(consent) || queued.length === 0) return;
  enqueue(queued);
  flushAnalytics();
}
