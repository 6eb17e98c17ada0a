import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  TRANSFER_ACCOUNTS_PATH,
  TRANSFER_ERROR_CODES,
  TRANSFER_PATH,
  type MiniAppHost,
  type TransferAccount,
  type TransferAccountView,
  type TransferMiniAppProps,
} from '@ex/contracts';
import { compareDecimal, isDecimalString, decimal } from '@ex/domain';
import { fill, languageOfLocale, newRequestId } from '../../runtime/mini-app';
import { FORM_CSS } from '../../runtime/form-css';
import { offeredAccounts } from './accounts';
import { MESSAGES, type TransferMessage } from './messages';

/** The API envelope's data, or null (§8: a failed GET shows "request data error"). */
function dataOf(raw: unknown): { accounts: TransferAccountView[] } | null {
  const data = (raw as { data?: { accounts?: unknown } } | null)?.data;
  return Array.isArray(data?.accounts) ? (data as { accounts: TransferAccountView[] }) : null;
}

export function FundsTransfer({ props, host, root }: { props: TransferMiniAppProps; host: MiniAppHost; root: HTMLElement }) {
  const lang = languageOfLocale(props.g_lang);
  const t = useCallback((key: TransferMessage, values: Record<string, string> = {}) => fill(MESSAGES[lang][key], values), [lang]);
  const offered = useMemo(() => offeredAccounts(props), [props]);
  const [accounts, setAccounts] = useState<TransferAccountView[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [from, setFrom] = useState<TransferAccount>('spot');
  const [to, setTo] = useState<TransferAccount>(offered.find((a) => a !== 'spot') ?? 'spot');
  const [currency, setCurrency] = useState('USDT');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per intended transfer: a retry of the same form reuses it, any edit starts a new one.
  const requestId = useRef(newRequestId());

  const load = useCallback(async () => {
    try {
      const data = dataOf(await host.getJson(TRANSFER_ACCOUNTS_PATH));
      if (!data) throw new Error('bad accounts response');
      setAccounts(data.accounts);
      setLoadFailed(false);
    } catch (e) {
      host.log('warn', `funds_transfer: accounts failed (${e instanceof Error ? e.message : String(e)})`);
      setLoadFailed(true);
    }
  }, [host]);
  useEffect(() => void load(), [load]);

  const source = accounts?.find((a) => a.account === from);
  const coins = source?.balances ?? [];
  const available = coins.find((b) => b.currency === currency)?.available ?? '0';
  const edited = () => {
    requestId.current = newRequestId();
    setError(null);
    setDone(null);
  };
  useEffect(() => {
    if (coins.length > 0 && !coins.some((b) => b.currency === currency)) setCurrency(coins[0]!.currency);
  }, [coins, currency]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isDecimalString(amount) || amount.startsWith('-') || compareDecimal(amount, decimal('0')) <= 0)
      return setError(t('amountInvalid'));
    if (compareDecimal(amount, decimal(available)) > 0) return setError(t('amountOver'));
    setBusy(true);
    setError(null);
    const result = await host.postJson(TRANSFER_PATH, { from, to, currency, amount, request_id: requestId.current });
    setBusy(false);
    if (result.kind === 'network') return setError(t('network'));
    if (!result.ok) {
      const code = (result.raw as { code?: number; field?: string } | null)?.code;
      const field = (result.raw as { field?: string } | null)?.field;
      setError(code === TRANSFER_ERROR_CODES.marginInUse ? t('marginInUse') : field === 'amount' ? t('amountOver') : t('failed'));
      return;
    }
    const message = t('done', { amount: host.formatDecimal(amount, props.g_lang), currency, from: t(from), to: t(to) });
    setDone(message);
    setAmount('');
    requestId.current = newRequestId();
    root.dispatchEvent(new CustomEvent('mfe:done', { bubbles: true, detail: { message } }));
    await load();
  };

  if (loadFailed) return <p role="alert">{t('network')}</p>;
  if (!accounts) return <p role="status">{t('loading')}</p>;
  const accountSelect = (id: string, value: TransferAccount, onChange: (a: TransferAccount) => void, exclude: TransferAccount) => (
    <select id={id} value={value} onChange={(e) => (edited(), onChange(e.target.value as TransferAccount))}>
      {offered
        .filter((a) => a !== exclude)
        .map((a) => (
          <option key={a} value={a}>
            {t(a)}
          </option>
        ))}
    </select>
  );
  return (
    <form className="mfe-form" onSubmit={(e) => void submit(e)} noValidate data-theme={props.theme}>
      <style>{FORM_CSS}</style>
      <div className="mfe-row">
        <div className="mfe-field">
          <label htmlFor="ft-from">{t('from')}</label>
          {accountSelect('ft-from', from, setFrom, to)}
        </div>
        <button
          type="button"
          className="mfe-swap"
          aria-label={t('swap')}
          onClick={() => {
            edited();
            setFrom(to);
            setTo(from);
          }}
        >
          ⇄
        </button>
        <div className="mfe-field">
          <label htmlFor="ft-to">{t('to')}</label>
          {accountSelect('ft-to', to, setTo, from)}
        </div>
      </div>
      {source?.margin_in_use ? <p role="note">{t('marginInUse')}</p> : null}
      {coins.length === 0 ? (
        <p>{t('noFunds')}</p>
      ) : (
        <>
          <div className="mfe-field">
            <label htmlFor="ft-coin">{t('coin')}</label>
            <select id="ft-coin" value={currency} onChange={(e) => (edited(), setCurrency(e.target.value))}>
              {coins.map((b) => (
                <option key={b.currency} value={b.currency}>
                  {b.currency}
                </option>
              ))}
            </select>
          </div>
          <div className="mfe-field">
            <label htmlFor="ft-amount">{t('amount')}</label>
            <div className="mfe-row">
              <input
                id="ft-amount"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                aria-invalid={error !== null}
                aria-describedby="ft-available"
                onChange={(e) => (edited(), setAmount(e.target.value.trim()))}
              />
              <button type="button" onClick={() => (edited(), setAmount(available))}>
                {t('max')}
              </button>
            </div>
            <p id="ft-available" className="mfe-muted">
              {t('available', { amount: host.formatDecimal(available, props.g_lang), currency })}
            </p>
          </div>
        </>
      )}
      {error ? <p role="alert">{error}</p> : null}
      {done && !props.isNotsNeedNotificationProvider ? <p role="status">{done}</p> : null}
      <button type="submit" className="mfe-primary" disabled={busy || coins.length === 0 || source?.margin_in_use}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
