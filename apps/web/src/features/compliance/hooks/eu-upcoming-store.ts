'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the §8 "Stay tuned! This feature is upcoming" modal is open. The header's navigation
 * opens it (useEuFeatureGuard); the compliance modal host shows it in its turn.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openEuUpcoming = () => set(true);
export const closeEuUpcoming = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useEuUpcomingOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
