'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { CHAINS, WALLET_CURRENCIES } from '@ex/domain';
import { getSite, localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { newRequestId, postWallet } from '../api/wallet-api';
import { useDepositAddress, useDeposits, useRefreshWallet } from '../hooks/use-wallet';
import { DepositChooser } from './deposit-chooser';
import styles from './wallet.module.css';

/** The address as a QR code, drawn in the browser (no server HTML to sanitise). */
function AddressQr({ address, label }: { readonly address: string; readonly label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(address, { margin: 1, width: 320 })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [address]);
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn here, nothing to optimise
    <img className={styles.qr} src={src} alt={label} data-testid="deposit-qr" />
  ) : (
    <div className={styles.qr} aria-hidden="true" />
  );
}

function CopyButton({ text }: { readonly text: string }) {
  const t = useTranslations('wallet.deposit');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button button-ghost"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? t('copied') : t('copy')}
    </button>
  );
}

/** Test net only (site table `testFunds`): play money, once a day (the API enforces it). */
function TestFundsButton({ onDone }: { readonly onDone: () => Promise<void> }) {
  const t = useTranslations('wallet.testFunds');
  const format = useDisplayFormat();
  const [state, setState] = useState<
    { kind: 'idle' | 'busy' } | { kind: 'done'; amount: string; currency: string } | { kind: 'error'; message: string }
  >({
    kind: 'idle',
  });
  const claim = async () => {
    setState({ kind: 'busy' });
    const result = await postWallet('testFunds', { request_id: newRequestId() });
    if (result.ok) {
      setState({ kind: 'done', amount: result.data.deposit.amount, currency: result.data.deposit.currency });
      await onDone();
    } else setState({ kind: 'error', message: result.status === 429 ? t('limited') : t('failed') });
  };
  return (
    <div className={styles.card} data-testid="test-funds">
      <p className={styles.muted}>{t('hint')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          disabled={state.kind === 'busy'}
          onClick={() => void claim()}
          data-testid="test-funds-button"
        >
          {t('button')}
        </button>
      </div>
      <p role="status" className={state.kind === 'error' ? styles.error : styles.success}>
        {state.kind === 'done'
          ? t('done', { amount: format.exact(state.amount), currency: state.currency })
          : state.kind === 'error'
            ? state.message
            : ''}
      </p>
    </div>
  );
}

/** The user's deposits of `currency`, newest first, with their confirmations and status. */
export function DepositHistory({ currency }: { readonly currency?: string }) {
  const t = useTranslations('wallet.deposit');
  const format = useDisplayFormat();
  const deposits = useDeposits(currency);
  const list = deposits.data?.list ?? [];
  return (
    <section className={styles.card} aria-labelledby="deposit-history">
      <h2 id="deposit-history" className={styles.sectionTitle}>
        {t('history')}
      </h2>
      {list.length === 0 ? (
        <p className={styles.muted}>{deposits.isPending ? '…' : t('empty')}</p>
      ) : (
        <div className={styles.tableBox} tabIndex={0}>
          <table className={styles.table} data-testid="deposit-history">
            <thead>
              <tr>
                <th scope="col">{t('columns.time')}</th>
                <th scope="col">{t('columns.coin')}</th>
                <th scope="col">{t('columns.network')}</th>
                <th scope="col" className={styles.num}>
                  {t('columns.amount')}
                </th>
                <th scope="col">{t('columns.confirmations')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.tx')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((d) => (
                <tr key={d.id} data-status={d.status}>
                  <td>{format.date(new Date(d.created_at), 'dateTime')}</td>
                  <td>{d.currency}</td>
                  <td>
                    {d.chain in CHAINS
                      ? CHAINS[d.chain as keyof typeof CHAINS].name
                      : t(`offChain.${d.chain === 'BANK' ? 'BANK' : 'FAUCET'}`)}
                  </td>
                  <td className={styles.num}>{format.exact(d.amount)}</td>
                  <td>
                    {d.required_confirmations === 0
                      ? '—'
                      : `${Math.min(d.confirmations, d.required_confirmations)}/${d.required_confirmations}`}
                  </td>
                  <td>{t(`status.${d.status}`)}</td>
                  <td className={styles.mono} title={d.tx_hash}>
                    {d.tx_hash}
                  </td>
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
 * /myaccount/deposit/{currency}: the coin and network pickers, the user's address on that network
 * with its QR code, the minimum and the confirmations needed, the test-net funds button where the
 * site has one, and the deposit history.
 */
export function DepositView({ currency }: { readonly currency: string }) {
  const t = useTranslations('wallet.deposit');
  const format = useDisplayFormat();
  const { site, locale } = useSite();
  const networks = WALLET_CURRENCIES[currency] ?? [];
  const [chain, setChain] = useState(networks[0]?.chain);
  const address = useDepositAddress(currency, chain);
  const refresh = useRefreshWallet();
  const network = address.data?.networks.find((n) => n.chain === address.data?.chain);
  return (
    <div className={styles.page}>
      <DepositChooser current="onchain" />
      <section className={styles.card} aria-labelledby="deposit-coin">
        <h2 id="deposit-coin" className={styles.sectionTitle}>
          {t('coin')}
        </h2>
        <ul className={styles.chips}>
          {Object.keys(WALLET_CURRENCIES).map((c) => (
            <li key={c}>
              <Link
                className={styles.chip}
                href={localizedPath(site, locale, `/myaccount/deposit/${c}`)}
                aria-current={c === currency ? 'page' : undefined}
                prefetch={false}
              >
                {c}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="deposit-network">
        <h2 id="deposit-network" className={styles.sectionTitle}>
          {t('network')}
        </h2>
        <div className={styles.chips} role="group" aria-labelledby="deposit-network">
          {networks.map((n) => (
            <button
              key={n.chain}
              type="button"
              className={styles.chip}
              aria-pressed={n.chain === chain}
              onClick={() => setChain(n.chain)}
              data-testid={`deposit-chain-${n.chain}`}
            >
              <span translate="no">{CHAINS[n.chain].name}</span>
            </button>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="deposit-address" aria-busy={address.isPending}>
        <h2 id="deposit-address" className={styles.sectionTitle}>
          {t('address')}
        </h2>
        {address.isError ? <p className={styles.error}>{t('loadError')}</p> : null}
        {address.data && network ? (
          <>
            <div className={styles.addressRow}>
              <AddressQr address={address.data.address} label={t('qrAlt')} />
              <p className={styles.address} data-testid="deposit-address" translate="no">
                {address.data.address}
              </p>
              <CopyButton text={address.data.address} />
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('minDeposit')}</dt>
                <dd data-testid="deposit-min">{`${format.exact(network.min_deposit)} ${currency}`}</dd>
              </div>
              <div>
                <dt>{t('confirmations')}</dt>
                <dd>{t('confirmationsValue', { count: network.confirmations })}</dd>
              </div>
            </dl>
            <p className={styles.warning}>{t('warning', { currency, network: network.name })}</p>
          </>
        ) : null}
      </section>
      {getSite(site).testFunds ? <TestFundsButton onDone={refresh} /> : null}
      <DepositHistory currency={currency} />
    </div>
  );
}
