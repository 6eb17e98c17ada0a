'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { KYC_APPLICATION_LEVELS, type KycApplicationLevel } from '@ex/contracts';
import { KYC_CODES, isKyc2Done, isKycCode, kycRankOf, type KycCodeValue } from '@ex/domain';
import { localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useKycApplication } from '../hooks/use-kyc-application';
import { useRequiredSession } from '@/core/session/hooks/use-required-session';
import { KYC_PATHS } from '../kyc-config';
import styles from '../kyc.module.css';
import { KycGuides } from './kyc-guides';

/** Every §3 level in real order (by rank, not by code). */
const LEVELS_IN_ORDER = (Object.keys(KYC_CODES).map(Number) as KycCodeValue[]).sort((a, b) => kycRankOf(a) - kycRankOf(b));

function ApplicationCard({ level, verified }: { readonly level: KycApplicationLevel; readonly verified: number }) {
  const t = useTranslations('kyc.application');
  const { site, locale } = useSite();
  const query = useKycApplication(level, true);
  const application = query.data ?? null;
  const status = application?.status ?? 'none';
  // Address verification opens after level 1 (§3 "compares verified with level 1").
  const locked = level === 'kyc3' && !isKyc2Done(verified) && application === null;
  const action = { none: 'start', draft: 'continue', submitted: 'view', approved: 'view', rejected: 'resubmit' }[status];
  return (
    <article className={styles.card} data-testid={`kyc-card-${level}`}>
      <div className={styles.cardHead}>
        <span>{t(level)}</span>
        <span className={styles.badge} data-status={status}>
          {query.isPending ? '…' : t(status)}
        </span>
      </div>
      {application?.status === 'rejected' && application.review_note ? (
        <p className={styles.muted}>{t('reviewNote', { note: application.review_note })}</p>
      ) : null}
      <div className={styles.cardActions}>
        {locked ? (
          <p className={styles.muted}>{t('needsLevel1')}</p>
        ) : (
          <Link
            className={`button ${action === 'view' ? 'button-ghost' : 'button-primary'}`}
            href={localizedPath(site, locale, KYC_PATHS[level])}
          >
            {t(action)}
          </Link>
        )}
      </div>
    </article>
  );
}

/** /myaccount/kyc_home: the current level, what each level unlocks, the applications and the guides. */
export function KycHome() {
  const t = useTranslations('kyc');
  const session = useRequiredSession();
  if (session.status !== 'logged-in') return <p aria-busy="true">{t('loading')}</p>;
  const { verified } = session.user;
  const current: KycCodeValue = isKycCode(verified) ? verified : 0;
  return (
    <section className={styles.page} aria-labelledby="kyc-title">
      <div>
        <h1 id="kyc-title">{t('home.heading')}</h1>
        <p className={styles.intro}>{t('home.intro')}</p>
      </div>
      <p className="notice" data-testid="kyc-current-level">
        {t('home.currentLevel')}: <strong>{t(`levels.${current}.name`)}</strong>
      </p>
      <section className={styles.section} aria-labelledby="kyc-levels">
        <h2 id="kyc-levels">{t('home.levelsHeading')}</h2>
        <ol className={styles.levels}>
          {LEVELS_IN_ORDER.map((code) => (
            <li key={code} className={styles.level} aria-current={code === current ? 'true' : undefined}>
              <div>
                <p className={styles.levelName}>{t(`levels.${code}.name`)}</p>
                <p className={styles.levelUnlocks}>{t(`levels.${code}.unlocks`)}</p>
              </div>
              {code === current ? <span className={`${styles.badge} ${styles.badgeCurrent}`}>{t('home.current')}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="kyc-applications">
        <h2 id="kyc-applications">{t('home.applicationsHeading')}</h2>
        <div className={styles.cards}>
          {KYC_APPLICATION_LEVELS.map((level) => (
            <ApplicationCard key={level} level={level} verified={verified} />
          ))}
        </div>
      </section>
      <KycGuides />
    </section>
  );
}
