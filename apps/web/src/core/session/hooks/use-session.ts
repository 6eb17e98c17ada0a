'use client';

import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@ex/contracts';
import { canLoadTrialVip, isLoggedInFromCookies, pageKindOfPath, shouldRequestUserInfo } from '@ex/domain';
import { COOKIES, SITES, resolveLocaleRoute } from '@ex/sites';
import { browserClient } from '@/core/api/api-client';
import { readCookie, usePublicPath } from '@/lib/browser';
import { useSite } from '@/core/site/site-context';
import { useIsNotFound } from '../page-kind-store';
import { useSessionGateOpen } from '../session-gate';
import { totalFundsQueryOptions, userInfoQueryOptions, userTierQueryOptions } from '../api/get-user-info';

export type Session =
  { readonly status: 'loading' } | { readonly status: 'logged-out' } | { readonly status: 'logged-in'; readonly user: UserInfo };

/**
 * §4.1 session loading: loading, then logged in with user info, or logged out. User info is not
 * requested on the pages §4.1 lists, nor on /login when the server's uid/nickname cookies say the
 * visitor is logged out (they only skip a request; identity always comes from the session).
 */
export function useSession(): Session {
  const { site } = useSite();
  const publicPath = usePublicPath();
  const gateOpen = useSessionGateOpen();
  const isNotFound = useIsNotFound();
  const path = publicPath === null ? null : resolveLocaleRoute(site, publicPath.split('?')[0] ?? '/');
  const enabled =
    gateOpen &&
    path !== null &&
    path.kind === 'serve' &&
    shouldRequestUserInfo({
      page: isNotFound ? 'not-found' : pageKindOfPath(path.path),
      serverSaysLoggedIn: isLoggedInFromCookies({ uid: readCookie(COOKIES.uid), nickname: readCookie(COOKIES.nickname) }),
    });
  const query = useQuery({ ...userInfoQueryOptions(browserClient), enabled });

  if (publicPath === null || !gateOpen) return { status: 'loading' };
  if (!enabled) return { status: 'logged-out' };
  if (query.isPending) return { status: 'loading' };
  const user = query.data;
  return user && user.is_login && user.uid > 0 ? { status: 'logged-in', user } : { status: 'logged-out' };
}

/** Total funds of the signed-in user (§8 falls back to 0). */
export function useTotalFunds(enabled: boolean) {
  return useQuery({ ...totalFundsQueryOptions(browserClient), enabled });
}

/** §4.1 "Trial VIP tier is loaded only on the main site when logged in". */
export function useTrialVip(session: Session) {
  const { site } = useSite();
  const enabled = canLoadTrialVip({ isMainSite: SITES[site].loadsTrialVip, isLoggedIn: session.status === 'logged-in' });
  return useQuery({ ...userTierQueryOptions(browserClient), enabled });
}
