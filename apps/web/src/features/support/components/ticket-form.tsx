'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { SUPPORT_BODY_MAX, SUPPORT_SUBJECT_MAX } from '@ex/contracts';
import { MAX_UNRESOLVED_TICKETS, TICKET_CATEGORIES, type TicketCategory } from '@ex/domain';
import { useTicketActions } from '../hooks/use-tickets';
import styles from '../support.module.css';
import { AttachmentInput } from './attachment-input';
import { failureMessage } from './failure-message';

type Field = 'category' | 'subject' | 'body';

/** A new ticket: category, subject, message and optional files; on success the ticket opens. */
export function TicketForm({ onCreated, onCancel }: { onCreated: (id: number) => void; onCancel: () => void }) {
  const t = useTranslations('support.tickets');
  const { create } = useTicketActions();
  const [category, setCategory] = useState<TicketCategory | ''>('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (category === '') next.category = t('errors.category');
    if (subject.trim() === '') next.subject = t('errors.required');
    else if (subject.trim().length > SUPPORT_SUBJECT_MAX) next.subject = t('errors.tooLong', { max: SUPPORT_SUBJECT_MAX });
    if (body.trim() === '') next.body = t('errors.required');
    else if (body.trim().length > SUPPORT_BODY_MAX) next.body = t('errors.tooLong', { max: SUPPORT_BODY_MAX });
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0 || fileError || category === '') return;
    const outcome = await create.mutateAsync({ category, subject: subject.trim(), body: body.trim(), files });
    if (outcome.ok) onCreated(outcome.data.ticket.id);
    // The one conflict of a new ticket: too many unresolved ones.
    else if (outcome.reason === 'conflict') setFormError(t('errors.tooMany', { max: MAX_UNRESOLVED_TICKETS }));
    else if (outcome.reason !== 'unauthenticated') setFormError(failureMessage(t, outcome));
  };

  const fieldProps = (name: Field) => ({
    id: `ticket-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `ticket-${name}-error` : undefined,
  });
  const fieldError = (name: Field) =>
    errors[name] ? (
      <p id={`ticket-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="ticket-form-title" data-testid="ticket-form">
      <h2 id="ticket-form-title">{t('newTicket')}</h2>
      <div className="field">
        <label htmlFor="ticket-category">{t('form.category')}</label>
        <select {...fieldProps('category')} value={category} onChange={(e) => setCategory(e.currentTarget.value as TicketCategory)}>
          <option value="">{t('form.categoryPlaceholder')}</option>
          {TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
        {fieldError('category')}
      </div>
      <div className="field">
        <label htmlFor="ticket-subject">{t('form.subject')}</label>
        <input
          {...fieldProps('subject')}
          value={subject}
          maxLength={SUPPORT_SUBJECT_MAX}
          onChange={(e) => setSubject(e.currentTarget.value)}
        />
        {fieldError('subject')}
      </div>
      <div className="field">
        <label htmlFor="ticket-body">{t('form.body')}</label>
        <textarea {...fieldProps('body')} value={body} maxLength={SUPPORT_BODY_MAX} onChange={(e) => setBody(e.currentTarget.value)} />
        <p className="field-hint">{t('form.bodyHint')}</p>
        {fieldError('body')}
      </div>
      <AttachmentInput
        id="ticket-files"
        files={files}
        error={fileError}
        onChange={(chosen, error) => {
          setFiles(chosen);
          setFileError(error);
        }}
      />
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? t('form.submitting') : t('form.submit')}
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
