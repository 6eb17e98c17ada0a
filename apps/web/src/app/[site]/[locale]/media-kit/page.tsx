import { documentRoute } from '@/features/content/document-route';
import { MediaDownloads } from '@/features/content/components/media-downloads';
import { withPageMessages } from '@/i18n/with-page-messages';

// Static per sub-site and locale; an operator's edit shows within a minute.
export const revalidate = 60;

/** §2.1 /media-kit: a stored company document. */
const route = documentRoute({
  kind: 'company',
  slug: 'media-kit',
  path: '/media-kit',
  titleKey: 'mediaKit',
  lead: (_site, locale) => <MediaDownloads locale={locale} />,
});
export const generateMetadata = route.generateMetadata;
export default withPageMessages(route.Page);
