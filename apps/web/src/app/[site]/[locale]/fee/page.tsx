import { documentRoute } from '@/features/content/document-route';
import { FeeTable } from '@/features/content/components/fee-table';
import { withPageMessages } from '@/i18n/with-page-messages';

// Static per sub-site and locale; an operator's edit shows within a minute.
export const revalidate = 60;

/** §2.1 /fee: a stored legal document. */
const route = documentRoute({
  kind: 'legal',
  slug: 'fee-schedule',
  path: '/fee',
  titleKey: 'fees',
  lead: (site, locale) => <FeeTable site={site} locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default withPageMessages(route.Page);
