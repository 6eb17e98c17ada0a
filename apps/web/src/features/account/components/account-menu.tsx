'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ACCOUNT_MENU, activeAccountMenuKey, localizedPath, type AccountMenuItem } from '@ex/sites';
import { SideMenu } from '@/components/side-menu';
import { useSitePath } from '@/core/site/hooks/use-site-path';
import { useSite } from '@/core/site/site-context';

/** 24 px line icons of the account menu (decorative: the label names the entry). */
const ICONS: Record<AccountMenuItem['key'], string> = {
  overview: 'M4 5h16v14H4zM4 10h16M9 10v9',
  security: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  verification: 'M4 5h16v14H4zM9 10.5a2 2 0 1 0 0-.01M6.5 16c.5-1.6 1.4-2.5 2.5-2.5s2 .9 2.5 2.5M14 10h4M14 13h4',
  tickets: 'M4 6h16v9H9l-5 4zM8 10h8',
  coupons: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM10 7v10',
};

function Icon({ d }: { d: string }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={d} />
    </svg>
  );
}

/** The account section's side menu (§2.3, the standard variant) around an account page. */
export function AccountMenu({ children }: { readonly children: ReactNode }) {
  const t = useTranslations('chrome.account');
  const tMenu = useTranslations('chrome.sideMenu');
  const { site, locale } = useSite();
  const path = useSitePath();
  const active = path === null ? null : activeAccountMenuKey(path);
  const items = ACCOUNT_MENU.map((item) => ({
    href: localizedPath(site, locale, item.path),
    label: t(item.key),
    icon: <Icon d={ICONS[item.key]} />,
    active: item.key === active,
    testId: `account-menu-${item.key}`,
  }));
  return (
    <SideMenu
      variant="standard"
      label={t('menu')}
      items={items}
      collapseLabel={tMenu('collapse')}
      expandLabel={tMenu('expand')}
      testId="account-menu"
    >
      {children}
    </SideMenu>
  );
}
