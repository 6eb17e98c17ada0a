import { documentRoute } from '@/features/content/document-route';
import { withPageMessages } from '@/i18n/with-page-messages';

// Static per sub-site and locale; an operator's edit shows within a minute.
export const revalidate = 60;

/** §2.1 /page/contacts: a stored company document. */
const route = documentRoute({
  kind: 'company',
  slug: 'contacts',
  path: '/page/contacts',
  titleKey: 'contact',
});
export const generateMetadata = route.generateMetadata;
export default withPageMessages(route.Page);
