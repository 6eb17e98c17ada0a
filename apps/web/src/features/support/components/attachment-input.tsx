'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';
import { KYC_DOCUMENT_MAX_BYTES, SUPPORT_MAX_FILES } from '@ex/contracts';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { ATTACHMENT_ACCEPT, checkAttachments } from '../attachments';

interface AttachmentInputProps {
  readonly id: string;
  readonly files: readonly File[];
  readonly error: string | null;
  readonly onChange: (files: File[], error: string | null) => void;
}

/** Up to SUPPORT_MAX_FILES files, checked in the browser first (the server checks them again, fully). */
export function AttachmentInput({ id, files, error, onChange }: AttachmentInputProps) {
  const t = useTranslations('support.tickets');
  const format = useDisplayFormat();
  const maxSize = format.unit(KYC_DOCUMENT_MAX_BYTES / (1024 * 1024), 'megabyte');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    const problem = checkAttachments(chosen);
    if (problem) {
      event.currentTarget.value = '';
      const message =
        problem === 'count'
          ? t('errors.fileCount', { count: SUPPORT_MAX_FILES })
          : problem === 'type'
            ? t('errors.fileType')
            : problem === 'size'
              ? t('errors.fileSize', { size: maxSize })
              : t('errors.fileEmpty');
      onChange([], message);
      return;
    }
    onChange(chosen, null);
  };

  return (
    <div className="field">
      <label htmlFor={id}>{t('form.files')}</label>
      <input
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        onChange={choose}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('form.filesHint', { count: SUPPORT_MAX_FILES, size: maxSize })}
      </p>
      {files.length > 0 ? <p className="field-hint">{files.map((f) => f.name).join(', ')}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
