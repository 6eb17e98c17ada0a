'use client';

import { useMutation } from '@tanstack/react-query';
import { postSecurity } from '../api/post-security';
import { useFailureText } from './use-security-failure';

/**
 * Starts the authenticator setup (POST totp/setup): the pending secret on success; a failure is
 * the mutation's error, its message the text to show (empty after a 401, which goes to /login).
 */
export function useTotpSetup() {
  const failureText = useFailureText();
  return useMutation({
    mutationFn: async () => {
      const outcome = await postSecurity('totpSetup', {});
      if (outcome.ok) return outcome.data;
      throw new Error(failureText(outcome.failure) ?? '');
    },
  });
}
