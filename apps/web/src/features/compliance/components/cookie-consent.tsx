'use client';

import Link from 'next/link';
import { useId, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SITES, localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useCookieConsent } from '../hooks/use-cookie-consent';
import styles from '../compliance.module.css';

/**
 * §8 cookies policy prompt: "Accept necessary" or "Accept all", remembered in a cookie. Analytics
 * waits for "Accept all" (lib/analytics.ts). A non-modal region at the foot of the page, so it
 * never blocks the compliance modals or the page.
 */
export function CookieConsent() {
  const t = useTranslations('compliance.cookies');
  const { site, locale } = useSite();
  const { consent, choose } = useCookieConsent();
  const titleId = useId();
  if (consent !== 'unset') return null;
  // The banner goes away with the button that had focus: focus moves on to the page's main content
  // (the skip link's target) rather than falling to the body (issue 18).
  const answer = (choice: 'necessary' | 'all') => (event: MouseEvent<HTMLButtonElement>) => {
    const hadFocus = event.currentTarget === document.activeElement;
    choose(choice);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <section className={styles.floating} aria-labelledby={titleId} data-testid="cookie-consent">
      <div className={styles.floatingBody}>
        <h2 id={titleId} className={styles.cookieTitle}>
          {t('title')}
        </h2>
        <p>
          {t('body')}{' '}
          <Link href={localizedPath(site, locale, SITES[site].docs.privacyPolicy)} prefetch={false}>
            {t('policy')}
          </Link>
        </p>
      </div>
      <div className={styles.floatingActions}>
        <button type="button" className="button button-ghost" onClick={answer('necessary')} data-testid="cookie-consent-necessary">
          {t('necessary')}
        </button>
        <button type="button" className="button button-primary" onClick={answer('all')} data-testid="cookie-consent-all">
          {t('all')}
        </button>
      </div>
    </section>
  );
}
