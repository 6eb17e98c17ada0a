'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { CONSENT_COOKIE, resolveConsent, type CookieConsent } from '@ex/domain';
import { applyAnalyticsConsent } from '@/lib/analytics';
import { readCookie, writeCookie } from '@/lib/browser';

const CHANGE_EVENT = 'cookie-consent-change';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/**
 * The visitor's cookie choice ('necessary' | 'all'), 'unset' before they chose, 'unknown' on the
 * server (the prompt never renders there, so it cannot flash on a static page). `choose` stores the
 * choice in a cookie for 180 days and releases or drops the analytics that waited.
 */
export function useCookieConsent(): { consent: CookieConsent | 'unset' | 'unknown'; choose: (consent: CookieConsent) => void } {
  const consent = useSyncExternalStore(
    subscribe,
    () => resolveConsent(readCookie(CONSENT_COOKIE)) ?? 'unset',
    () => 'unknown' as const,
  );
  const choose = useCallback((next: CookieConsent) => {
    writeCookie(CONSENT_COOKIE, next);
    applyAnalyticsConsent(next);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return { consent, choose };
}
