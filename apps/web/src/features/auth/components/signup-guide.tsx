'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { localizedPath } from '@ex/sites';
import { useSession } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';
import styles from '@/components/promo-cards.module.css';

/**
 * §2.3 sign-up promo card ("sign-up guide has primary and secondary buttons"): for visitors only
 * (§6 "Visitor: sees … the sign-up card"). Sign up is the primary action, log in the secondary.
 * Rendered on the server for everyone (static pages know no session) and removed once the session
 * says the visitor is signed in.
 */
export function SignupGuide({ testId }: { readonly testId?: string }) {
  const t = useTranslations('chrome.signupGuide');
  const { site, locale } = useSite();
  const session = useSession();
  if (session.status === 'logged-in') return null;
  return (
    <div className={`${styles.card} ${styles.signup}`} data-testid={testId}>
      <div className={styles.text}>
        <p className={styles.title}>{t('title')}</p>
        <p className={styles.body}>{t('body')}</p>
      </div>
      <div className={styles.actions}>
        <Link href={localizedPath(site, locale, '/signup')} className="button button-primary" prefetch={false}>
          {t('primary')}
        </Link>
        <Link href={localizedPath(site, locale, '/login')} className={`button ${styles.secondary}`} prefetch={false}>
          {t('secondary')}
        </Link>
      </div>
    </div>
  );
}
