import { HelpRoutePage, generateHelpMetadata } from '@/features/content/help-route';
import { withPageMessages } from '@/i18n/with-page-messages';

// Rendered on first request, then static per sub-site and locale (ISR), refreshed every minute.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

/** §2.1 /help: the help centre, its categories and the help articles (/help/guide/{slug}). */
export const generateMetadata = generateHelpMetadata;
export default withPageMessages(HelpRoutePage);
