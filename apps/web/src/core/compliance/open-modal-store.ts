'use client';

import { useSyncExternalStore } from 'react';

/**
 * How many compliance modals are open (0 or 1: the host shows one at a time). Other features'
 * modals (the KYC prompts) can wait for 0 with {@link useComplianceModalOpen} so modals never stack.
 */
let openCount = 0;
const listeners = new Set<() => void>();

function change(delta: number) {
  openCount = Math.max(0, openCount + delta);
  for (const listener of listeners) listener();
}

/** Called by ComplianceDialog while it is mounted; returns the matching release. */
export function registerOpenComplianceModal(): () => void {
  change(1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    change(-1);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while a compliance modal is on screen; false on the server. */
export function useComplianceModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openCount > 0,
    () => false,
  );
}
