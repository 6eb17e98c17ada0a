'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { StateLimitNotice } from '@ex/domain';
import { writeStored } from '../hooks/use-stored-value';
import { STORAGE_KEYS } from '../storage-keys';
import { ComplianceDialog } from './compliance-dialog';

/**
 * §4.11 state-limit notice with the §8 texts (user-agreement conflict, UK persons, Uzbekistan market
 * exit) and the NL, Italy and HK notices. Only "I Got it" closes it. Uzbekistan sets its local flag
 * when it is displayed (shows once); HK stores the acknowledgement time (reopens after 24 h).
 */
export function StateLimitModal({
  notice,
  uid,
  onDone,
}: {
  readonly notice: StateLimitNotice;
  readonly uid: number;
  readonly onDone: () => void;
}) {
  const t = useTranslations('compliance');

  useEffect(() => {
    if (notice === 'UZBEKISTAN') writeStored('local', STORAGE_KEYS.uzbekistanShown, '1');
  }, [notice]);

  const acknowledge = () => {
    if (notice === 'HK') writeStored('local', STORAGE_KEYS.hkAckAt(uid), String(Date.now()));
    onDone();
  };

  return (
    <ComplianceDialog
      title={t(`stateLimit.${notice}.title`)}
      description={<p>{t(`stateLimit.${notice}.body`)}</p>}
      closable={false}
      closeLabel={t('close')}
      onClose={acknowledge}
      testId={`state-limit-${notice}`}
      actions={
        <button type="button" className="button button-primary" onClick={acknowledge} data-testid={`state-limit-${notice}-ok`}>
          {t('stateLimit.ok')}
        </button>
      }
    />
  );
}
