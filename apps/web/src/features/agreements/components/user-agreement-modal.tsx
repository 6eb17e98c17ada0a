'use client';

import { useTranslations } from 'next-intl';
import type { UserAgreement } from '../api/agreements';
import styles from '../agreements.module.css';
import { Modal } from '@/components/modal';
import { ServerHtml } from '@/components/server-html';

interface UserAgreementModalProps {
  readonly agreement: UserAgreement;
  readonly submitting: boolean;
  readonly failed: boolean;
  readonly onSubmit: () => void;
}

/**
 * §4.15 user agreement modal: the server's content (sanitised) and its submit button. It cannot be
 * dismissed: it closes when the refetched status is no longer 1.
 */
export function UserAgreementModal({ agreement, submitting, failed, onSubmit }: UserAgreementModalProps) {
  const t = useTranslations('agreements.userAgreement');
  const label = agreement.submit_button.trim() || t('submit');
  return (
    <Modal
      layer="signature"
      open
      title={t('title')}
      closable={false}
      size="medium"
      testId="user-agreement-modal"
      actions={
        <button type="button" className="button button-primary" onClick={onSubmit} disabled={submitting} aria-busy={submitting}>
          {submitting ? t('submitting') : label}
        </button>
      }
    >
      {agreement.content.trim() !== '' ? <ServerHtml className={styles.content} content={agreement.content} /> : <p>{t('fallback')}</p>}
      {failed ? (
        <p className={styles.error} role="alert">
          {t('failed')}
        </p>
      ) : null}
    </Modal>
  );
}
