'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { localizedPath } from '@ex/sites';
import { useSession } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';
import { useLogout } from '../hooks/use-logout';
import { HeaderBalance } from './header-balance';

/**
 * Header auth entries: log-in and sign-up for visitors, a user menu when logged in (§6).
 * `signedInExtras` (the notifications menu, from another feature) shows beside the user menu.
 */
export function AuthArea({ signedInExtras }: { readonly signedInExtras?: ReactNode }) {
  const t = useTranslations('header');
  const tSecurity = useTranslations('security');
  const { site, locale } = useSite();
  const session = useSession();
  const logout = useLogout();

  if (session.status === 'loading') {
    // A status with visually hidden text: a bare span may not carry aria-label (aria-prohibited-attr).
    return (
      <span className="auth-loading" role="status" aria-busy="true">
        <span className="visually-hidden">{t('loading')}</span>
      </span>
    );
  }
  if (session.status === 'logged-out') {
    return (
      <div className="auth-links">
        <Link href={localizedPath(site, locale, '/login')} className="button button-ghost" prefetch={false}>
          {t('login')}
        </Link>
        <Link href={localizedPath(site, locale, '/signup')} className="button button-primary" prefetch={false}>
          {t('signup')}
        </Link>
      </div>
    );
  }

  const nickname = session.user.nickname || String(session.user.uid);
  return (
    <>
      {signedInExtras}
      <DropdownMenu.Root>
        {/* The name is in the content, not in aria-label, so what is seen and what is heard agree
            (WCAG 2.5.3): the shown nickname is the same text the hidden label reads. */}
        <DropdownMenu.Trigger className="menu-trigger user-trigger" data-testid="user-menu">
          <span className="avatar" aria-hidden="true">
            {nickname.slice(0, 1).toUpperCase()}
          </span>
          <span className="visually-hidden">{t('userMenu', { nickname })}</span>
          <span className="user-nickname" aria-hidden="true">
            {nickname}
          </span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu-content" align="end" sideOffset={6}>
            <HeaderBalance />
            <DropdownMenu.Separator className="menu-separator" />
            <DropdownMenu.Item className="menu-item" asChild>
              <Link href={localizedPath(site, locale, '/myaccount')}>{t('account')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className="menu-item" asChild>
              <Link href={localizedPath(site, locale, '/myaccount/security')} prefetch={false}>
                {tSecurity('menuLink')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="menu-separator" />
            <DropdownMenu.Item className="menu-item" onSelect={() => void logout()}>
              {t('logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
