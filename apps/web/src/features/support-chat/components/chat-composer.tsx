'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '@ex/contracts';
import styles from './support-chat.module.css';

interface Props {
  readonly disabled: boolean;
  readonly onSend: (body: string, file?: File) => void;
  /** Text to put back (a refused message being edited), with a counter that changes each time. */
  readonly restore: { readonly body: string; readonly key: number } | null;
  /** Take the focus when shown (the floating window: the dialog opens while the history loads). */
  readonly focusOnMount: boolean;
}

/**
 * The text box and file picker. Enter sends, Shift+Enter is a new line. Over CHAT_MESSAGE_MAX
 * characters the box is marked invalid and Send is disabled (the server refuses it anyway).
 */
export function ChatComposer({ disabled, onSend, restore, focusOnMount }: Props) {
  const t = useTranslations('support.chat');
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | undefined>(undefined);
  const [restoredKey, setRestoredKey] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnMount) textBox.current?.focus();
  }, [focusOnMount]);
  const ids = { text: useId(), count: useId(), hint: useId() };
  if (restore && restore.key !== restoredKey) {
    setRestoredKey(restore.key);
    setBody(restore.body);
  }

  const tooLong = body.length > CHAT_MESSAGE_MAX;
  const canSend = !disabled && !tooLong && (body.trim() !== '' || file !== undefined);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(body.trim(), file);
    setBody('');
    setFile(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={ids.text} className="visually-hidden">
        {t('messageLabel')}
      </label>
      <textarea
        id={ids.text}
        ref={textBox}
        value={body}
        placeholder={t('placeholder')}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={tooLong}
        aria-describedby={`${ids.count}${tooLong ? ` ${ids.hint}` : ''}`}
        data-testid="chat-input"
      />
      {tooLong && (
        <p id={ids.hint} className="field-error" role="alert">
          {t('tooLong', { max: CHAT_MESSAGE_MAX })}
        </p>
      )}
      <div className={styles.composerRow}>
        <label className={styles.fileLabel}>
          <input
            ref={fileInput}
            className={`visually-hidden ${styles.fileInput}`}
            type="file"
            accept="image/jpeg,image/png,application/pdf"
            onChange={(e) => setFile(e.target.files?.[0] ?? undefined)}
            data-testid="chat-file"
          />
          <span className={styles.fileText}>{file ? file.name : t('attach')}</span>
        </label>
        {file && (
          <button
            type="button"
            className={styles.inlineButton}
            onClick={() => {
              setFile(undefined);
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            {t('removeFile')}
          </button>
        )}
        <span id={ids.count} className={`${styles.counter} ${tooLong ? styles.counterOver : ''}`}>
          {t('count', { count: body.length, max: CHAT_MESSAGE_MAX })}
        </span>
        <button type="submit" className="button button-primary" disabled={!canSend} data-testid="chat-send">
          {t('send')}
        </button>
      </div>
      {!file && <span className={styles.meta}>{t('attachHint')}</span>}
    </form>
  );
}
