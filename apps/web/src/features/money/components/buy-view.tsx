'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { MONEY_ERROR_CODES, isCanonicalDecimalInput } from '@ex/contracts';
import { BUY_METHODS, addDecimal, compareDecimal, decimal, divideDecimal, type BuyMethod } from '@ex/domain';
import { getSite, localizedPath } from '@ex/sites';
import { AmountInput } from '@/components/amount-input';
import { useSite } from '@/core/site/site-context';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { newRequestId, postMoney, type MoneyPostResult } from '../api/money-api';
import {
  useBuyLimits,
  useMoneyOptions,
  useQuoteCountdown,
  useRefreshBalances,
  useSignedIn,
  holdQuote,
  type HeldQuote,
} from '../hooks/use-money';
import styles from './money.module.css';

type Outcome = { readonly ok: boolean; readonly text: string } | null;
const MENU_OF: Record<BuyMethod, 'buy_crypto_card' | 'buy_crypto_bank'> = { card: 'buy_crypto_card', bank: 'buy_crypto_bank' };

/**
 * Buying crypto with a card or a bank transfer (issue 13): fiat and crypto, a quote at the live
 * price plus the disclosed spread and fee, valid for a few seconds and then refreshed, the daily
 * limit of the user's KYC level, and a payment through the provider, which is a sandbox here (the
 * page says so). `method` fixes the method (the with-credit-card and with-bank-account pages);
 * otherwise `?method=` and `&fiat=` from the deposit chooser preselect them.
 */
export function BuyView({ method: fixed }: { method?: BuyMethod }) {
  const t = useTranslations('buy.buy');
  const te = useTranslations('buy.errors');
  const format = useDisplayFormat();
  const { site, locale } = useSite();
  const search = useSearchParams();
  const signedIn = useSignedIn();
  const options = useMoneyOptions();
  const limits = useBuyLimits();
  const refresh = useRefreshBalances();
  const menu = getSite(site).menuCodes as readonly string[];
  const methods = BUY_METHODS.filter((m) => menu.includes(MENU_OF[m]) && (fixed === undefined || m === fixed));
  const asked = search.get('method');
  const [method, setMethod] = useState<BuyMethod>(methods.find((m) => m === asked) ?? methods[0] ?? 'card');
  const [fiat, setFiat] = useState<string | null>(null);
  const [crypto, setCrypto] = useState('BTC');
  const [amount, setAmount] = useState('');
  const [quote, setQuote] = useState<HeldQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const requestId = useRef<{ quote: string; id: string } | null>(null);

  const data = options.data;
  const askedFiat = search.get('fiat')?.toUpperCase();
  // §3 site settings defaultBuyCryptoFiat, unless the chooser asked for a fiat the list has.
  const chosenFiat = fiat ?? (data?.fiats.some((f) => f.code === askedFiat) ? askedFiat! : (data?.default_fiat ?? 'USD'));
  const fiatRate = data?.fiats.find((f) => f.code === chosenFiat)?.per_usd;

  const reset = () => {
    setQuote(null);
    setOutcome(null);
  };

  const refusal = (result: Extract<MoneyPostResult<'buyQuote'>, { ok: false }>) => {
    if (result.status === 0) return te('network');
    if (result.error?.code === MONEY_ERROR_CODES.quoteExpired) return te('expired');
    if (result.error?.code === MONEY_ERROR_CODES.paymentDeclined) return te('declined');
    if (result.status === 403) return te('notAllowed');
    return result.error?.message ?? te('failed');
  };

  const requestQuote = async () => {
    if (!isCanonicalDecimalInput(amount)) {
      setOutcome({ ok: false, text: te('amount') });
      return;
    }
    if (limits.data && fiatRate) {
      const usd = divideDecimal(decimal(amount), decimal(fiatRate), 2, 'half-up');
      if (compareDecimal(addDecimal(usd, decimal(limits.data.used_today_usd)), decimal(limits.data.daily_limit_usd)) > 0) {
        setOutcome({ ok: false, text: te('limit', { limit: format.exact(limits.data.daily_limit_usd) }) });
        return;
      }
    }
    setBusy(true);
    const result = await postMoney('buyQuote', { method, fiat: chosenFiat, crypto, amount });
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

  const confirm = async () => {
    if (quote === null) return;
    const { quote: firm } = quote;
    if (requestId.current?.quote !== firm.id) requestId.current = { quote: firm.id, id: newRequestId() };
    setBusy(true);
    const result = await postMoney('buyConfirm', { quote_id: firm.id, request_id: requestId.current.id });
    setBusy(false);
    if (result.ok) {
      const done = result.data.quote;
      setQuote(null);
      setAmount('');
      setOutcome({
        ok: true,
        text: t('done', {
          get: format.exact(done.get_amount),
          crypto: done.get_currency,
          pay: format.exact(done.pay_amount),
          fiat: done.pay_currency,
          ref: result.data.payment_ref,
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

  const shown = quote?.quote ?? null;
  return (
    <div className={styles.page}>
      {data?.simulated !== false ? (
        <p className={styles.notice} role="note" data-testid="buy-sandbox-notice">
          {t('sandbox', { provider: data?.provider ?? 'sandbox' })}
        </p>
      ) : null}
      <form className={styles.card} onSubmit={submit} noValidate>
        {methods.length > 1 ? (
          <ul className={styles.chips} aria-label={t('method')}>
            {methods.map((m) => (
              <li key={m}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={m === method}
                  aria-current={m === method ? 'page' : undefined}
                  onClick={() => {
                    setMethod(m);
                    reset();
                  }}
                  data-testid={`buy-method-${m}`}
                >
                  {t(`methods.${m}`)}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t(`methods.${method}`)}</p>
        )}
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="buy-fiat">{t('fiat')}</label>
            <select
              id="buy-fiat"
              value={chosenFiat}
              onChange={(e) => {
                setFiat(e.target.value);
                reset();
              }}
              data-testid="buy-fiat"
            >
              {(data?.fiats ?? []).map((f) => (
                <option key={f.code} value={f.code}>
                  {f.code}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="buy-crypto">{t('crypto')}</label>
            <select
              id="buy-crypto"
              value={crypto}
              onChange={(e) => {
                setCrypto(e.target.value);
                reset();
              }}
              data-testid="buy-crypto"
            >
              {(data?.cryptos ?? []).map((c) => (
                <option key={c.currency} value={c.currency}>
                  {c.currency}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="buy-amount">{t('amount', { fiat: chosenFiat })}</label>
          <AmountInput
            id="buy-amount"
            precision={2}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setQuote(null);
            }}
            data-testid="buy-amount"
          />
        </div>
        {data ? (
          <p className={styles.muted}>
            {t('terms', {
              spread: format.percent(String(data.buy_spread_bps / 100)),
              fee: format.percent(String(data.buy_fee_bps[method] / 100)),
              minFee: format.exact(data.buy_min_fee_usd),
            })}
          </p>
        ) : null}
        {limits.data ? (
          <p className={styles.muted} data-testid="buy-limit">
            {t('limit', { used: format.exact(limits.data.used_today_usd), limit: format.exact(limits.data.daily_limit_usd) })}
          </p>
        ) : null}
        {signedIn ? (
          <div className={styles.actions}>
            <button type="submit" className="button button-secondary" disabled={busy} data-testid="buy-quote">
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
        <section className={styles.card} aria-labelledby="buy-quote-title" data-testid="buy-quote-card">
          <h2 id="buy-quote-title">{t('quoteTitle')}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('price')}</dt>
              <dd>
                {format.exact(shown.price)} {shown.pay_currency}
              </dd>
            </div>
            <div>
              <dt>{t('fee')}</dt>
              <dd>
                {format.exact(shown.fee)} {shown.pay_currency}
              </dd>
            </div>
            <div>
              <dt>{t('receive')}</dt>
              <dd data-testid="buy-receive">
                {format.exact(shown.get_amount)} {shown.get_currency}
              </dd>
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
              onClick={() => void confirm()}
              data-testid="buy-confirm"
            >
              {t('pay', { amount: format.exact(shown.pay_amount), fiat: shown.pay_currency })}
            </button>
          </div>
        </section>
      ) : null}
      <p role="status" className={outcome?.ok ? styles.success : styles.error} data-testid="buy-outcome">
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
