'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { localizedPath } from '@ex/sites';
import { useSession } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';

/** The hero call to action, personalised on the client so the page stays static. */
export function HomeHeroCta() {
  const t = useTranslations('home');
  const { site, locale } = useSite();
  const session = useSession();
  if (session.status === 'logged-in') {
    return (
      <div className="hero-cta">
        <p className="welcome">{t('welcomeBack', { nickname: session.user.nickname })}</p>
        <Link className="button button-primary button-large" href={localizedPath(site, locale, '/myaccount')}>
          {t('heroCtaLoggedIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className="hero-cta">
      <Link className="button button-primary button-large" href={localizedPath(site, locale, '/signup')} prefetch={false}>
        {t('heroCta')}
      </Link>
    </div>
  );
}
