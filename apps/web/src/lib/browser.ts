'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { pageCookieAttributes, type CookieName } from '@ex/contracts';
import { COOKIES, isInApp } from '@ex/sites';

/** Reads a cookie in the browser; undefined on the server. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match === undefined ? undefined : decodeURIComponent(match.slice(name.length + 1));
}

/**
 * Writes a first-party cookie with the attributes of its entry in COOKIE_POLICIES (Path=/, SameSite=Lax,
 * its Max-Age, and Secure whenever the page is on https). `policy` names the entry when the cookie's
 * own name comes from the server (the risk-user notice's key).
 */
export function writeCookie(name: string, value: string, policy: CookieName = name as CookieName) {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${pageCookieAttributes(policy, window.location.protocol === 'https:')}`;
}

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/**
 * The path the visitor sees in the address bar (with its locale prefix), or null while rendering on
 * the server. Pages are rendered under internal /{site}/{locale} segments, so the router's own
 * pathname is not the public one during static generation.
 */
export function usePublicPath(): string | null {
  // Subscribing to the router's pathname re-renders on client-side navigation.
  usePathname();
  return useSyncExternalStore(
    subscribeToHistory,
    () => window.location.pathname + window.location.search,
    () => null,
  );
}

const noSubscription = () => () => undefined;

/** §4.10: inside the native app (cookie `phone`=1). False while rendering on the server and on the web. */
export function useInApp(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => isInApp(readCookie(COOKIES.phone)),
    () => false,
  );
}
