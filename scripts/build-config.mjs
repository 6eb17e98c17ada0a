// What a build of the web app depends on, and where it lives: one build directory per build-time
// configuration, so instances with different public ports share a checkout without rebuilding
// under each other (issue 10 "Shared checkouts").
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The public port canonical links carry when nothing else is configured (next.config.ts's default). */
export const DEFAULT_PUBLIC_PORT = '3000';

/**
 * The settings next.config.ts bakes into the web build (canonical and hreflang origins of the
 * static pages, the host allowlists of the client bundles), normalised.
 * @example webBuildConfig({ SITE_PUBLIC_PORT: '3350' }) // { SITE_BASE_DOMAIN: '', SITE_HOSTS: '', SITE_PROTOCOL: 'http', SITE_PUBLIC_PORT: '3350', TRANSLATIONS_CDN_URL: '' }
 */
export function webBuildConfig(env) {
  return {
    SITE_BASE_DOMAIN: env.SITE_BASE_DOMAIN ?? '',
    SITE_HOSTS: env.SITE_HOSTS ?? '',
    SITE_PROTOCOL: env.SITE_PROTOCOL === 'https' ? 'https' : 'http',
    SITE_PUBLIC_PORT: env.SITE_PUBLIC_PORT || DEFAULT_PUBLIC_PORT,
    // §7: the translation CDN the pages' loader tries before the origin (issue 12).
    TRANSLATIONS_CDN_URL: (env.TRANSLATIONS_CDN_URL ?? '').trim(),
  };
}

/**
 * The web build directory (Next `distDir`, relative to apps/web) of a configuration: `.next` for the
 * default one, which `npm run build`, the e2e suite and the bench use, and `.next-<port>-<hash>` for
 * any other.
 * @example webDistDir(webBuildConfig({})) === '.next'
 * @example webDistDir(webBuildConfig({ SITE_PUBLIC_PORT: '3350' })) // '.next-3350-…'
 */
export function webDistDir(config) {
  const fallback = webBuildConfig({});
  if (Object.keys(fallback).every((k) => config[k] === fallback[k])) return '.next';
  const hash = createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 10);
  return `.next-${config.SITE_PUBLIC_PORT.replace(/[^0-9A-Za-z]/g, '')}-${hash}`;
}

/**
 * A fingerprint of source trees (name, size and modification time of every file), whole files and
 * extra configuration text: a build is reused only while its fingerprint is unchanged.
 */
export function fingerprint(root, { dirs = [], files = [], extra = '' }) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name.startsWith('.next') || name === 'dist') continue;
      const p = path.join(dir, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else hash.update(`${path.relative(root, p)}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  for (const f of files) hash.update(readFileSync(path.join(root, f)));
  hash.update(extra);
  return hash.digest('hex');
}
