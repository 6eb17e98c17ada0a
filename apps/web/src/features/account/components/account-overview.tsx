'use client';

import { useTranslations } from 'next-intl';
import { isTrialVip } from '@ex/domain';
import { localizedPath } from '@ex/sites';
import { useRequiredSession } from '@/core/session/hooks/use-required-session';
import { useTotalFunds, useTrialVip } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';
import { useEstimatedValues } from '@/core/site/hooks/use-display-currency';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { SubAccountInfoEntries, SubUserTypeEntries } from './sub-account-details';

/**
 * The signed-in user's overview. proxy.ts sends visitors without a session cookie to /login; this
 * also does when the session turns out to be invalid (the API is the real gate: it answers 401).
 */
export function AccountOverview() {
  const t = useTranslations('account');
  const tSecurity = useTranslations('security');
  const tDisplay = useTranslations('display');
  const format = useDisplayFormat();
  const estimates = useEstimatedValues();
  const { site, locale } = useSite();
  const session = useRequiredSession();
  const funds = useTotalFunds(session.status === 'logged-in');
  const tier = useTrialVip(session);

  if (session.status !== 'logged-in') {
    return <p aria-busy="true">{t('loading')}</p>;
  }
  const { user } = session;
  const kycKey = String(user.verified) as '0' | '5' | '2' | '1' | '4' | '3';
  const trial = tier.data?.trial;
  return (
    <section className="account" aria-labelledby="account-title">
      <h1 id="account-title">{t('heading')}</h1>
      <dl className="account-grid">
        <div>
          <dt>{t('nickname')}</dt>
          <dd data-testid="account-nickname">{user.nickname}</dd>
        </div>
        <div>
          <dt>{t('uid')}</dt>
          <dd>{user.uid}</dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('kyc')}</dt>
          <dd>{t.has(`kycLevels.${kycKey}`) ? t(`kycLevels.${kycKey}`) : t('kycLevels.0')}</dd>
        </div>
        <div>
          <dt>{t('balance')}</dt>
          <dd data-testid="account-balance" data-currency={estimates.currency?.code}>
            {funds.data
              ? tDisplay('totalBalance', { value: estimates.usd(funds.data.total_usd), btc: format.exact(funds.data.total_btc) })
              : '…'}
          </dd>
        </div>
        {user.is_sub ? (
          <div>
            <dt>{t('subAccount')}</dt>
            <dd>✓</dd>
          </div>
        ) : null}
        {user.is_sub ? <SubUserTypeEntries /> : null}
        <SubAccountInfoEntries />
        {trial && isTrialVip(trial.tier) ? (
          <div>
            <dt>VIP</dt>
            <dd>{t('trialVip', { tier: trial.tier, date: format.date(trial.expire_time * 1000, 'date') })}</dd>
          </div>
        ) : null}
      </dl>
      <p>
        <a href={localizedPath(site, locale, '/myaccount/security')} data-testid="account-security-link">
          {tSecurity('menuLink')}
        </a>
      </p>
    </section>
  );
}
