'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { KycApplicationLevel } from '@ex/contracts';
import { isKyc2Done } from '@ex/domain';
import { localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useKycApplication } from '../hooks/use-kyc-application';
import { useRequiredSession } from '@/core/session/hooks/use-required-session';
import { KYC_LEVELS, KYC_PATHS } from '../kyc-config';
import styles from '../kyc.module.css';
import { KycApplicationForm } from './kyc-application-form';
import { KycGuides } from './kyc-guides';
import { KycStatusPanel } from './kyc-status-panel';

/**
 * /myaccount/kyc2 and /myaccount/kyc3_v1: the saved application decides what shows — the form
 * filled from the draft, or the status once sent (with resubmission after a rejection).
 * Address verification (kyc3) needs level 1 first.
 */
export function KycFlow({ level }: { readonly level: KycApplicationLevel }) {
  const t = useTranslations('kyc');
  const { site, locale } = useSite();
  const session = useRequiredSession();
  const loggedIn = session.status === 'logged-in';
  const query = useKycApplication(level, loggedIn);
  const [resubmitting, setResubmitting] = useState(false);

  const heading = (
    <>
      <p>
        <Link href={localizedPath(site, locale, KYC_PATHS.home)}>
          <span aria-hidden="true" className="mirror-rtl">
            ←
          </span>{' '}
          {t('back')}
        </Link>
      </p>
      <h1 id="kyc-title">{t(`${level}.heading`)}</h1>
      <p className={styles.intro}>{t(`${level}.intro`)}</p>
    </>
  );

  let body;
  if (!loggedIn || query.isPending) {
    body = <p aria-busy="true">{t('loading')}</p>;
  } else if (query.isError) {
    body = (
      <div className={styles.problem} role="alert">
        <p className="form-error">{t('loadError')}</p>
        <button type="button" className="button button-ghost" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  } else {
    const application = query.data;
    if (level === 'kyc3' && !isKyc2Done(session.user.verified) && application === null) {
      body = (
        <div className={styles.status} data-testid="kyc-needs-level1">
          <p>{t('kyc3.needsLevel1')}</p>
          <p>
            <Link className="button button-primary" href={localizedPath(site, locale, KYC_PATHS.kyc2)}>
              {t('kyc3.toKyc2')}
            </Link>
          </p>
        </div>
      );
    } else if (application && application.status !== 'draft' && !(application.status === 'rejected' && resubmitting)) {
      body = <KycStatusPanel application={application} onResubmit={() => setResubmitting(true)} />;
    } else {
      // Not keyed on the application: saving the first draft creates it, and the form must stay mounted.
      body = <KycApplicationForm config={KYC_LEVELS[level]} application={application} />;
    }
  }

  return (
    <section className={styles.page} aria-labelledby="kyc-title">
      <div>{heading}</div>
      {body}
      <KycGuides />
    </section>
  );
}
