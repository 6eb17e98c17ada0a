'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { newRequestId, postWallet } from '../api/wallet-api';
import { useRefreshWallet } from '../hooks/use-wallet';
import { DepositChooser } from './deposit-chooser';
import styles from './wallet.module.css';

/** The API's refusal reasons (errors[0].message) that have their own text here. */
const REASONS = ['unknown', 'used', 'expired'] as const;

/**
 * /myaccount/deposit_gatecode: a code created by an operator is redeemed once for its amount.
 * A wrong, used and expired code each get their own message.
 */
export function GatecodeView() {
  const t = useTranslations('wallet.gatecode');
  const format = useDisplayFormat();
  const refresh = useRefreshWallet();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true; text: string } | { ok: false; text: string } | null>(null);
  // One request id per code typed: a retried press of the same code is the same redemption.
  const requestId = useRef<{ code: string; id: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setOutcome({ ok: false, text: t('errors.required') });
      return;
    }
    if (requestId.current?.code !== trimmed) requestId.current = { code: trimmed, id: newRequestId() };
    setBusy(true);
    const result = await postWallet('redeemCode', { code: trimmed, request_id: requestId.current.id });
    setBusy(false);
    if (result.ok) {
      setOutcome({ ok: true, text: t('success', { amount: format.exact(result.data.amount), currency: result.data.currency }) });
      setCode('');
      await refresh();
      return;
    }
    const reason = REASONS.find((r) => r === result.error?.errors?.[0]?.message);
    setOutcome({ ok: false, text: reason ? t(`errors.${reason}`) : (result.error?.message ?? t('errors.failed')) });
  };

  return (
    <div className={styles.page}>
      <DepositChooser current="gatecode" />
      <form className={`${styles.card} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate>
        <p className={styles.muted}>{t('intro')}</p>
        <div className={styles.field}>
          <label htmlFor="gatecode">{t('label')}</label>
          <input
            id="gatecode"
            name="code"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={outcome?.ok === false}
            aria-describedby="gatecode-outcome"
            data-testid="gatecode-input"
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={busy} data-testid="gatecode-submit">
            {t('submit')}
          </button>
        </div>
        <p id="gatecode-outcome" role="status" className={outcome?.ok ? styles.success : styles.error} data-testid="gatecode-outcome">
          {outcome?.text ?? ''}
        </p>
      </form>
    </div>
  );
}
