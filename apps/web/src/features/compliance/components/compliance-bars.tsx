'use client';

import { useTranslations } from 'next-intl';
import { dismissedBarFlags, recordBarDismissal, resolveComplianceBars, type ComplianceBarFlag } from '@ex/domain';
import type { ComplianceCheck } from '@ex/contracts';
import { useSite } from '@/core/site/site-context';
import { useStoredValue, writeStored } from '../hooks/use-stored-value';
import styles from '../compliance.module.css';

/** sessionStorage key of the dismissals, `{ flag: locale }` (see dismissedBarFlags). */
export const BAR_DISMISSALS_KEY = 'compliance_bar_dismissed';

/**
 * §4.5 compliance bars: one bar per limit flag (BX, UK_HOME, HK, LTW, UZBEKISTAN) from
 * `resolveComplianceBars`, each dismissed on its own for this tab. A dismissal remembers the
 * language it was made in, so the bar is shown again after a language change. The text is clamped
 * to one line on desktop and two on mobile (§9); the whole text stays in the accessibility tree.
 */
export function ComplianceBars({ check }: { readonly check: ComplianceCheck }) {
  const t = useTranslations('compliance.bars');
  const { locale } = useSite();
  const stored = useStoredValue('session', BAR_DISMISSALS_KEY);
  const bars = resolveComplianceBars(check.limit, check.toast, dismissedBarFlags(stored, locale));
  if (bars.length === 0) return null;
  const dismiss = (flag: ComplianceBarFlag) => writeStored('session', BAR_DISMISSALS_KEY, recordBarDismissal(stored, flag, locale));
  return (
    <section className={styles.bars} aria-label={t('region')}>
      {bars.map((flag) => (
        <div key={flag} className={styles.bar} role="note" data-testid={`compliance-bar-${flag}`} data-flag={flag}>
          <span className={styles.barIcon} aria-hidden="true">
            !
          </span>
          <p className={styles.barText} title={t(flag)}>
            {t(flag)}
          </p>
          <button
            type="button"
            className={styles.closeButton}
            aria-label={t('dismiss')}
            onClick={() => dismiss(flag)}
            data-testid={`compliance-bar-${flag}-close`}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
