'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { localizedPath } from '@ex/sites';
import { toast } from '@/components/toast';
import { browserClient } from '@/core/api/api-client';
import { useLoginRedirect } from '@/core/session/hooks/use-required-session';
import { useSite } from '@/core/site/site-context';
import { subAccountInfoQueryOptions, subUserTypeQueryOptions } from '../api/get-sub-account';
import { SUB_ACCOUNT_REDIRECT_MS } from '../sub-account-rules';

/**
 * The info of sub-account `subUid` (null: none asked). §8 "Sub-account info non-zero code: warning
 * toast with server message, redirect home after 2 s, fall back to type 1 sub type 1".
 */
export function useSubAccountInfo(subUid: number | null) {
  const t = useTranslations('security.subAccount');
  const { site, locale } = useSite();
  const toLogin = useLoginRedirect();
  const query = useQuery({ ...subAccountInfoQueryOptions(subUid ?? 0), enabled: subUid !== null });
  const warned = useRef<object | null>(null);
  const result = query.data;

  useEffect(() => {
    if (!result) return;
    if (result.unauthenticated) return toLogin();
    if (result.refusal === null) return;
    if (warned.current !== result) {
      warned.current = result;
      toast('warning', result.refusal || t('refused'));
    }
    const timer = setTimeout(() => window.location.assign(localizedPath(site, locale, '/')), SUB_ACCOUNT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result, site, locale, t, toLogin]);

  return { info: result?.info, refused: result?.refusal != null, isPending: query.isPending && subUid !== null };
}

/** The signed-in account's sub-account type, asked only for a sub-account (user info is_sub). */
export function useSubUserType(isSub: boolean) {
  return useQuery({ ...subUserTypeQueryOptions(browserClient), enabled: isSub });
}
