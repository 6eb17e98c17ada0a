import { getRequestConfig } from 'next-intl/server';

// Present only because apps/web/next.config.ts (re-exported here) wraps the config in the next-intl
// plugin, which requires ./src/i18n/request.ts to exist. The empty page never loads it.
export default getRequestConfig(async () => ({ locale: 'en', messages: {} }));
