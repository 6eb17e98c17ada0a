'use client';

import { useCallback, useEffect } from 'react';
import { loginRedirectFor } from '@ex/sites';
import { useSession, type Session } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';

/** Sends the visitor to /login with this page as the return path (401 or no session). */
export function useLoginRedirect(): () => void {
  const { site, locale } = useSite();
  return useCallback(() => {
    window.location.replace(loginRedirectFor(site, locale, window.location.pathname + window.location.search));
  }, [site, locale]);
}

/**
 * The session of a personal page. proxy.ts already sends visitors without a session cookie to
 * /login; this also does when the session turns out to be invalid (the API answers 401).
 */
export function useRequiredSession(): Session {
  const session = useSession();
  const toLogin = useLoginRedirect();
  useEffect(() => {
    if (session.status === 'logged-out') toLogin();
  }, [session.status, toLogin]);
  return session;
}
