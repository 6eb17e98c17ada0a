'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { localizedPath } from '@ex/sites';
import { postLogout } from '@/features/auth/api/post-auth';
import { LazyNotificationsMenu } from '@/components/lazy-prompts';
import { useSite } from '@/features/site/site-context';
import { useSession } from '../hooks/use-session';

/** Header auth entries: log-in and sign-up for visitors, a user menu when logged in (§6). */
export function AuthArea() {
  const t = useTranslations('header');
  const tSecurity = useTranslations('security');
  const { site, locale } = useSite();
  const session = useSession();
  const queryClient = useQueryClient();

  if (session.status === 'loading') {
    return <span className="auth-loading" aria-busy="true" aria-label={t('loading')} />;
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

  const logout = async () => {
    await postLogout();
    queryClient.clear();
    window.location.assign(localizedPath(site, locale, '/'));
  };
  const nickname = session.user.nickname || String(session.user.uid);
  return (
    <>
    <LazyNotificationsMenu />
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="menu-trigger user-trigger" aria-label={t('userMenu', { nickname })} data-testid="user-menu">
        <span className="avatar" aria-hidden="true">
          {nickname.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-nickname">{nickname}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-content" align="end" sideOffset={6}>
          <DropdownMenu.Item className="menu-item" asChild>
            <Link href={localizedPath(site, locale, '/myaccount')}>{t('account')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu-item" asChild>
            <Link href={localizedPath(site, locale, '/myaccount/security')} prefetch={false}>{tSecurity('menuLink')}</Link>
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
