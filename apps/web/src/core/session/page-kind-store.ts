'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the current page is the 404. The App Router renders not-found.tsx without telling the
 * layout, so the 404 view marks it here and the session hook reads it (§4.1: no user info on 404).
 */
let notFound = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (notFound === value) return;
  notFound = value;
  listeners.forEach((fn) => fn());
}

export const markNotFound = () => set(true);
export const clearNotFound = () => set(false);

export function useIsNotFound(): boolean {
  return useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => notFound,
    () => false,
  );
}
