'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { isCanonicalDecimalInput } from '@ex/contracts';
import { CHAINS, WALLET_CURRENCIES, addressProblem, compareDecimal, decimal, subtractDecimal, type ChainId } from '@ex/domain';
import { localizedPath } from '@ex/sites';
import { AmountInput } from '@/components/amount-input';
import { useSite } from '@/core/site/site-context';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { newRequestId, postWallet } from '../api/wallet-api';
import { useRefreshWallet, useWithdrawInfo, useWithdrawals } from '../hooks/use-wallet';
import styles from './wallet.module.css';

type Field = 'address' | 'amount' | 'fundpass' | 'totp' | 'form';

function WithdrawalHistory() {
  const t = useTranslations('wallet.withdraw');
  const format = useDisplayFormat();
  const withdrawals = useWithdrawals();
  const list = withdrawals.data?.list ?? [];
  return (
    <section className={styles.card} aria-labelledby="withdraw-history">
      <h2 id="withdraw-history" className={styles.sectionTitle}>
        {t('history')}
      </h2>
      {list.length === 0 ? (
        <p className={styles.muted}>{withdrawals.isPending ? '…' : t('empty')}</p>
      ) : (
        <div className={styles.tableBox} tabIndex={0}>
          <table className={styles.table} data-testid="withdraw-history">
            <thead>
              <tr>
                <th scope="col">{t('columns.time')}</th>
                <th scope="col">{t('columns.coin')}</th>
                <th scope="col">{t('network')}</th>
                <th scope="col" className={styles.num}>
                  {t('columns.amount')}
                </th>
                <th scope="col">{t('address')}</th>
                <th scope="col">{t('columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((w) => (
                <tr key={w.id} data-status={w.status}>
                  <td>{format.date(new Date(w.created_at), 'dateTime')}</td>
                  <td>{w.currency}</td>
                  <td>{w.chain in CHAINS ? CHAINS[w.chain as ChainId].name : w.chain}</td>
                  <td className={styles.num}>{format.exact(w.amount)}</td>
                  <td className={styles.mono} title={w.address} translate="no">
                    {w.address}
                  </td>
                  <td>{t(`status.${w.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * /myaccount/withdraw/{currency}: network, address (checked for the network as typed), amount with
 * the network fee, minimum and what arrives, the KYC daily limit, then the fund password and the
 * authenticator code when enrolled. The amount is locked at once and sent (or returned) by an
 * operator. The server checks everything again; its refusals appear under their field.
 */
export function WithdrawView({ currency }: { readonly currency: string }) {
  const t = useTranslations('wallet.withdraw');
  const format = useDisplayFormat();
  const { site, locale } = useSite();
  const info = useWithdrawInfo(currency);
  const refresh = useRefreshWallet();
  const networks = WALLET_CURRENCIES[currency] ?? [];
  const [chain, setChain] = useState<ChainId | undefined>(networks[0]?.chain);
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [fundpass, setFundpass] = useState('');
  const [totp, setTotp] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One request id per form content: a retry after a lost answer creates no second withdrawal.
  const request = useRef<{ key: string; id: string } | null>(null);

  if (info.isError) return <p className={styles.error}>{t('loadError')}</p>;
  if (!info.data) return <p aria-busy="true">…</p>;
  const data = info.data;
  const network = data.networks.find((n) => n.chain === chain) ?? data.networks[0];
  if (!network) return null;
  if (!data.kyc2_done) {
    return (
      <div className={styles.card} data-testid="withdraw-kyc-required">
        <p>{t('kycRequired')}</p>
        <Link className="button button-primary" href={localizedPath(site, locale, '/myaccount/kyc_home')} prefetch={false}>
          {t('kycLink')}
        </Link>
      </div>
    );
  }
  if (!data.has_fundpass) {
    return (
      <div className={styles.card} data-testid="withdraw-fundpass-required">
        <p>{t('fundpassRequired')}</p>
        <Link className="button button-primary" href={localizedPath(site, locale, '/myaccount/fundpass_setup')} prefetch={false}>
          {t('fundpassLink')}
        </Link>
      </div>
    );
  }

  const validAmount = isCanonicalDecimalInput(amount) ? amount : null;
  const receive =
    validAmount && compareDecimal(validAmount, decimal(network.withdrawal_fee)) > 0
      ? subtractDecimal(validAmount, decimal(network.withdrawal_fee))
      : null;

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const problem = addressProblem(CHAINS[network.chain as ChainId].kind, address);
    if (problem) found.address = t(`errors.address.${problem}`, { network: network.name });
    if (!validAmount) found.amount = t('errors.amountFormat');
    else if (compareDecimal(validAmount, decimal(network.min_withdrawal)) < 0)
      found.amount = t('errors.amountMin', { min: network.min_withdrawal, currency });
    else if (compareDecimal(validAmount, decimal(data.available)) > 0) found.amount = t('errors.amountBalance');
    if (fundpass === '') found.fundpass = t('errors.fundpass');
    if (data.totp_enabled && !/^\d{6}$/.test(totp)) found.totp = t('errors.totp');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !validAmount) return;
    const key = `${currency}|${network.chain}|${address.trim()}|${validAmount}`;
    if (request.current?.key !== key) request.current = { key, id: newRequestId() };
    setBusy(true);
    const result = await postWallet('withdraw', {
      request_id: request.current.id,
      currency,
      chain: network.chain as ChainId,
      address: address.trim(),
      amount: validAmount,
      fundpass,
      ...(data.totp_enabled ? { totp } : {}),
    });
    setBusy(false);
    setFundpass('');
    setTotp('');
    if (result.ok) {
      request.current = null;
      setAmount('');
      setDone(t('submitted', { amount: format.exact(result.data.withdrawal.receive), currency }));
      await refresh();
      return;
    }
    const field = result.error?.field;
    const target: Field = field === 'address' || field === 'amount' || field === 'fundpass' || field === 'totp' ? field : 'form';
    setErrors({ [target]: result.error?.message ?? t('errors.failed') });
  };

  const describe = (field: Field) => (errors[field] ? `withdraw-${field}-error` : undefined);
  const errorLine = (field: Field) =>
    errors[field] ? (
      <p id={`withdraw-${field}-error`} className={styles.error} data-testid={`withdraw-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className={styles.page}>
      <form className={`${styles.card} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate data-testid="withdraw-form">
        <div className={styles.field}>
          <span id="withdraw-network">{t('network')}</span>
          <div className={styles.chips} role="group" aria-labelledby="withdraw-network">
            {data.networks.map((n) => (
              <button
                key={n.chain}
                type="button"
                className={styles.chip}
                aria-pressed={n.chain === network.chain}
                onClick={() => setChain(n.chain as ChainId)}
              >
                <span translate="no">{n.name}</span>
              </button>
            ))}
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="withdraw-address">{t('address')}</label>
          <input
            id="withdraw-address"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('addressPlaceholder', { network: network.name })}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            aria-invalid={Boolean(errors.address)}
            aria-describedby={describe('address')}
            data-testid="withdraw-address"
          />
          {errorLine('address')}
        </div>
        <div className={styles.field}>
          <label htmlFor="withdraw-amount">{t('amount')}</label>
          <div className={styles.inline}>
            <AmountInput
              id="withdraw-amount"
              precision={8}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={Boolean(errors.amount)}
              aria-describedby={describe('amount')}
              data-testid="withdraw-amount"
            />
            <button type="button" className="button button-ghost" onClick={() => setAmount(data.available)}>
              {t('max')}
            </button>
          </div>
          <p className={styles.muted} data-testid="withdraw-available">
            {t('available', { amount: format.exact(data.available), currency })}
          </p>
          {errorLine('amount')}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('fee')}</dt>
            <dd>{`${format.exact(network.withdrawal_fee)} ${currency}`}</dd>
          </div>
          <div>
            <dt>{t('receive')}</dt>
            <dd data-testid="withdraw-receive">{receive ? `${format.exact(receive)} ${currency}` : '—'}</dd>
          </div>
          <div>
            <dt>{t('min')}</dt>
            <dd>{`${format.exact(network.min_withdrawal)} ${currency}`}</dd>
          </div>
          <div>
            <dt>{t('dailyLimit')}</dt>
            <dd>{t('dailyLimitValue', { used: format.exact(data.used_today_usd), limit: format.exact(data.daily_limit_usd) })}</dd>
          </div>
        </dl>
        <div className={styles.field}>
          <label htmlFor="withdraw-fundpass">{t('fundpass')}</label>
          <input
            id="withdraw-fundpass"
            type="password"
            autoComplete="off"
            value={fundpass}
            onChange={(e) => setFundpass(e.target.value)}
            aria-invalid={Boolean(errors.fundpass)}
            aria-describedby={describe('fundpass')}
            data-testid="withdraw-fundpass"
          />
          {errorLine('fundpass')}
        </div>
        {data.totp_enabled ? (
          <div className={styles.field}>
            <label htmlFor="withdraw-totp">{t('totp')}</label>
            <input
              id="withdraw-totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={totp}
              onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))}
              aria-invalid={Boolean(errors.totp)}
              aria-describedby={describe('totp')}
            />
            {errorLine('totp')}
          </div>
        ) : null}
        {errorLine('form')}
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={busy} data-testid="withdraw-submit">
            {t('submit')}
          </button>
        </div>
        <p role="status" className={styles.success} data-testid="withdraw-done">
          {done ?? ''}
        </p>
      </form>
      <WithdrawalHistory />
    </div>
  );
}
