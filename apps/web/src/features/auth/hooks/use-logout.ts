'use client';

import { useQueryClient } from '@tanstack/react-query';
import { localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { postLogout } from '../api/post-auth';

/** Logs out, forgets every cached answer of this user and goes to the sub-site's home page. */
export function useLogout(): () => Promise<void> {
  const { site, locale } = useSite();
  const queryClient = useQueryClient();
  return async () => {
    await postLogout();
    queryClient.clear();
    window.location.assign(localizedPath(site, locale, '/'));
  };
}
