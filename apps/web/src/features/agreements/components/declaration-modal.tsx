'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { canConfirmDeclaration } from '@ex/domain';
import type { DeclarationKind } from '@ex/sites';
import type { DeclarationState } from '../hooks/use-declaration';
import styles from '../agreements.module.css';
import { Modal } from '@/components/modal';
import { ServerHtml } from '@/components/server-html';

const TEXT = { tr: 'agreements.trDeclaration', customer: 'agreements.customerDeclaration' } as const;
const TEST_ID = { tr: 'tr-declaration-modal', customer: 'customer-declaration-modal' } as const;

/**
 * §4.15 Turkey declaration (and the customer-understand declaration, same pattern): the declaration
 * text, a checkbox and Confirm, "enabled only after the checkbox is ticked, not already signed and
 * not submitting" (`canConfirmDeclaration`). It cannot be dismissed; signing (status 2) closes it.
 * When the fetch failed there is no text to sign (§8 reads it as unsigned): it offers a reload.
 */
export function DeclarationModal({ kind, state }: { readonly kind: DeclarationKind; readonly state: DeclarationState }) {
  const t = useTranslations(TEXT[kind]);
  const tc = useTranslations('agreements');
  const checkboxId = useId();
  const [ticked, setTicked] = useState(false);
  const content = state.declaration?.content ?? '';
  const status = state.declaration?.status ?? 1;
  const canConfirm = content.trim() !== '' && canConfirmDeclaration({ ticked, status, submitting: state.signing });

  const actions =
    content.trim() === '' ? (
      <button type="button" className="button button-primary" onClick={state.reload} disabled={state.reloading} aria-busy={state.reloading}>
        {tc('reload')}
      </button>
    ) : (
      <button type="button" className="button button-primary" onClick={state.sign} disabled={!canConfirm} aria-busy={state.signing}>
        {state.signing ? tc('signing') : tc('confirm')}
      </button>
    );

  return (
    <Modal layer="signature" open title={t('title')} closable={false} size="medium" testId={TEST_ID[kind]} actions={actions}>
      {content.trim() === '' ? (
        <p role="alert">{tc('loadFailed')}</p>
      ) : (
        <>
          <ServerHtml className={styles.content} content={content} />
          <label className={styles.check} htmlFor={checkboxId}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={ticked}
              disabled={state.signing}
              onChange={(event) => setTicked(event.target.checked)}
            />
            <span>{t('checkbox')}</span>
          </label>
        </>
      )}
      {state.signFailed ? (
        <p className={styles.error} role="alert">
          {tc('signFailed')}
        </p>
      ) : null}
    </Modal>
  );
}
