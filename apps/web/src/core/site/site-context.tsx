'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Locale, SiteKey } from '@ex/sites';

export interface SiteContextValue {
  readonly site: SiteKey;
  readonly locale: Locale;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ site, locale, children }: SiteContextValue & { children: ReactNode }) {
  return <SiteContext.Provider value={{ site, locale }}>{children}</SiteContext.Provider>;
}

/** The sub-site and locale this page was rendered for. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside SiteProvider');
  return value;
}
