import { documentRoute } from '@/features/content/document-route';
import { withPageMessages } from '@/i18n/with-page-messages';

// An alias of /about-us: the same document, with /about-us as its canonical address.

// Static per sub-site and locale; an operator's edit shows within a minute.
export const revalidate = 60;

/** §2.1 /about_us: a stored company document. */
const route = documentRoute({
  kind: 'company',
  slug: 'about-us',
  path: '/about-us',
  titleKey: 'aboutUs',
});
export const generateMetadata = route.generateMetadata;
export default withPageMessages(route.Page);
