'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { SUPPORT_ATTACHMENT_PATH, SUPPORT_BODY_MAX } from '@ex/contracts';
import { canUserReply } from '@ex/domain';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { httpStatusOf } from '../api/tickets';
import { useTicket, useTicketActions } from '../hooks/use-tickets';
import styles from '../support.module.css';
import { AttachmentInput } from './attachment-input';
import { failureMessage } from './failure-message';

/** One ticket: its conversation, its files (downloads) and, unless closed, the reply form. */
export function TicketDetail({ id, basePath }: { id: number; basePath: string }) {
  const t = useTranslations('support.tickets');
  const format = useDisplayFormat();
  const ticket = useTicket(id, true);
  const { reply } = useTicketActions();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new file input after each sent reply (its chosen files cannot be cleared otherwise).
  const [inputKey, setInputKey] = useState(0);

  const back = (
    <Link href={basePath} className="button button-ghost">
      ← {t('back')}
    </Link>
  );
  if (ticket.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (ticket.isError) {
    const missing = httpStatusOf(ticket.error) === 404;
    return (
      <div className={styles.page}>
        {back}
        <p className="form-error" role="alert">
          {missing ? t('notFound') : t('loadError')}{' '}
          {missing ? null : (
            <button type="button" className="button button-ghost" onClick={() => void ticket.refetch()}>
              {t('retry')}
            </button>
          )}
        </p>
      </div>
    );
  }
  const { ticket: summary, messages } = ticket.data;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const text = body.trim();
    if (text === '') return setError(t('errors.required'));
    if (text.length > SUPPORT_BODY_MAX) return setError(t('errors.tooLong', { max: SUPPORT_BODY_MAX }));
    if (fileError) return;
    const outcome = await reply.mutateAsync({ ticketId: id, body: text, files });
    if (outcome.ok) {
      setBody('');
      setFiles([]);
      setInputKey((k) => k + 1);
    } else if (outcome.reason !== 'unauthenticated') setError(failureMessage(t, outcome));
  };

  return (
    <div className={styles.page} data-testid="ticket-detail">
      {back}
      <div className={styles.toolbar}>
        <div className={styles.cardMain}>
          <h2 className={styles.subject}>{summary.subject}</h2>
          <span className={styles.meta}>
            {t('ticketNo', { id: summary.id })} · {t(`categories.${summary.category}`)} ·{' '}
            {t('opened', { date: format.date(summary.created_at * 1000, 'dateTime') })}
          </span>
        </div>
        <span className={styles.status} data-status={summary.status} data-testid="ticket-status">
          {t(`status.${summary.status}`)}
        </span>
      </div>
      <ol className={styles.conversation} aria-label={t('conversation')}>
        {messages.map((m) => (
          <li key={m.id} className={styles.message} data-author={m.author} data-testid="ticket-message">
            <span className={styles.meta}>
              <strong>{m.author === 'operator' ? t('team') : t('you')}</strong> · {format.date(m.created_at * 1000, 'dateTime')}
            </span>
            <p className={styles.messageBody}>{m.body}</p>
            {m.attachments.length > 0 ? (
              <ul className={styles.files} aria-label={t('form.files')}>
                {m.attachments.map((a) => (
                  <li key={a.id}>
                    <a href={`${SUPPORT_ATTACHMENT_PATH}?id=${a.id}`} download={a.name}>
                      📎 {a.name}
                    </a>{' '}
                    <span className={styles.meta}>({format.unit(a.size / 1024, 'kilobyte', 1)})</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {canUserReply(summary.status) ? (
        <form className={styles.form} onSubmit={(e) => void send(e)} noValidate>
          <div className="field">
            <label htmlFor="ticket-reply">{t('replyLabel')}</label>
            <textarea
              id="ticket-reply"
              value={body}
              maxLength={SUPPORT_BODY_MAX}
              onChange={(e) => setBody(e.currentTarget.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <AttachmentInput
            key={inputKey}
            id="ticket-reply-files"
            files={files}
            error={fileError}
            onChange={(chosen, problem) => {
              setFiles(chosen);
              setFileError(problem);
            }}
          />
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={reply.isPending}>
              {reply.isPending ? t('form.submitting') : t('send')}
            </button>
          </div>
        </form>
      ) : (
        <p className="notice">{t('closedNotice')}</p>
      )}
    </div>
  );
}
