import type { NextConfig } from 'next';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/** Version of the translation files (§7): changes whenever any message changes, so their URLs cache for good. */
function messagesVersion(): string {
  // apps/web when it builds itself; the bench's reference app (bench/empty-next) borrows this config.
  const dir = [path.join(process.cwd(), 'messages'), path.join(process.cwd(), '../../apps/web/messages')].find((d) => existsSync(d));
  if (!dir) return 'none';
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

/** apps/mfe/dist/manifest.json, built before the web app (`npm run build`); empty when absent. */
function miniAppManifest(): string {
  const file = [path.join(process.cwd(), '../mfe/dist/manifest.json'), path.join(process.cwd(), '../../apps/mfe/dist/manifest.json')].find(
    (f) => existsSync(f),
  );
  return file ? JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))) : '';
}

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
    // §7: translation files load from here first (it mirrors the origin's /_i18n/), then the origin.
    TRANSLATIONS_CDN_URL: process.env.TRANSLATIONS_CDN_URL ?? '',
    I18N_VERSION: messagesVersion(),
    // Issue 17: the mini-app manifest of this build (versions and SRI hashes) and where bundles load from.
    MFE_MANIFEST: miniAppManifest(),
    MFE_BASE_URL: process.env.MFE_BASE_URL || '/mfe/',
  },
};

export default withNextIntl(config);
