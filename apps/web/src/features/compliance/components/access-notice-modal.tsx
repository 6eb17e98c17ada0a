'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { AccessNotice } from '@ex/domain';
import { localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { ComplianceDialog } from './compliance-dialog';

/** §8 "Withdraw-only user: Tip with 'Create a ticket' button to /myaccount/tickets". */
export const TICKETS_PATH = '/myaccount/tickets';

const TEST_IDS: Record<AccessNotice, string> = {
  RESTRICTED_LOCATION: 'restricted-location-notice',
  PROHIBITED_COUNTRIES: 'prohibited-notice',
  IP_LIMIT: 'ip-limit-tip',
  WITHDRAW_ONLY: 'withdraw-only-tip',
};

/**
 * The §8 access notices. Restricted location and the IP limit tip close only with "I Got it", the
 * prohibited-countries notice only with "I Acknowledge"; the withdraw-only tip is closable and its
 * "Create a ticket" goes to the tickets page in this locale.
 */
export function AccessNoticeModal({ notice, onDone }: { readonly notice: AccessNotice; readonly onDone: () => void }) {
  const t = useTranslations('compliance');
  const { site, locale } = useSite();
  const testId = TEST_IDS[notice];
  const ok = (label: string) => (
    <button type="button" className="button button-primary" onClick={onDone} data-testid={`${testId}-ok`}>
      {label}
    </button>
  );
  switch (notice) {
    case 'RESTRICTED_LOCATION':
      return (
        <ComplianceDialog
          title={t('restricted.title')}
          description={<p>{t('restricted.body')}</p>}
          closable={false}
          closeLabel={t('close')}
          onClose={onDone}
          testId={testId}
          actions={ok(t('restricted.ok'))}
        />
      );
    case 'PROHIBITED_COUNTRIES':
      return (
        <ComplianceDialog
          title={t('prohibited.title')}
          description={
            <>
              <p>{t('prohibited.body')}</p>
              <p>{t('prohibited.confirm')}</p>
            </>
          }
          closable={false}
          closeLabel={t('close')}
          onClose={onDone}
          testId={testId}
          size="medium"
          actions={ok(t('prohibited.ok'))}
        />
      );
    case 'IP_LIMIT':
      return (
        <ComplianceDialog
          title={t('ipLimit.title')}
          description={<p>{t('ipLimit.body')}</p>}
          closable={false}
          closeLabel={t('close')}
          onClose={onDone}
          testId={testId}
          actions={ok(t('ipLimit.ok'))}
        />
      );
    case 'WITHDRAW_ONLY':
      return (
        <ComplianceDialog
          title={t('withdrawOnly.title')}
          description={<p>{t('withdrawOnly.body')}</p>}
          closable
          closeLabel={t('close')}
          onClose={onDone}
          testId={testId}
          actions={
            <Link
              className="button button-primary"
              href={localizedPath(site, locale, TICKETS_PATH)}
              onClick={onDone}
              prefetch={false}
              data-testid="withdraw-only-ticket"
            >
              {t('withdrawOnly.ticket')}
            </Link>
          }
        />
      );
  }
}
