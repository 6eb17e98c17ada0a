'use client';

import { useSyncExternalStore } from 'react';
import { readCookie } from '@/lib/browser';

/** §7 cookie `phone`: 1 inside the mobile app's web view. */
export const IN_APP_COOKIE = 'phone';

const noSubscription = () => () => {};

/** True inside the app (cookie `phone`=1); false on the server and on the web. */
export function useInApp(): boolean {
  return useSyncExternalStore(noSubscription, () => readCookie(IN_APP_COOKIE) === '1', () => false);
}
