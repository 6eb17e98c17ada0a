import type { ReactNode } from 'react';
import type { Locale, SiteKey } from '@ex/sites';
import { LearnShell } from '@/features/content/components/learn-shell';
import { sectionRoute } from '@/features/content/section-route';
import { withPageMessages } from '@/i18n/with-page-messages';

// Rendered on first request, then static per sub-site and locale (ISR): an operator's change shows within a minute.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

/** §2.1 /crypto-wiki: the list, its categories and pages, and each article. */
const route = sectionRoute('wiki', {
  shell: async (site: SiteKey, locale: Locale, _extra: string | null, children: ReactNode) => (
    <LearnShell site={site} locale={locale} active="wiki">
      {children}
    </LearnShell>
  ),
});
export const generateMetadata = route.generateMetadata;
export default withPageMessages(route.Page);
