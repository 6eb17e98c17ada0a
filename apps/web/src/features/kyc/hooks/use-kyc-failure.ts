'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { KycFailure } from '../api/post-kyc';
import { useLoginRedirect } from '@/core/session/hooks/use-required-session';

/** A message for the applicant; `reload` asks for a page reload (failed session check). */
export interface KycProblem {
  readonly text: string;
  readonly reload: boolean;
}

/**
 * Turns a failed KYC POST into what the page does: 401 goes to /login (no message), 403 40301
 * asks for a reload, anything else shows the server's message or a generic one. Field errors
 * (400) are placed next to their fields by the caller; this gives the text for the rest.
 */
export function useKycFailure(): (failure: KycFailure) => KycProblem | null {
  const t = useTranslations('kyc.errors');
  const toLogin = useLoginRedirect();
  return useCallback(
    (failure: KycFailure) => {
      switch (failure.reason) {
        case 'unauthenticated':
          toLogin();
          return null;
        case 'csrf':
          return { text: t('csrf'), reload: true };
        case 'network':
          return { text: t('network'), reload: false };
        default:
          return { text: failure.error?.message || t('generic'), reload: false };
      }
    },
    [t, toLogin],
  );
}
