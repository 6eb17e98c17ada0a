'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { ComplianceLimit } from '@ex/contracts';
import type { GrayTaxModal as GrayTaxModalState } from '@ex/domain';
import { writeStored } from '../hooks/use-stored-value';
import { STORAGE_KEYS } from '../storage-keys';
import { ComplianceDialog } from './compliance-dialog';
import { ServerHtml } from '@/components/server-html';
import styles from '../compliance.module.css';

interface GrayTaxModalProps {
  readonly toast: ComplianceLimit['gray_tax_area_toast'];
  /** From resolveGrayTaxModal: closable only if can_close is 1, url already through the allowlist. */
  readonly modal: GrayTaxModalState;
  readonly onDone: () => void;
}

/**
 * §4.4 gray-tax modal: its display time is stored (shows at most once per 24 h); the close icon,
 * Escape and a click outside work only when can_close is 1. The button goes to url when one passed
 * the allowlist, else it acknowledges.
 */
export function GrayTaxModal({ toast, modal, onDone }: GrayTaxModalProps) {
  const t = useTranslations('compliance');

  useEffect(() => {
    writeStored('local', STORAGE_KEYS.grayTaxShownAt, String(Date.now()));
  }, []);

  const label = toast.btn_text || t('grayTax.ok');
  return (
    <ComplianceDialog
      title={toast.title || t('grayTax.title')}
      description={<ServerHtml className={styles.serverHtml} content={toast.content} />}
      closable={modal.closable}
      closeLabel={t('close')}
      onClose={onDone}
      testId="gray-tax-modal"
      size="medium"
      actions={
        modal.url ? (
          <a className="button button-primary" href={modal.url} onClick={onDone} data-testid="gray-tax-button">
            {label}
          </a>
        ) : (
          <button type="button" className="button button-primary" onClick={onDone} data-testid="gray-tax-button">
            {label}
          </button>
        )
      }
    />
  );
}
