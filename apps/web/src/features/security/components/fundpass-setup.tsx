'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useSecurityOverview } from '../hooks/use-security';
import { useRequiredSession } from '@/core/session/hooks/use-required-session';
import type { FundpassMode } from '../schemas';
import { FundpassForm } from './fundpass-form';
import { LockNotice } from './lock-notice';
import '../security.css';

/** /myaccount/fundpass_setup (§2.1, opened in a new tab): set or change the fund password. */
export function FundpassSetup() {
  const t = useTranslations('security');
  const { site, locale } = useSite();
  const session = useRequiredSession();
  const overview = useSecurityOverview(session.status === 'logged-in');
  const [done, setDone] = useState<'set' | 'change' | null>(null);
  const data = overview.data;
  const mode = useMemo<FundpassMode | null>(
    () => (data ? (data.has_fundpass ? { kind: 'change', totpRequired: data.totp_enabled } : { kind: 'set' }) : null),
    [data],
  );

  if (session.status !== 'logged-in' || overview.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (!mode || !data)
    return (
      <p className="form-error" role="alert">
        {t('loadError')}
      </p>
    );
  return (
    <section className="security-page" aria-labelledby="fundpass-title">
      <h1 id="fundpass-title">{mode.kind === 'set' ? t('fundpassForm.headingSet') : t('fundpassForm.headingChange')}</h1>
      {done ? (
        <p className="notice notice-success" role="status" data-testid="fundpass-done">
          {done === 'set' ? t('fundpassForm.doneSet') : t('fundpassForm.doneChange')}{' '}
          <a href={localizedPath(site, locale, '/myaccount/security')}>{t('backToSecurity')}</a>
        </p>
      ) : null}
      <LockNotice lockedUntil={data.locked_until} />
      <p className="field-hint">{mode.kind === 'set' ? t('fundpassForm.introSet') : t('fundpassForm.introChange')}</p>
      {/* Keyed by mode: after the first fund password is set the page turns into the change form. */}
      <FundpassForm key={mode.kind} mode={mode} onDone={() => setDone(mode.kind)} />
    </section>
  );
}
