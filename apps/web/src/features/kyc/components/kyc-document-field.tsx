'use client';

import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import { KYC_DOCUMENT_MAX_BYTES, type KycApplicationLevel, type KycDocumentKind } from '@ex/contracts';
import { useDisplayFormat, type DisplayFormat } from '@/lib/format/use-display-format';
import { uploadKycDocument, type KycFailure, type StoredDocument } from '../api/post-kyc';
import { KYC_DOCUMENT_ACCEPT, checkKycFile } from '../kyc-config';
import styles from '../kyc.module.css';

const MAX_MB = KYC_DOCUMENT_MAX_BYTES / (1024 * 1024);

interface KycDocumentFieldProps {
  readonly level: KycApplicationLevel;
  readonly kind: KycDocumentKind;
  readonly stored: StoredDocument | undefined;
  /** A server or "missing" error shown next to the input. */
  readonly error: string | undefined;
  readonly onStored: (document: StoredDocument) => void;
  /** Session and network failures are handled by the form (redirect, reload prompt). */
  readonly onFailure: (failure: KycFailure) => string | null;
}

function formatSize(bytes: number, format: DisplayFormat): string {
  const kb = bytes / 1024;
  return kb >= 1024 ? format.unit(kb / 1024, 'megabyte') : format.unit(kb, 'kilobyte');
}

/**
 * A document upload: pre-checked for type and size in the browser, uploaded as soon as it is
 * chosen (multipart, CSRF header, credentials) and then shown as the server stored it.
 */
export function KycDocumentField({ level, kind, stored, error, onStored, onFailure }: KycDocumentFieldProps) {
  const t = useTranslations('kyc');
  const format = useDisplayFormat();
  const [uploading, setUploading] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const id = `kyc-doc-${kind}`;
  const shown = localError ?? error;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setLocalError(null);
    const problem = checkKycFile(file);
    if (problem) {
      setLocalError(
        problem === 'type'
          ? t('errors.fileType')
          : problem === 'size'
            ? t('errors.fileSize', { max: format.count(MAX_MB) })
            : t('errors.fileEmpty'),
      );
      input.value = '';
      return;
    }
    setUploading(true);
    const outcome = await uploadKycDocument(level, kind, file);
    setUploading(false);
    input.value = '';
    if (outcome.ok) onStored(outcome.data);
    else setLocalError(outcome.reason === 'invalid' ? outcome.error?.message || t('errors.generic') : onFailure(outcome));
  };

  return (
    <div className={styles.document} data-invalid={shown ? true : undefined}>
      <label htmlFor={id}>{t(`documents.${kind}`)}</label>
      {stored ? (
        <p className={styles.stored} data-testid={`kyc-stored-${kind}`}>
          ✓ {t('documents.stored', { kind: t(`documents.${stored.kind}`), size: formatSize(stored.size, format) })}
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept={KYC_DOCUMENT_ACCEPT}
        disabled={uploading}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        title={stored ? t('documents.replace') : undefined}
        onChange={(e) => void onChange(e)}
      />
      {uploading ? (
        <p className={styles.muted} role="status">
          {t('documents.uploading')}
        </p>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
