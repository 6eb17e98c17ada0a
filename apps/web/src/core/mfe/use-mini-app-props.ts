'use client';

import { useMemo, useSyncExternalStore } from 'react';
import type { MasterTransferMiniAppProps, TransferMiniAppProps } from '@ex/contracts';
import { SITES, localizedPath } from '@ex/sites';
import { useComplianceCheck } from '@/core/compliance/use-compliance-check';
import { useSite } from '@/core/site/site-context';

const subscribeTheme = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};
const themeNow = (): 'light' | 'dark' => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** The page theme the layout script and the theme toggle set on <html>; follows the toggle live. */
function useTheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribeTheme, themeNow, () => 'light');
}

/**
 * §7 props of funds_transfer (and, with `is_uk_limit` and `sub_website_id`, master_transfer): the
 * page's locale and prefix, the theme, and the compliance check's UK / Italy limit flags. The object
 * is stable while none of them changes, so the slot calls `update` only on a real change (§4.14).
 */
export function useTransferMiniAppProps(): MasterTransferMiniAppProps {
  const { site, locale } = useSite();
  const { check } = useComplianceCheck();
  const theme = useTheme();
  const isUkLimit = check.limit.is_uk_limit;
  const isItalyLimit = check.limit.is_italy_limit;
  return useMemo(() => {
    const prefix = localizedPath(site, locale, '/');
    const props: TransferMiniAppProps = {
      g_lang: locale,
      lang_prefix: prefix === '/' ? '' : prefix,
      theme,
      isUkLimit,
      isItalyLimit,
      isNotsNeedNotificationProvider: false,
    };
    return { ...props, is_uk_limit: isUkLimit, sub_website_id: SITES[site].id };
  }, [site, locale, theme, isUkLimit, isItalyLimit]);
}
