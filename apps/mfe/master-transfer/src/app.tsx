import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  SUB_TRANSFER_ERROR_CODES,
  SUB_TRANSFER_PARTIES_PATH,
  SUB_TRANSFER_PATH,
  type MasterTransferMiniAppProps,
  type MiniAppHost,
  type SubTransferParties,
  type SubTransferParty,
} from '@ex/contracts';
import { compareDecimal, decimal, isDecimalString } from '@ex/domain';
import { FORM_CSS } from '../../runtime/form-css';
import { fill, languageOfLocale, newRequestId } from '../../runtime/mini-app';
import { MESSAGES, type MasterMessage } from './messages';
import { SUB_ACCOUNT_INFO_PATH, subAccountInfoOutcome } from './sub-account-info';

type Load = { kind: 'loading' } | { kind: 'ready'; parties: SubTransferParties } | { kind: 'refused' } | { kind: 'failed' };

export function MasterTransfer({ props, host, root }: { props: MasterTransferMiniAppProps; host: MiniAppHost; root: HTMLElement }) {
  const lang = languageOfLocale(props.g_lang);
  const t = useCallback((key: MasterMessage, values: Record<string, string> = {}) => fill(MESSAGES[lang][key], values), [lang]);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [fromUid, setFromUid] = useState(0);
  const [toUid, setToUid] = useState(0);
  const [currency, setCurrency] = useState('USDT');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [kinds, setKinds] = useState<Record<number, number>>({});
  const requestId = useRef(newRequestId());

  const refresh = useCallback(async () => {
    try {
      const response = await fetch(SUB_TRANSFER_PARTIES_PATH, { credentials: 'include', headers: { accept: 'application/json' } });
      if (response.status === 403) return setLoad({ kind: 'refused' });
      const parties = ((await response.json()) as { data?: SubTransferParties } | null)?.data;
      if (!response.ok || !parties?.master) throw new Error(`HTTP ${response.status}`);
      setLoad({ kind: 'ready', parties });
      setFromUid((uid) => uid || parties.master.uid);
      setToUid((uid) => uid || (parties.subs[0]?.uid ?? 0));
    } catch (e) {
      host.log('warn', `master_transfer: accounts failed (${e instanceof Error ? e.message : String(e)})`);
      setLoad({ kind: 'failed' });
    }
  }, [host]);
  useEffect(() => void refresh(), [refresh]);

  // §8 "Sub-account info non-zero code: warning toast with the server message, redirect home after
  // 2 s, fall back to type 1 sub type 1", for each sub-account taking part.
  const parties = load.kind === 'ready' ? load.parties : null;
  useEffect(() => {
    if (!parties) return;
    let cancelled = false;
    const subUids = [fromUid, toUid].filter((uid) => uid !== 0 && uid !== parties.master.uid && kinds[uid] === undefined);
    for (const uid of subUids) {
      void host
        .getJson(`${SUB_ACCOUNT_INFO_PATH}?sub_uid=${uid}`)
        .catch(() => null)
        .then((raw) => {
          if (cancelled) return;
          const outcome = subAccountInfoOutcome(raw);
          setKinds((k) => ({ ...k, [uid]: outcome.type }));
          if (outcome.warning !== null) {
            setWarning(outcome.warning);
            window.setTimeout(() => window.location.assign(`${props.lang_prefix}/`), outcome.redirectAfterMs);
          }
        });
    }
    return () => {
      cancelled = true;
    };
  }, [parties, fromUid, toUid, kinds, host, props.lang_prefix]);

  if (load.kind === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.kind === 'refused') return <p role="alert">{t('notMaster')}</p>;
  if (load.kind === 'failed' || !parties) return <p role="alert">{t('network')}</p>;
  if (parties.subs.length === 0) return <p>{t('noSubs')}</p>;

  const all = [parties.master, ...parties.subs];
  const labelOf = (p: SubTransferParty) =>
    p.uid === parties.master.uid
      ? t('master', { name: p.nickname })
      : t('sub', { name: p.nickname, kind: t((kinds[p.uid] ?? p.type) === 4 ? 'managed' : 'normal') });
  const source = all.find((p) => p.uid === fromUid) ?? parties.master;
  const coins = source.balances;
  const available = coins.find((b) => b.currency === currency)?.available ?? '0';
  const edited = () => {
    requestId.current = newRequestId();
    setError(null);
    setDone(null);
  };
  const choose = (setter: (uid: number) => void) => (uid: number) => {
    edited();
    setter(uid);
    const coinsThere = all.find((p) => p.uid === uid)?.balances ?? [];
    if (setter === setFromUid && coinsThere.length > 0 && !coinsThere.some((b) => b.currency === currency))
      setCurrency(coinsThere[0]!.currency);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isDecimalString(amount) || amount.startsWith('-') || compareDecimal(amount, decimal('0')) <= 0)
      return setError(t('amountInvalid'));
    if (compareDecimal(amount, decimal(available)) > 0) return setError(t('amountOver'));
    setBusy(true);
    const result = await host.postJson(SUB_TRANSFER_PATH, {
      from_uid: fromUid,
      to_uid: toUid,
      currency,
      amount,
      request_id: requestId.current,
    });
    setBusy(false);
    if (result.kind === 'network') return setError(t('network'));
    if (!result.ok) {
      const { code, field } = (result.raw ?? {}) as { code?: number; field?: string };
      const byCode: Record<number, MasterMessage> = {
        [SUB_TRANSFER_ERROR_CODES.notMaster]: 'notMaster',
        [SUB_TRANSFER_ERROR_CODES.notOwnSubAccount]: 'notOwn',
        [SUB_TRANSFER_ERROR_CODES.managedSubAccount]: 'managedRule',
      };
      return setError(t((code !== undefined ? byCode[code] : undefined) ?? (field === 'amount' ? 'amountOver' : 'failed')));
    }
    const message = t('done', {
      amount: host.formatDecimal(amount, props.g_lang),
      currency,
      from: labelOf(source),
      to: labelOf(all.find((p) => p.uid === toUid) ?? parties.master),
    });
    setDone(message);
    setAmount('');
    requestId.current = newRequestId();
    root.dispatchEvent(new CustomEvent('mfe:done', { bubbles: true, detail: { message } }));
    await refresh();
  };

  const partySelect = (id: string, value: number, onChange: (uid: number) => void, exclude: number) => (
    <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {all
        .filter((p) => p.uid !== exclude)
        .map((p) => (
          <option key={p.uid} value={p.uid}>
            {labelOf(p)}
          </option>
        ))}
    </select>
  );
  return (
    <form className="mfe-form" onSubmit={(e) => void submit(e)} noValidate data-theme={props.theme}>
      <style>{FORM_CSS}</style>
      {warning ? <p role="alert">{warning}</p> : null}
      <div className="mfe-field">
        <label htmlFor="mt-from">{t('from')}</label>
        {partySelect('mt-from', fromUid, choose(setFromUid), toUid)}
      </div>
      <div className="mfe-field">
        <label htmlFor="mt-to">{t('to')}</label>
        {partySelect('mt-to', toUid, choose(setToUid), fromUid)}
      </div>
      {coins.length === 0 ? (
        <p>{t('noFunds')}</p>
      ) : (
        <>
          <div className="mfe-field">
            <label htmlFor="mt-coin">{t('coin')}</label>
            <select id="mt-coin" value={currency} onChange={(e) => (edited(), setCurrency(e.target.value))}>
              {coins.map((b) => (
                <option key={b.currency} value={b.currency}>
                  {b.currency}
                </option>
              ))}
            </select>
          </div>
          <div className="mfe-field">
            <label htmlFor="mt-amount">{t('amount')}</label>
            <div className="mfe-row">
              <input
                id="mt-amount"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                aria-invalid={error !== null}
                aria-describedby="mt-available"
                onChange={(e) => (edited(), setAmount(e.target.value.trim()))}
              />
              <button type="button" onClick={() => (edited(), setAmount(available))}>
                {t('max')}
              </button>
            </div>
            <p id="mt-available" className="mfe-muted">
              {t('available', { amount: host.formatDecimal(available, props.g_lang), currency })}
            </p>
          </div>
        </>
      )}
      {error ? <p role="alert">{error}</p> : null}
      {done && !props.isNotsNeedNotificationProvider ? <p role="status">{done}</p> : null}
      <button type="submit" className="mfe-primary" disabled={busy || coins.length === 0 || warning !== null}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
