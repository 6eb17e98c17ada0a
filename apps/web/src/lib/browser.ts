'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { COOKIES, isInApp } from '@ex/sites';

/** Reads a cookie in the browser; undefined on the server. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match === undefined ? undefined : decodeURIComponent(match.slice(name.length + 1));
}

/** Writes a first-party cookie: Path=/, SameSite=Lax, and Secure whenever the page is on https. */
export function writeCookie(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 365) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
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
