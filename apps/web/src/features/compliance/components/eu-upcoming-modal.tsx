'use client';

import { useTranslations } from 'next-intl';
import { closeEuUpcoming } from '../hooks/eu-upcoming-store';
import { ComplianceDialog } from './compliance-dialog';

/** §8 "EU restricted features: Modal 'Stay tuned! This feature is upcoming' with Confirm". */
export function EuUpcomingModal() {
  const t = useTranslations('compliance');
  return (
    <ComplianceDialog
      title={t('euUpcoming.title')}
      description={<p>{t('euUpcoming.body')}</p>}
      closable
      closeLabel={t('close')}
      onClose={closeEuUpcoming}
      testId="eu-upcoming-modal"
      actions={
        <button type="button" className="button button-primary" onClick={closeEuUpcoming} data-testid="eu-upcoming-confirm">
          {t('euUpcoming.confirm')}
        </button>
      }
    />
  );
}
