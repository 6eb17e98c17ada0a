import { documentRoute } from '@/features/content/document-route';
import { withPageMessages } from '@/i18n/with-page-messages';

// An alias of /legal/user-agreement: the same document, with /legal/user-agreement as its canonical address.

// Static per sub-site and locale; an operator's edit shows within a minute.
export const revalidate = 60;

/** §2.1 /user-agreement: a stored legal document. */
const route = documentRoute({
  kind: 'legal',
  slug: 'user-agreement',
  path: '/legal/user-agreement',
  titleKey: 'userAgreement',
});
export const generateMetadata = route.generateMetadata;
export default withPageMessages(route.Page);
