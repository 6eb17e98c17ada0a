'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { isLocale } from '@ex/sites';
import { createDisplayFormat, type DisplayFormat } from './display-format';

const noSubscription = () => () => undefined;
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The page's formatter (see display-format.ts) in the current locale. Dates are shown in the
 * browser's own time zone; while rendering on the server (static HTML) in UTC, so the server never
 * writes a zone the visitor does not live in.
 */
export function useDisplayFormat(): DisplayFormat {
  const locale = useLocale();
  const timeZone = useSyncExternalStore(noSubscription, browserTimeZone, () => 'UTC');
  return createDisplayFormat(isLocale(locale) ? locale : 'en', timeZone);
}
export type { DisplayFormat } from './display-format';
