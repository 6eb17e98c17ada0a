'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EndpointBody, KycApplication, KycApplicationLevel } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { userInfoQueryOptions } from '@/core/session/api/get-user-info';
import { httpStatusOf, kycApplicationQueryKey, kycApplicationQueryOptions } from '../api/kyc-application';
import { postKycDraft, postKycSubmit, type KycOutcome } from '../api/post-kyc';
import { useLoginRedirect } from '@/core/session/hooks/use-required-session';

/** The saved application of one level (null when never started); a 401 goes to /login. */
export function useKycApplication(level: KycApplicationLevel, enabled: boolean) {
  const query = useQuery({ ...kycApplicationQueryOptions(browserClient, level), enabled });
  const toLogin = useLoginRedirect();
  const unauthenticated = query.isError && httpStatusOf(query.error) === 401;
  useEffect(() => {
    if (unauthenticated) toLogin();
  }, [unauthenticated, toLogin]);
  return query;
}

/**
 * Save-draft and submit. A successful answer replaces the cached application, so the page shows
 * what the server stored; a submit also refreshes user info (the verified level may change).
 */
export function useKycActions(level: KycApplicationLevel) {
  const queryClient = useQueryClient();
  const store = (outcome: KycOutcome<KycApplication | null>) => {
    if (outcome.ok) queryClient.setQueryData(kycApplicationQueryKey(level), outcome.data);
    return outcome;
  };
  const draft = useMutation({
    mutationFn: async (form: EndpointBody<'kycDraft'>['form']) => store(await postKycDraft({ level, form } as EndpointBody<'kycDraft'>)),
  });
  const submit = useMutation({
    mutationFn: async () => store(await postKycSubmit(level)),
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions(browserClient).queryKey });
    },
  });
  /** An upload may have created the application: refetch it so other views see it. */
  const documentStored = () => void queryClient.invalidateQueries({ queryKey: kycApplicationQueryKey(level) });
  return { draft, submit, documentStored };
}
