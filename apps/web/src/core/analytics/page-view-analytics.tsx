'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { beginPageView } from '@/lib/analytics';
import { installInteractionTracking } from '@/lib/analytics-interactions';

/** Starts a page view on every navigation (the per-view budget, §9) and listens for interactions (§7). */
export function PageViewAnalytics() {
  const pathname = usePathname();
  useEffect(() => {
    beginPageView();
  }, [pathname]);
  useEffect(() => installInteractionTracking(document), []);
  return null;
}
