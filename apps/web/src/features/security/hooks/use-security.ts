'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { HttpError } from '@ex/domain';
import { browserClient } from '@/core/api/api-client';
import { useLoginRedirect } from '@/core/session/hooks/use-required-session';
import { securityKeys, securityOverviewQueryOptions, userFrequencyQueryOptions } from '../api/get-security';

/** The security overview; a 401 sends the visitor to /login with this page as return path. */
export function useSecurityOverview(enabled: boolean) {
  const toLogin = useLoginRedirect();
  const query = useQuery({ ...securityOverviewQueryOptions(browserClient), enabled });
  const unauthenticated = query.error instanceof HttpError && query.error.status === 401;
  useEffect(() => {
    if (unauthenticated) toLogin();
  }, [unauthenticated, toLogin]);
  return query;
}

/** §7 get_user_frequency: the current fund-password validity. */
export function useUserFrequency(enabled: boolean) {
  return useQuery({ ...userFrequencyQueryOptions(browserClient), enabled });
}

/** Refetches the validity and the overview after a change. */
export function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: securityKeys.frequency }),
        queryClient.invalidateQueries({ queryKey: securityKeys.overview }),
      ]),
    [queryClient],
  );
}
