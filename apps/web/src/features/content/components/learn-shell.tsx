import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale, type SiteKey } from '@ex/sites';
import { SideMenu } from '@/components/side-menu';

export type LearnMenuKey = 'learn' | 'glossary' | 'wiki';

const ITEMS: readonly { key: LearnMenuKey; path: string; icon: string }[] = [
  { key: 'learn', path: '/learn', icon: 'L' },
  { key: 'glossary', path: '/learn/glossary', icon: 'A' },
  { key: 'wiki', path: '/crypto-wiki', icon: 'W' },
];

/** The learn section's side menu (§2.3 compact variant): guides, the glossary and the wiki. */
export async function LearnShell({
  site,
  locale,
  active,
  children,
}: {
  readonly site: SiteKey;
  readonly locale: Locale;
  readonly active: LearnMenuKey;
  readonly children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'content.sections' });
  const menu = await getTranslations({ locale, namespace: 'chrome.sideMenu' });
  const items = ITEMS.map((item) => ({
    href: localizedPath(site, locale, item.path),
    label: t(item.key),
    icon: <span>{item.icon}</span>,
    active: item.key === active,
    testId: `learn-menu-${item.key}`,
  }));
  return (
    <SideMenu
      variant="compact"
      label={t('learn')}
      items={items}
      collapseLabel={menu('collapse')}
      expandLabel={menu('expand')}
      testId="learn-menu"
    >
      {children}
    </SideMenu>
  );
}
