'use client';

import { resolveLocaleRoute } from '@ex/sites';
import { usePublicPath } from '@/lib/browser';
import { useSite } from '../site-context';

/**
 * The page's path without its locale prefix or query (`/zh/myaccount/security?x` → `/myaccount/security`),
 * or null while rendering on the server.
 */
export function useSitePath(): string | null {
  const { site } = useSite();
  const publicPath = usePublicPath();
  if (publicPath === null) return null;
  const route = resolveLocaleRoute(site, publicPath.split('?')[0] ?? '/');
  return route.kind === 'serve' ? route.path : null;
}
