'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Locale, SiteKey } from '@ex/sites';
import { SessionGate } from '@/core/session/session-gate';
import { SiteProvider } from '@/core/site/site-context';

export function Providers({ site, locale, children }: { site: SiteKey; locale: Locale; children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <SiteProvider site={site} locale={locale}>
        <SessionGate>{children}</SessionGate>
      </SiteProvider>
    </QueryClientProvider>
  );
}
