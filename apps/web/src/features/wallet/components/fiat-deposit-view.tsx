'use client';

import { useTranslations } from 'next-intl';
import { useFiatDeposit } from '../hooks/use-wallet';
import { DepositChooser } from './deposit-chooser';
import { DepositHistory } from './deposit-view';
import styles from './wallet.module.css';

/**
 * /myaccount/deposit_fiat: where to send a bank transfer in each fiat this sub-site takes, with the
 * user's own reference; an operator credits the transfer when it arrives.
 */
export function FiatDepositView() {
  const t = useTranslations('wallet.fiat');
  const fiat = useFiatDeposit();
  return (
    <div className={styles.page}>
      <DepositChooser current="fiat" />
      <section className={styles.card} aria-labelledby="fiat-reference" aria-busy={fiat.isPending}>
        <p className={styles.muted}>{t('intro')}</p>
        {fiat.isError ? <p className={styles.error}>{t('loadError')}</p> : null}
        {fiat.data ? (
          <>
            <h2 id="fiat-reference" className={styles.sectionTitle}>
              {t('reference')}: <span data-testid="fiat-reference">{fiat.data.reference}</span>
            </h2>
            {fiat.data.accounts.length === 0 ? <p className={styles.muted}>{t('none')}</p> : null}
          </>
        ) : null}
      </section>
      {fiat.data?.accounts.map((account) => (
        <section
          key={account.currency}
          className={styles.card}
          aria-labelledby={`fiat-${account.currency}`}
          data-testid={`fiat-account-${account.currency}`}
        >
          <h2 id={`fiat-${account.currency}`} className={styles.sectionTitle}>
            {account.currency}
          </h2>
          <dl className={styles.facts} translate="no">
            <div>
              <dt>{t('bankName')}</dt>
              <dd>{account.bank_name}</dd>
            </div>
            <div>
              <dt>{t('accountName')}</dt>
              <dd>{account.account_name}</dd>
            </div>
            <div>
              <dt>{t('iban')}</dt>
              <dd>{account.iban}</dd>
            </div>
            <div>
              <dt>{t('swift')}</dt>
              <dd>{account.swift}</dd>
            </div>
            <div>
              <dt>{t('reference')}</dt>
              <dd>{fiat.data.reference}</dd>
            </div>
          </dl>
        </section>
      ))}
      <p className={styles.warning}>{t('note')}</p>
      <DepositHistory />
    </div>
  );
}
