'use client';

import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { isUserAgreementOpen } from '@ex/domain';
import { agreementKeys, postUserAgreementSubmit, userAgreementQueryOptions, type UserAgreement } from '../api/agreements';

export interface UserAgreementState {
  /** Some scene's status is still being asked: nothing after it in the modal order may show yet. */
  readonly pending: boolean;
  /** The first scene whose status is 1, with its agreement; null when none must show. */
  readonly current: { readonly scene: string; readonly agreement: UserAgreement } | null;
  /** A submit or the refetch after it is in flight. */
  readonly submitting: boolean;
  /** The last submit failed (the status stays 1, so the modal stays open). */
  readonly failed: boolean;
  readonly submit: () => void;
}

/**
 * §4.15 "User agreement modal: submit, then refetch status; it stays open until status is no longer
 * 1", for each scene of the page in order (one modal at a time). `enabled` only for a signed-in user.
 */
export function useUserAgreement(uid: number, scenes: readonly string[], enabled: boolean): UserAgreementState {
  const queryClient = useQueryClient();
  const results = useQueries({ queries: scenes.map((scene) => ({ ...userAgreementQueryOptions(uid, scene), enabled })) });
  const mutation = useMutation({
    mutationFn: (scene: string) => postUserAgreementSubmit(scene),
    // Returning the refetch keeps `isPending` true until the new status is in, so the button cannot
    // be pressed twice and the modal closes only on the server's word.
    onSettled: (_ok, _error, scene) => queryClient.invalidateQueries({ queryKey: agreementKeys.userAgreement(uid, scene) }),
  });

  let pending = false;
  let current: UserAgreementState['current'] = null;
  for (const [i, result] of results.entries()) {
    const scene = scenes[i];
    if (scene === undefined) continue;
    if (enabled && result.isPending) {
      pending = true;
      break;
    }
    if (result.data && isUserAgreementOpen(result.data.status)) {
      current = { scene, agreement: result.data };
      break;
    }
  }
  return {
    pending,
    current,
    submitting: mutation.isPending,
    failed: mutation.isSuccess && mutation.data === false && mutation.variables === current?.scene,
    submit: () => {
      if (current !== null && !mutation.isPending) mutation.mutate(current.scene);
    },
  };
}
