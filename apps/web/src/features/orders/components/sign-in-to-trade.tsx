'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { usePublicPath } from '@/lib/browser';
import styles from '../orders.module.css';

/**
 * In place of the order form for a visitor: log in (back to this page) or sign up; `restriction`
 * says first why trading is not allowed here (the compliance check's allowed actions).
 */
export function SignInToTrade({ fallbackPath, restriction }: { readonly fallbackPath: string; readonly restriction?: string | null }) {
  const t = useTranslations('orders');
  const { site, locale } = useSite();
  const publicPath = usePublicPath();
  return (
    <div className={styles.signin} data-testid="order-form-signin">
      {restriction ? (
        <p className={styles.restricted} role="status" data-testid="order-form-restricted">
          {restriction}
        </p>
      ) : null}
      <p>{t('signInToTrade')}</p>
      <Link
        className="button button-primary"
        href={`${localizedPath(site, locale, '/login')}?redirect=${encodeURIComponent(publicPath ?? localizedPath(site, locale, fallbackPath))}`}
      >
        {t('logIn')}
      </Link>
      <Link href={localizedPath(site, locale, '/signup')}>{t('signUp')}</Link>
    </div>
  );
}
