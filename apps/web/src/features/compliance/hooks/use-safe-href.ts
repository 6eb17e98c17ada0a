'use client';

import { useCallback } from 'react';
import { isLocale, localizedPath, resolveSafeNavigationUrl } from '@ex/sites';
import { SITE_HOSTS } from '@/lib/env';
import { useSite } from '@/core/site/site-context';

/**
 * Turns a server-supplied navigation target (ok_button_router, popup or gray-tax url) into an
 * href: through the one allowlist (`resolveSafeNavigationUrl`: same-site paths or the configured
 * sub-site hosts), with a same-site path given this page's locale prefix unless it has one.
 * '' when the target is refused or empty: the caller's button then only closes.
 */
export function useSafeHref(): (raw: string) => string {
  const { site, locale } = useSite();
  return useCallback(
    (raw: string) => {
      const safe = resolveSafeNavigationUrl(raw.trim(), SITE_HOSTS, '');
      if (!safe.startsWith('/')) return safe;
      const first = safe.split(/[/?#]/)[1] ?? '';
      return isLocale(first) ? safe : localizedPath(site, locale, safe);
    },
    [site, locale],
  );
}
