'use client';

import { useEffect } from 'react';
import { loginRedirectFor, type Locale, type SiteKey } from '@ex/sites';
import { useSession } from '@/features/session/hooks/use-session';
import { useSite } from '@/features/site/site-context';

/** Sends the visitor to the localized /login, with the current page as return path. */
export function redirectToLogin(site: SiteKey, locale: Locale) {
  window.location.assign(loginRedirectFor(site, locale, window.location.pathname + window.location.search));
}

/**
 * The session of a restricted page. proxy.ts already sends visitors without a session cookie to
 * /login; this does the same when the cookie turns out to be stale.
 */
export function useSignedIn() {
  const { site, locale } = useSite();
  const session = useSession();
  useEffect(() => {
    if (session.status === 'logged-out') redirectToLogin(site, locale);
  }, [session.status, site, locale]);
  return session;
}
