'use client';

import { useTranslations } from 'next-intl';
import type { KycProblem } from '../hooks/use-kyc-failure';
import styles from '../kyc.module.css';

/** A form-level error; a failed session check (403 40301) offers a reload. */
export function KycProblemMessage({ problem }: { readonly problem: KycProblem }) {
  const t = useTranslations('kyc.errors');
  return (
    <div className={styles.problem} role="alert" id="kyc-form-error">
      <p className="form-error">{problem.text}</p>
      {problem.reload ? (
        <button type="button" className="button button-ghost" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      ) : null}
    </div>
  );
}
