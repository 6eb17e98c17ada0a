'use client';

import { useTranslations } from 'next-intl';
import { localizedPath } from '@ex/sites';
import { track } from '@/lib/analytics';
import { useSite } from '@/core/site/site-context';
import { useSecurityOverview, useUserFrequency } from '../hooks/use-security';
import { useRequiredSession } from '@/core/session/hooks/use-required-session';
import { validityKey } from '../rules';
import { LockNotice } from './lock-notice';
import { ValidityControl } from './validity-control';
import '../security.css';

const EVENT = 'myaccount_security_click';

/**
 * /myaccount/security: fund password, its validity, the authenticator and any lock. Set-up pages
 * open in a new tab (§2.1); clicks record myaccount_security_click.
 */
export function SecurityOverview() {
  const t = useTranslations('security');
  const { site, locale } = useSite();
  const session = useRequiredSession();
  const signedIn = session.status === 'logged-in';
  const overview = useSecurityOverview(signedIn);
  const frequency = useUserFrequency(signedIn);

  // The page's one h1 stands in every state: in the server HTML (loading) and when the overview failed.
  const heading = <h1 id="security-title">{t('overview.heading')}</h1>;
  if (!signedIn || overview.isPending) {
    return (
      <section className="security" aria-labelledby="security-title">
        {heading}
        <p aria-busy="true">{t('loading')}</p>
      </section>
    );
  }
  if (overview.isError) {
    return (
      <section className="security" aria-labelledby="security-title">
        {heading}
        <p className="form-error" role="alert">
          {t('loadError')}{' '}
          <button type="button" className="button button-ghost" onClick={() => void overview.refetch()}>
            {t('retry')}
          </button>
        </p>
      </section>
    );
  }
  const data = overview.data;
  const canChangeValidity = data.has_fundpass && data.totp_enabled;
  const setupLink = (path: string, item: string, label: string, testId: string) => (
    <a
      className="button button-ghost"
      href={localizedPath(site, locale, path)}
      target="_blank"
      rel="noopener"
      data-testid={testId}
      onClick={() => track(EVENT, { item })}
    >
      {label}
      <span className="visually-hidden"> {t('overview.newTab')}</span>
    </a>
  );

  return (
    <section className="security" aria-labelledby="security-title">
      {heading}
      <LockNotice lockedUntil={data.locked_until} />
      <ul className="security-list">
        <li className="security-item">
          <div>
            <h2>{t('overview.fundpass')}</h2>
            <p className="field-hint">{t('overview.fundpassHint')}</p>
          </div>
          <span className="security-status" data-testid="fundpass-status">
            {data.has_fundpass ? t('overview.fundpassSet') : t('overview.fundpassNotSet')}
          </span>
          {setupLink(
            '/myaccount/fundpass_setup',
            'fundpass',
            data.has_fundpass ? t('overview.modify') : t('overview.setUp'),
            'fundpass-link',
          )}
        </li>
        <li className="security-item">
          <div>
            <h2>{t('overview.totp')}</h2>
            <p className="field-hint">{t('overview.totpHint')}</p>
          </div>
          <span className="security-status" data-testid="totp-status">
            {data.totp_enabled ? t('overview.totpOn') : t('overview.totpOff')}
          </span>
          {data.totp_enabled ? null : setupLink('/myaccount/totp', 'totp', t('overview.setUp'), 'totp-link')}
        </li>
        <li className="security-item security-item-wide">
          <div>
            <h2>{t('overview.validity')}</h2>
            <p className="field-hint" data-testid="validity-current">
              {t('overview.validityCurrent', {
                validity: t(`validity.${validityKey(frequency.data?.frequency ?? data.fundpass_frequency)}`),
              })}
            </p>
          </div>
          {frequency.data ? (
            <ValidityControl
              current={frequency.data.frequency}
              disabled={!canChangeValidity}
              hint={canChangeValidity ? undefined : t('overview.validityNeedsSetup')}
              onChoose={(value) => track(EVENT, { item: 'validity', value })}
            />
          ) : null}
        </li>
      </ul>
    </section>
  );
}
