'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { resolveRiskUserNotice } from '@ex/domain';
import { localizedPath, resolveSafeNavigationUrl } from '@ex/sites';
import { SITE_HOSTS } from '@/lib/env';
import { readCookie, writeCookie } from '@/lib/browser';
import { useSite } from '@/core/site/site-context';
import { KYC_PATHS } from '../kyc-config';
import type { KycToast } from '../kyc-toast';
import { Modal } from '@/components/modal';

function lastShownAt(cookieKey: string): number | null {
  const raw = readCookie(cookieKey);
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** The guide link through the navigation allowlist (an unsafe or foreign URL is dropped). */
const isSafeUrl = (url: string) => resolveSafeNavigationUrl(url, SITE_HOSTS, '');

/**
 * §4.12 risk-user notice, driven by `resolveRiskUserNotice` and the §3 kyc_toast of the
 * compliance check: shown per its frequency cookie, closable only when allowed, its link going to
 * risk_user_guide_url through the URL allowlist (identity verification when there is none).
 */
export function RiskUserNotice({ kycToast }: { readonly kycToast: KycToast }) {
  const t = useTranslations('kyc.riskNotice');
  const { site, locale } = useSite();
  const [notice] = useState(() => {
    const { cookieKey } = resolveRiskUserNotice({ kycToast, lastShownAt: null, now: 0, isSafeUrl });
    return resolveRiskUserNotice({ kycToast, lastShownAt: lastShownAt(cookieKey), now: Date.now(), isSafeUrl });
  });
  const [open, setOpen] = useState(notice.show);
  const recorded = useRef(false);

  useEffect(() => {
    if (!open || recorded.current) return;
    recorded.current = true;
    writeCookie(notice.cookieKey, String(Date.now()), 'risk_notice');
  }, [open, notice.cookieKey]);

  const message =
    typeof kycToast.risk_user_guide_msg === 'string' && kycToast.risk_user_guide_msg.trim() !== ''
      ? kycToast.risk_user_guide_msg
      : t('fallback');
  const href = notice.url || localizedPath(site, locale, KYC_PATHS.kyc2);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      closable={notice.closable}
      closeLabel={t('close')}
      testId="kyc-risk-notice"
      actions={
        <a className="button button-primary" href={href}>
          {t('action')}
        </a>
      }
    >
      {/* Server text is rendered as text, never as HTML. */}
      <p>{message}</p>
    </Modal>
  );
}
