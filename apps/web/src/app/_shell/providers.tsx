'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import type { Locale, SiteKey } from '@ex/sites';
import { SessionGate } from '@/core/session/session-gate';
import { SiteProvider } from '@/core/site/site-context';

// Trusted Types (and the CSP without 'unsafe-eval'): zod's check for a JIT calls `Function('')`,
// which the page refuses with a console error. Jitless parsing never asks.
z.config({ jitless: true });

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
