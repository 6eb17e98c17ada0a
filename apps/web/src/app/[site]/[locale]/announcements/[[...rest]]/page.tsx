import { sectionRoute } from '@/features/content/section-route';
import { withPageMessages } from '@/i18n/with-page-messages';

// Rendered on first request, then static per sub-site and locale (ISR): an operator's change shows within a minute.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

/** §2.1 /announcements: the list, its categories and pages, and each article. */
const route = sectionRoute('announcements');
export const generateMetadata = route.generateMetadata;
export default withPageMessages(route.Page);
