'use client';

import { useSyncExternalStore } from 'react';

/** localStorage (kept across visits) or sessionStorage (this tab, until it closes). */
export type StorageArea = 'local' | 'session';

const CHANGE_EVENT = 'compliance-storage-change';
/** Values written in this page when storage is unavailable (private mode, quota), so a dismissal still holds. */
const memory = new Map<string, string>();

function storageOf(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored string, or null (also on the server and when storage throws). */
export function readStored(area: StorageArea, key: string): string | null {
  if (typeof window === 'undefined') return null;
  const fallback = memory.get(`${area}:${key}`) ?? null;
  const storage = storageOf(area);
  if (storage === null) return fallback;
  try {
    return storage.getItem(key);
  } catch {
    return fallback;
  }
}

/** A stored millisecond stamp, or null when missing or not a finite number. */
export function readStamp(area: StorageArea, key: string): number | null {
  const raw = readStored(area, key);
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Stores a value and tells every {@link useStoredValue} in this page. Never throws. */
export function writeStored(area: StorageArea, key: string, value: string): void {
  memory.set(`${area}:${key}`, value);
  try {
    storageOf(area)?.setItem(key, value);
  } catch {
    // Quota or private mode: the in-page copy above still holds for this page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** A stored value that re-renders when it changes (this page or, for localStorage, another tab); null on the server. */
export function useStoredValue(area: StorageArea, key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStored(area, key),
    () => null,
  );
}
