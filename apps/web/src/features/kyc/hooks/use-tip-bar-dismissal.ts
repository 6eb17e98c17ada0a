'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key of the "done" mark, per user (§4.12 "The close icon marks it done"). */
export const tipBarDoneKey = (uid: number) => `kyc_tip_bar_done:${uid}`;
const CHANGE_EVENT = 'kyc-tip-bar-change';
/** Marks made in this page, for when storage is unavailable. */
const closedHere = new Set<string>();

function read(key: string): boolean {
  if (closedHere.has(key)) return true;
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * Whether this user closed the tip bar, and the close action. The mark survives reloads and other
 * tabs follow it (storage event). Where storage is unavailable the close lasts for this page only.
 * On the server (static pages) it reads as dismissed, so the bar never flashes before hydration.
 */
export function useTipBarDismissal(uid: number): { dismissed: boolean; dismiss: () => void } {
  const key = tipBarDoneKey(uid);
  const dismissed = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => true,
  );
  const dismiss = useCallback(() => {
    closedHere.add(key);
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // Private mode or storage full: the in-page mark above still hides it.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, [key]);
  return { dismissed, dismiss };
}
