'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { BUILT_FUND_TARGETS, localizedPath, resolveFundDrawer, resolvePermittedMenu } from '@ex/sites';
import { useComplianceCheck } from '@/core/compliance/use-compliance-check';
import { useSite } from '@/core/site/site-context';
import styles from './fund-wallet-drawer.module.css';

/**
 * The header's "Deposit" button and the fund-wallet side drawer it opens (§2.3; §9 414 px, 300 ms):
 * a Radix dialog, so focus moves in and is trapped, Escape or the close button end it and focus
 * returns to the button. It sits at the inline end (left under rtl). The groups and entries come
 * from `resolveFundDrawer` over this user's permitted menu, narrowed to pages that exist.
 */
export function FundWalletDrawer() {
  const t = useTranslations('wallet.drawer');
  const { site, locale } = useSite();
  const { check, known } = useComplianceCheck();
  const [open, setOpen] = useState(false);
  const groups = useMemo(
    () => resolveFundDrawer(site, resolvePermittedMenu(site, known ? check : null), BUILT_FUND_TARGETS),
    [site, known, check],
  );
  if (groups.length === 0) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`button button-primary ${styles.trigger}`} data-testid="fund-wallet-button">
        {t('open')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} data-testid="fund-wallet-drawer" aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('title')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {groups.map((group) => (
            <section
              key={group.key}
              className={styles.group}
              aria-labelledby={`fund-group-${group.key}`}
              data-testid={`fund-group-${group.key}`}
            >
              <h2 id={`fund-group-${group.key}`} className={styles.groupTitle}>
                {t(`groups.${group.key}`)}
              </h2>
              <ul className={styles.list}>
                {group.entries.map((entry) => (
                  <li key={entry.key}>
                    <Link
                      href={localizedPath(site, locale, entry.path)}
                      prefetch={false}
                      className={styles.entry}
                      data-testid={`fund-entry-${entry.key}`}
                      data-menu-code={entry.menu}
                      onClick={() => setOpen(false)}
                    >
                      <span className={styles.entryTitle}>{t(`entries.${entry.key}.title`)}</span>
                      <span className={styles.entryText}>{t(`entries.${entry.key}.text`)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
