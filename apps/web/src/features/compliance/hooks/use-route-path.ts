'use client';

import { resolveLocaleRoute } from '@ex/sites';
import { usePublicPath } from '@/lib/browser';
import { useSite } from '@/core/site/site-context';

/** The route path without locale prefix or query (e.g. '/login' for '/ja/login?x=1'); null on the server. */
export function useRoutePath(): string | null {
  const { site } = useSite();
  const publicPath = usePublicPath();
  if (publicPath === null) return null;
  const route = resolveLocaleRoute(site, publicPath.split('?')[0] ?? '/');
  return route.kind === 'serve' ? route.path : null;
}
