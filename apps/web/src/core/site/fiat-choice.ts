'use client';

import { useSyncExternalStore } from 'react';
import { COOKIES } from '@ex/sites';
import { readCookie, writeCookie } from '@/lib/browser';

// The display currency the visitor chose is kept in the `curr_fiat` cookie (§3; the settings call
// reads it too). Components subscribe here, so a choice in the header reaches every estimate at once.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The fiat chosen in this browser (`curr_fiat` cookie); undefined before any choice and on the server. */
export function useChosenFiat(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readCookie(COOKIES.fiat),
    () => undefined,
  );
}

/** Keeps `code` as the display currency and tells every estimate on the page. */
export function chooseFiat(code: string): void {
  writeCookie(COOKIES.fiat, code);
  for (const listener of listeners) listener();
}
