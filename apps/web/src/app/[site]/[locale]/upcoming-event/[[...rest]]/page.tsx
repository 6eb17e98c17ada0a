import type { Locale, SiteKey } from '@ex/sites';
import { EventCalendar } from '@/features/content/components/event-calendar';
import { sectionRoute } from '@/features/content/section-route';
import { withPageMessages } from '@/i18n/with-page-messages';

// Rendered on first request, then static per sub-site and locale (ISR), refreshed every minute.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

/** §2.1 /upcoming-event: the event calendar. */
const route = sectionRoute('events', {
  renderList: async (site: SiteKey, locale: Locale) => <EventCalendar site={site} locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default withPageMessages(route.Page);
