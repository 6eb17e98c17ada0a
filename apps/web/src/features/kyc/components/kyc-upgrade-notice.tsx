'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { resolveKycUpgradeNotice } from '@ex/domain';
import { track } from '@/lib/analytics';
import { readCookie, writeCookie } from '@/lib/browser';
import { useOpenKyc } from '../hooks/use-open-kyc';
import { Modal } from '@/components/modal';

/** §4.12 "The upgrade notice shows once per 12 hours (cookie)": when it last showed, in ms. */
export const UPGRADE_NOTICE_COOKIE = 'kyc_upgrade_notice';

function lastShownAt(): number | null {
  const raw = readCookie(UPGRADE_NOTICE_COOKIE);
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

interface KycUpgradeNoticeProps {
  readonly verified: number;
  /** kyc_toast.show_kyc_upgrade_notice of the compliance check (§3). */
  readonly showFlag: unknown;
}

/**
 * The KYC notice modal: shown when `resolveKycUpgradeNotice` says so (flag on, KYC2 not done, 12 h
 * since the last show). Showing it records common_kyc_event; "Verify now" records
 * kyc_upgrade_kyc2_verify_now and opens identity verification (native in the app).
 */
export function KycUpgradeNotice({ verified, showFlag }: KycUpgradeNoticeProps) {
  const t = useTranslations('kyc.upgradeNotice');
  const { open: openKyc } = useOpenKyc();
  // Mounted only in the browser for a logged-in user, so the cookie and clock are read once here.
  const [open, setOpen] = useState(() => resolveKycUpgradeNotice({ showFlag, verified, lastShownAt: lastShownAt(), now: Date.now() }));
  const recorded = useRef(false);

  useEffect(() => {
    if (!open || recorded.current) return;
    recorded.current = true;
    writeCookie(UPGRADE_NOTICE_COOKIE, String(Date.now()));
    track('common_kyc_event', { notice: 'kyc_upgrade_notice', action: 'show' });
  }, [open]);

  const verifyNow = () => {
    track('kyc_upgrade_kyc2_verify_now');
    setOpen(false);
    openKyc();
  };

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      closable
      closeLabel={t('later')}
      testId="kyc-upgrade-notice"
      actions={
        <>
          <Dialog.Close className="button button-ghost">{t('later')}</Dialog.Close>
          <button type="button" className="button button-primary" onClick={verifyNow}>
            {t('verifyNow')}
          </button>
        </>
      }
    >
      <p>{t('body')}</p>
    </Modal>
  );
}
