'use client';

import { useSyncExternalStore } from 'react';
import { readCookie } from '@/lib/browser';
import { IN_APP_COOKIE, isInApp } from '../rules';

const noSubscription = () => () => undefined;

/** §4.10: inside the native app (cookie phone=1). False while rendering on the server. */
export function useInApp(): boolean {
  return useSyncExternalStore(noSubscription, () => isInApp(readCookie(IN_APP_COOKIE)), () => false);
}
