'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { localizedPath, SITES } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useSecurityOverview } from '../hooks/use-security';
import { useTotpSetup } from '../hooks/use-totp-setup';
import { useRequiredSession } from '@/core/session/hooks/use-required-session';
import { LockNotice } from './lock-notice';
import { TotpConfirmForm } from './totp-confirm-form';
import { TotpSecret } from './totp-secret';
import '../security.css';

/**
 * /myaccount/totp (§2.1, opened in a new tab): a pending secret from the server shown as a QR code
 * and as text (issuer: the sub-site's totpName), turned on by a valid 6-digit code.
 */
export function TotpSetup() {
  const t = useTranslations('security');
  const { site, locale } = useSite();
  const session = useRequiredSession();
  const overview = useSecurityOverview(session.status === 'logged-in');
  const [enabled, setEnabled] = useState(false);
  const setup = useTotpSetup();

  if (session.status !== 'logged-in' || overview.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (!overview.data)
    return (
      <p className="form-error" role="alert">
        {t('loadError')}
      </p>
    );
  const backLink = <a href={localizedPath(site, locale, '/myaccount/security')}>{t('backToSecurity')}</a>;

  if (enabled || overview.data.totp_enabled) {
    return (
      <section className="security-page" aria-labelledby="totp-title">
        <h1 id="totp-title">{t('totp.heading')}</h1>
        <p className={enabled ? 'notice notice-success' : 'notice'} role="status" data-testid="totp-enabled">
          {enabled ? t('totp.done') : t('totp.alreadyOn')} {backLink}
        </p>
      </section>
    );
  }
  return (
    <section className="security-page" aria-labelledby="totp-title">
      <h1 id="totp-title">{t('totp.heading')}</h1>
      <LockNotice lockedUntil={overview.data.locked_until} />
      <p className="field-hint">{t('totp.intro', { issuer: SITES[site].totpName })}</p>
      {setup.data ? (
        <>
          <TotpSecret setup={setup.data} />
          <TotpConfirmForm onEnabled={() => setEnabled(true)} />
        </>
      ) : (
        <>
          {setup.error?.message ? (
            <p className="form-error" role="alert">
              {setup.error.message}
            </p>
          ) : null}
          <button
            type="button"
            className="button button-primary"
            onClick={() => setup.mutate()}
            disabled={setup.isPending}
            aria-busy={setup.isPending || undefined}
            data-testid="totp-start"
          >
            {t('totp.start')}
          </button>
        </>
      )}
    </section>
  );
}
