import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // One build directory per build-time configuration (scripts/build-config.mjs): `npm start` names it,
  // so an instance with another public port does not rebuild the one a running server serves.
  distDir: process.env.WEB_DIST_DIR || '.next',
  // Workspace packages ship TypeScript source.
  transpilePackages: ['@ex/domain', '@ex/sites', '@ex/contracts', '@ex/chart', '@ex/indicators'],
  // Build-time values baked into static pages (canonical/hreflang origins); proxy.ts reads the same at run time.
  env: {
    SITE_BASE_DOMAIN: process.env.SITE_BASE_DOMAIN ?? '',
    SITE_HOSTS: process.env.SITE_HOSTS ?? '',
    SITE_PROTOCOL: process.env.SITE_PROTOCOL ?? 'http',
    SITE_PUBLIC_PORT: process.env.SITE_PUBLIC_PORT ?? process.env.PORT ?? '3000',
  },
};

export default withNextIntl(config);
