'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { MONEY_ERROR_CODES, isCanonicalDecimalInput } from '@ex/contracts';
import { compareDecimal, decimal } from '@ex/domain';
import { localizedPath } from '@ex/sites';
import { AmountInput } from '@/components/amount-input';
import { useSite } from '@/core/site/site-context';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { newRequestId, postMoney, type MoneyPostResult } from '../api/money-api';
import {
  useAvailable,
  useMoneyOptions,
  useQuoteCountdown,
  useRefreshBalances,
  useSignedIn,
  holdQuote,
  type HeldQuote,
} from '../hooks/use-money';
import styles from './money.module.css';

type Outcome = { readonly ok: boolean; readonly text: string } | null;

/**
 * /convert/{from}/{to}: a firm quote at the live price less the disclosed spread, valid for a few
 * seconds and refreshed when it runs out; "Convert" executes that quote once (one request id per
 * quote), or is refused if it expired meanwhile, in which case a new quote is fetched.
 */
export function ConvertView({ from, to }: { from: string; to: string }) {
  const t = useTranslations('buy.convert');
  const te = useTranslations('buy.errors');
  const format = useDisplayFormat();
  const { site, locale } = useSite();
  const router = useRouter();
  const signedIn = useSignedIn();
  const options = useMoneyOptions();
  const available = useAvailable();
  const refresh = useRefreshBalances();
  const [amount, setAmount] = useState('');
  const [quote, setQuote] = useState<HeldQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const requestId = useRef<{ quote: string; id: string } | null>(null);

  const cryptos = options.data?.cryptos ?? [];
  const listed = (c: string) => cryptos.some((x) => x.currency === c);
  const balance = available.data?.[from] ?? '0';
  const go = (nextFrom: string, nextTo: string) => router.replace(localizedPath(site, locale, `/convert/${nextFrom}/${nextTo}`));

  const refusal = (result: Extract<MoneyPostResult<'convertQuote'>, { ok: false }>) => {
    if (result.status === 0) return te('network');
    if (result.error?.code === MONEY_ERROR_CODES.quoteExpired) return te('expired');
    if (result.error?.code === MONEY_ERROR_CODES.quoteUsed) return te('used');
    if (result.status === 403) return te('notAllowed');
    return result.error?.message ?? te('failed');
  };

  const requestQuote = async () => {
    if (!isCanonicalDecimalInput(amount)) {
      setOutcome({ ok: false, text: te('amount') });
      return;
    }
    if (compareDecimal(decimal(amount), decimal(balance)) > 0) {
      setOutcome({ ok: false, text: te('balance', { currency: from }) });
      return;
    }
    setBusy(true);
    const result = await postMoney('convertQuote', { from, to, amount });
    setBusy(false);
    if (result.ok) {
      setQuote(holdQuote(result.data.quote));
      setOutcome(null);
    } else {
      setQuote(null);
      setOutcome({ ok: false, text: refusal(result) });
    }
  };

  // A quote that ran out is replaced by a fresh one at the current price.
  const secondsLeft = useQuoteCountdown(quote, () => void requestQuote());

  const execute = async () => {
    if (quote === null) return;
    const { quote: firm } = quote;
    if (requestId.current?.quote !== firm.id) requestId.current = { quote: firm.id, id: newRequestId() };
    setBusy(true);
    const result = await postMoney('convertExecute', { quote_id: firm.id, request_id: requestId.current.id });
    setBusy(false);
    if (result.ok) {
      const done = result.data.quote;
      setQuote(null);
      setAmount('');
      setOutcome({
        ok: true,
        text: t('done', {
          pay: format.exact(done.pay_amount),
          from: done.pay_currency,
          get: format.exact(done.get_amount),
          to: done.get_currency,
        }),
      });
      await refresh();
      return;
    }
    setOutcome({ ok: false, text: refusal(result) });
    if (result.error?.code === MONEY_ERROR_CODES.quoteExpired) await requestQuote();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void requestQuote();
  };

  if (options.isError) return <p className={styles.error}>{te('options')}</p>;
  if (options.data && (!listed(from) || !listed(to) || from === to)) {
    return (
      <div className={styles.card}>
        <p className={styles.error}>{t('unlisted', { from, to })}</p>
        <Link href={localizedPath(site, locale, '/convert/USDT/BTC')} className="button button-primary" prefetch={false}>
          {t('start')}
        </Link>
      </div>
    );
  }

  const shown = quote?.quote ?? null;
  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <p className={styles.muted}>{t('intro', { spread: format.percent(String((options.data?.convert_spread_bps ?? 0) / 100)) })}</p>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="convert-from">{t('from')}</label>
            <select
              id="convert-from"
              value={from}
              onChange={(e) => go(e.target.value, e.target.value === to ? from : to)}
              data-testid="convert-from"
            >
              {cryptos.map((c) => (
                <option key={c.currency} value={c.currency}>
                  {c.currency}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => go(to, from)}
            aria-label={t('swap')}
            data-testid="convert-swap"
          >
            ⇄
          </button>
          <div className={styles.field}>
            <label htmlFor="convert-to">{t('to')}</label>
            <select
              id="convert-to"
              value={to}
              onChange={(e) => go(e.target.value === from ? to : from, e.target.value)}
              data-testid="convert-to"
            >
              {cryptos.map((c) => (
                <option key={c.currency} value={c.currency}>
                  {c.currency}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="convert-amount">{t('amount', { currency: from })}</label>
          <AmountInput
            id="convert-amount"
            precision={8}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setQuote(null);
            }}
            data-testid="convert-amount"
          />
          {signedIn ? (
            <p className={styles.muted} data-testid="convert-available">
              {t('available', { amount: format.exact(balance), currency: from })}
            </p>
          ) : null}
        </div>
        {signedIn ? (
          <div className={styles.actions}>
            <button type="submit" className="button button-secondary" disabled={busy} data-testid="convert-quote">
              {t('getQuote')}
            </button>
          </div>
        ) : (
          <Link href={localizedPath(site, locale, '/login')} className="button button-primary" prefetch={false}>
            {t('login')}
          </Link>
        )}
      </form>
      {shown ? (
        <section className={styles.card} aria-labelledby="convert-quote-title" data-testid="convert-quote-card">
          <h2 id="convert-quote-title">{t('quoteTitle')}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('rate')}</dt>
              <dd>{t('rateValue', { from: shown.pay_currency, rate: format.exact(shown.price), to: shown.get_currency })}</dd>
            </div>
            <div>
              <dt>{t('receive')}</dt>
              <dd data-testid="convert-receive">
                {format.exact(shown.get_amount)} {shown.get_currency}
              </dd>
            </div>
            <div>
              <dt>{t('spread')}</dt>
              <dd>{format.percent(String(shown.spread_bps / 100))}</dd>
            </div>
          </dl>
          <p className={styles.muted} aria-live="polite">
            {t('validFor', { seconds: secondsLeft ?? 0 })}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              disabled={busy || secondsLeft === 0}
              onClick={() => void execute()}
              data-testid="convert-execute"
            >
              {t('confirm')}
            </button>
          </div>
        </section>
      ) : null}
      <p role="status" className={outcome?.ok ? styles.success : styles.error} data-testid="convert-outcome">
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
