import type { ReactNode } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SITES, articlePath, localizedPath, type Locale, type SiteKey } from '@ex/sites';
import { SideMenu } from '@/components/side-menu';
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { serverClient } from '@/core/api/server-client';
import { getArticles, withSiteFacts } from '../api/get-articles';
import styles from '../content.module.css';
import { ArticlePage } from './article-page';
import { UnavailableNote, categoryLabel } from './article-parts';
import { HelpSearch } from './help-search';

/** Every help article of the site (one list; the help centre is small enough to show whole). */
async function helpArticles(site: SiteKey, locale: Locale) {
  return getArticles(serverClient(site), { kind: 'help', locale, page: 1, pageSize: 200 });
}

const Dot = ({ letter }: { letter: string }) => <span>{letter.toUpperCase()}</span>;

/** The help centre's side menu (§2.3 compact variant): all topics, then each category. */
async function HelpShell({
  site,
  locale,
  active,
  categories,
  children,
}: {
  site: SiteKey;
  locale: Locale;
  active: string | null;
  categories: readonly string[];
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'content.help' });
  const menu = await getTranslations({ locale, namespace: 'chrome.sideMenu' });
  const items = [
    {
      href: localizedPath(site, locale, '/help'),
      label: t('home'),
      icon: <Dot letter="•" />,
      active: active === null,
      testId: 'help-menu-home',
    },
    ...(await Promise.all(
      categories.map(async (c) => {
        const label = await categoryLabel(locale, c);
        return {
          href: localizedPath(site, locale, `/help/category/${c}`),
          label,
          icon: <Dot letter={label.charAt(0)} />,
          active: active === c,
          testId: `help-menu-${c}`,
        };
      }),
    )),
  ];
  return (
    <SideMenu
      variant="compact"
      label={t('menu')}
      items={items}
      collapseLabel={menu('collapse')}
      expandLabel={menu('expand')}
      testId="help-menu"
    >
      {children}
    </SideMenu>
  );
}

/** §2.1 /help and /help/category/{c}: search, categories in the side menu, the articles by category. */
export async function HelpCentre({ site, locale, category }: { site: SiteKey; locale: Locale; category?: string }) {
  const t = await getTranslations({ locale, namespace: 'content' });
  const data = await helpArticles(site, locale);
  const unavailable = isEndpointFallback('contentArticles', data);
  const categories = data.categories.map((c) => c.name);
  if (category !== undefined && !unavailable && !categories.includes(category)) notFound();
  const shown = category ? [category] : categories;
  const groups = await Promise.all(
    shown.map(async (c) => ({ name: c, label: await categoryLabel(locale, c), list: data.list.filter((a) => a.category === c) })),
  );
  return (
    <HelpShell site={site} locale={locale} active={category ?? null} categories={categories}>
      <section className={styles.page} aria-labelledby="help-title" data-testid="help-centre">
        <header className={styles.header}>
          <h1 id="help-title" className={styles.title}>
            {category ? `${t('sections.help')}: ${groups[0]?.label ?? category}` : t('sections.help')}
          </h1>
          <p className={styles.subtitle}>{t('intro.help', { site: SITES[site].ogSiteName })}</p>
        </header>
        <HelpSearch />
        {unavailable ? <UnavailableNote locale={locale} /> : null}
        {groups.map((group) => (
          <section key={group.name} aria-labelledby={`help-${group.name}`}>
            <h2 id={`help-${group.name}`}>{group.label}</h2>
            <ul className={styles.results}>
              {group.list.map((raw) => {
                const a = withSiteFacts(raw, site);
                return (
                  <li key={a.slug} data-stored="">
                    <Link href={localizedPath(site, locale, articlePath(a.kind, a.slug))} prefetch={false}>
                      {a.title}
                    </Link>
                    <div className={styles.small}>{a.summary}</div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <p>
          <Link href={localizedPath(site, locale, SITES[site].support.path)} prefetch={false}>
            {t('help.contact')}
          </Link>
        </p>
      </section>
    </HelpShell>
  );
}

/** §2.1 help articles (/help/guide/{slug}), including the KYC procedure guides, inside the help menu. */
export async function HelpArticle({ site, locale, slug }: { site: SiteKey; locale: Locale; slug: string }) {
  const data = await helpArticles(site, locale);
  const categories = data.categories.map((c) => c.name);
  const current = data.list.find((a) => a.slug === slug);
  return (
    <HelpShell site={site} locale={locale} active={current?.category ?? null} categories={categories}>
      <ArticlePage site={site} locale={locale} section="help" slug={slug} />
    </HelpShell>
  );
}
