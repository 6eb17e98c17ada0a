import { documentRoute } from '@/features/content/document-route';
import { withPageMessages } from '@/i18n/with-page-messages';

// An alias of /legal/privacy-policy: the same document, with /legal/privacy-policy as its canonical address.

// Static per sub-site and locale; an operator's edit shows within a minute.
export const revalidate = 60;

/** §2.1 /privacy-policy: a stored legal document. */
const route = documentRoute({
  kind: 'legal',
  slug: 'privacy-policy',
  path: '/legal/privacy-policy',
  titleKey: 'privacy',
});
export const generateMetadata = route.generateMetadata;
export default withPageMessages(route.Page);
