'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_MAX_BYTES,
  type ApiError,
  type EndpointBody,
  type KycApplication,
  type KycDocumentKind,
} from '@ex/contracts';
import type { KycFailure, KycOutcome, StoredDocument } from '../api/post-kyc';
import { useKycActions } from '../hooks/use-kyc-application';
import { useKycFailure, type KycProblem } from '../hooks/use-kyc-failure';
import type { KycLevelConfig } from '../kyc-config';
import styles from '../kyc.module.css';
import { KycDocumentField } from './kyc-document-field';
import { KycFormField } from './kyc-form-field';
import { KycProblemMessage } from './kyc-problem-message';

type Values = Record<string, string>;
type Documents = Partial<Record<KycDocumentKind, StoredDocument>>;

const isDocumentKind = (name: string): name is KycDocumentKind => (KYC_DOCUMENT_KINDS as readonly string[]).includes(name);

/** The saved draft as form values: only this level's fields, every one a string. */
function initialValues(config: KycLevelConfig, application: KycApplication | null): Values {
  return Object.fromEntries(config.fields.map((f) => [f.name, application?.form[f.name] ?? '']));
}

/** A draft may be partial: empty fields are left out, and what is there must still be valid. */
function draftOf(config: KycLevelConfig, values: Values) {
  const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  return config.schema.partial().safeParse(filled);
}

interface KycApplicationFormProps {
  readonly config: KycLevelConfig;
  readonly application: KycApplication | null;
}

/**
 * A KYC application form (react-hook-form + the contract's zod schema). Documents upload as soon
 * as they are chosen; "Save draft" stores a partial form; "Submit" stores the whole form and then
 * submits it. Server field errors appear next to their fields.
 */
export function KycApplicationForm({ config, application }: KycApplicationFormProps) {
  const t = useTranslations('kyc');
  const { draft, submit, documentStored } = useKycActions(config.level);
  const describeFailure = useKycFailure();
  const form = useForm<Values>({
    resolver: zodResolver(config.schema) as unknown as Resolver<Values>,
    defaultValues: initialValues(config, application),
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as Values;
  const [documents, setDocuments] = useState<Documents>(() => Object.fromEntries((application?.documents ?? []).map((d) => [d.kind, d])));
  const [documentErrors, setDocumentErrors] = useState<Partial<Record<KycDocumentKind, string>>>({});
  const [problem, setProblem] = useState<KycProblem | null>(null);
  const [savedNote, setSavedNote] = useState(false);
  const [action, setAction] = useState<'draft' | 'submit' | null>(null);
  const required = config.documents(values);
  const busy = action !== null;

  const fieldNames = config.fields.map((f) => f.name);
  const clientError = (name: string): string | undefined => {
    const error = form.formState.errors[name];
    if (!error) return undefined;
    const field = config.fields.find((f) => f.name === name);
    // Choices get a readable message instead of the enum's technical one.
    if (error.type !== 'server' && field && (field.kind === 'select' || field.kind === 'country')) return t('errors.chooseOption');
    return typeof error.message === 'string' ? error.message : undefined;
  };

  /** Places a 400's field errors next to fields and documents; returns what is left for the form. */
  const showServerErrors = (error: ApiError | null): KycProblem | null => {
    const list = [...(error?.errors ?? [])];
    if (list.length === 0 && error?.field) list.push({ field: error.field, message: error.message });
    let placed = 0;
    const docs: Partial<Record<KycDocumentKind, string>> = {};
    for (const e of list) {
      if (fieldNames.includes(e.field)) {
        form.setError(e.field, { type: 'server', message: e.message }, { shouldFocus: placed === 0 });
        placed += 1;
      } else if (isDocumentKind(e.field)) {
        docs[e.field] = e.message;
        placed += 1;
      }
    }
    setDocumentErrors((prev) => ({ ...prev, ...docs }));
    return placed > 0 ? null : { text: error?.message || t('errors.generic'), reload: false };
  };

  const handleFailure = (failure: KycFailure) =>
    setProblem(failure.reason === 'invalid' ? showServerErrors(failure.error) : describeFailure(failure));

  const save = async (partial: Values): Promise<KycOutcome<KycApplication | null>> =>
    draft.mutateAsync(partial as EndpointBody<'kycDraft'>['form']);

  const onSaveDraft = async () => {
    setProblem(null);
    setSavedNote(false);
    form.clearErrors();
    const parsed = draftOf(config, form.getValues());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (fieldNames.includes(name)) form.setError(name, { type: 'draft', message: issue.message });
      }
      return;
    }
    setAction('draft');
    const outcome = await save(parsed.data as Values);
    setAction(null);
    if (outcome.ok) setSavedNote(true);
    else handleFailure(outcome);
  };

  const missingDocuments = () => {
    const missing = required.filter((kind) => !documents[kind]);
    setDocumentErrors(Object.fromEntries(missing.map((kind) => [kind, t('errors.documentMissing')])));
    return missing.length > 0;
  };

  const onSubmit = form.handleSubmit(
    async (valid) => {
      setProblem(null);
      setSavedNote(false);
      if (missingDocuments()) return;
      setAction('submit');
      const saved = await save(valid);
      // On success the cached application turns "submitted" and the page shows its status.
      const outcome = saved.ok ? await submit.mutateAsync() : saved;
      setAction(null);
      if (!outcome.ok) handleFailure(outcome);
    },
    () => {
      missingDocuments();
    },
  );

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <div className={styles.grid}>
        {config.fields.map((field) => (
          <KycFormField key={field.name} field={field} registration={form.register(field.name)} error={clientError(field.name)} />
        ))}
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('documents.heading')}</legend>
        <p className={styles.muted}>{t('documents.hint', { max: KYC_DOCUMENT_MAX_BYTES / (1024 * 1024) })}</p>
        {required.map((kind) => (
          <KycDocumentField
            key={kind}
            level={config.level}
            kind={kind}
            stored={documents[kind]}
            error={documentErrors[kind]}
            onStored={(doc) => {
              setDocuments((prev) => ({ ...prev, [doc.kind]: doc }));
              documentStored();
              setDocumentErrors((prev) => ({ ...prev, [kind]: undefined }));
            }}
            onFailure={(failure) => {
              const described = describeFailure(failure);
              if (described?.reload) setProblem(described);
              return described?.text ?? null;
            }}
          />
        ))}
      </fieldset>
      {problem ? <KycProblemMessage problem={problem} /> : null}
      {savedNote ? (
        <p className="notice" role="status">
          {t('actions.saved')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="button button-ghost" onClick={() => void onSaveDraft()} disabled={busy}>
          {action === 'draft' ? t('actions.saving') : t('actions.saveDraft')}
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {action === 'submit' ? t('actions.submitting') : t('actions.submit')}
        </button>
      </div>
    </form>
  );
}
