'use client';

import { useTranslations } from 'next-intl';
import { BUILT_FUND_TARGETS, localizedPath, resolveDepositChooser, resolvePermittedMenu, type FundEntryKey } from '@ex/sites';
import { useComplianceCheck } from '@/core/compliance/use-compliance-check';
import { useSite } from '@/core/site/site-context';
import styles from './wallet.module.css';

/**
 * §2.3 deposit-method chooser: the deposit methods this user has here (`resolveDepositChooser`),
 * each opening in a new tab; the current one is marked.
 */
export function DepositChooser({ current }: { readonly current: FundEntryKey }) {
  const t = useTranslations('wallet');
  const { site, locale } = useSite();
  const { check, known } = useComplianceCheck();
  const entries = resolveDepositChooser(site, resolvePermittedMenu(site, known ? check : null), check.limit, BUILT_FUND_TARGETS);
  if (entries.length < 2) return null;
  return (
    <nav aria-label={t('chooser.label')} data-testid="deposit-chooser">
      <ul className={styles.chips}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a
              className={styles.chip}
              href={localizedPath(site, locale, entry.path)}
              target="_blank"
              rel="noopener"
              aria-current={entry.key === current ? 'page' : undefined}
              data-testid={`deposit-method-${entry.key}`}
            >
              {t(`drawer.entries.${entry.key}.title`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
