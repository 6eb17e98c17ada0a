'use client';

import { useTranslations } from 'next-intl';
import type { KycApplication } from '@ex/contracts';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import styles from '../kyc.module.css';

/** A unix-seconds time as a localized date, or null when unset (0). */
export function useFormatDate(): (unixSeconds: number) => string | null {
  const format = useDisplayFormat();
  return (unixSeconds) => (unixSeconds > 0 ? format.date(unixSeconds * 1000, 'dateTime') : null);
}

interface KycStatusPanelProps {
  readonly application: KycApplication;
  /** Shown for a rejected application: reopens the form with what was sent. */
  readonly onResubmit?: () => void;
}

/** Where a sent application stands: under review, approved, or rejected with the reviewer's note. */
export function KycStatusPanel({ application, onResubmit }: KycStatusPanelProps) {
  const t = useTranslations('kyc.application');
  const formatDate = useFormatDate();
  const submitted = formatDate(application.submitted_at);
  const reviewed = formatDate(application.reviewed_at);
  const { status } = application;
  return (
    <section className={styles.status} aria-live="polite" data-testid="kyc-status" data-status={status}>
      <h2>
        {t(status)}{' '}
        <span className={styles.badge} data-status={status}>
          {t(application.level)}
        </span>
      </h2>
      {status === 'submitted' ? <p>{t('submittedBody')}</p> : null}
      {status === 'approved' ? <p>{t('approvedBody')}</p> : null}
      {status === 'rejected' ? <p>{t('rejectedBody')}</p> : null}
      {status === 'rejected' && application.review_note ? (
        <p>
          <strong>{t('reviewNote', { note: application.review_note })}</strong>
        </p>
      ) : null}
      {submitted ? <p className={styles.muted}>{t('submittedAt', { date: submitted })}</p> : null}
      {reviewed && status !== 'submitted' ? <p className={styles.muted}>{t('reviewedAt', { date: reviewed })}</p> : null}
      {status === 'rejected' && onResubmit ? (
        <div className={styles.actions}>
          <button type="button" className="button button-primary" onClick={onResubmit}>
            {t('resubmit')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
