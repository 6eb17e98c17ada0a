'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { KYC_PATHS } from '../kyc-config';
import { openNativeKyc } from '../native-bridge';
import { useInApp } from '@/lib/browser';

/**
 * Goes to identity verification: native KYC inside the app when its bridge is there, otherwise
 * the web page /myaccount/kyc2.
 */
export function useOpenKyc(): { href: string; open: () => void } {
  const { site, locale } = useSite();
  const inApp = useInApp();
  const router = useRouter();
  const href = localizedPath(site, locale, KYC_PATHS.kyc2);
  const open = useCallback(() => {
    if (!openNativeKyc(inApp)) router.push(href);
  }, [inApp, href, router]);
  return { href, open };
}
