import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SITES, type Locale, type SiteKey } from '@ex/sites';
import { GlossaryPage } from '@/features/content/components/glossary-page';
import { LearnShell } from '@/features/content/components/learn-shell';
import { sectionRoute } from '@/features/content/section-route';
import { seoMetadata } from '@/lib/seo';
import { withPageMessages } from '@/i18n/with-page-messages';

// Rendered on first request, then static per sub-site and locale (ISR), refreshed every minute.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

/** §2.1 /learn (guides, their categories and articles) and /learn/glossary (A–Z). */
const route = sectionRoute('learn', {
  extras: ['glossary'],
  shell: async (site: SiteKey, locale: Locale, extra: string | null, children: ReactNode) => (
    <LearnShell site={site} locale={locale} active={extra === 'glossary' ? 'glossary' : 'learn'}>
      {children}
    </LearnShell>
  ),
  renderExtra: async (_name: string, site: SiteKey, locale: Locale) => <GlossaryPage site={site} locale={locale} />,
  extraMetadata: async (_name: string, site: SiteKey, locale: Locale): Promise<Metadata> => {
    const t = await getTranslations({ locale, namespace: 'content' });
    const name = SITES[site].ogSiteName;
    return {
      title: t('meta.section', { section: t('sections.glossary'), site: name }),
      description: t('intro.glossary', { site: name }),
      ...seoMetadata(site, locale, '/learn/glossary'),
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default withPageMessages(route.Page);
