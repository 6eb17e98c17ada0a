// First-load JS of an App Router build, read from its manifests (no server): for each page route,
// the scripts its HTML makes a module-capable browser load. Shared by `npm run budget`.
//
// Per route that is the build manifest's `rootMainFiles` (React, the Next and Turbopack runtimes)
// plus every chunk in the route's client reference manifest `entryJSFiles` (its layouts, page, error
// and not-found boundaries). Next's `polyfillFiles` are `nomodule` and not counted, as in the bench.
// checkAgainstHtml() compares this with a prerendered page's own <script>/<link> list.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

/** zlib's default level, which `next start`'s own compression also uses (the bench uses the same). */
export const GZIP_LEVEL = 6;

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** `server/app/<route>/page_client-reference-manifest.js` evaluated in a sandbox: its entry chunks. */
function readClientManifest(file) {
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file });
  const manifests = Object.entries(sandbox.__RSC_MANIFEST ?? {});
  if (manifests.length !== 1) throw new Error(`${file}: expected one client reference manifest, found ${manifests.length}`);
  const [entry, manifest] = manifests[0];
  return { entry, chunks: Object.values(manifest.entryJSFiles ?? {}).flat() };
}

/**
 * Every page route of the build in `distDir` (`apps/web/.next`) with its first-load scripts, raw and
 * gzip bytes. Routes are App Router entries (`/[site]/[locale]/login/page`); Next's own internal
 * routes (`/_not-found`, `/_global-error`) are left out.
 */
export function firstLoadByRoute(distDir) {
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir} (run npm run build first)`);
  const sizes = new Map();
  const sizeOf = (chunk) => {
    let s = sizes.get(chunk);
    if (!s) {
      const body = readFileSync(path.join(distDir, chunk));
      s = { bytes: body.length, gzip: gzipSync(body, { level: GZIP_LEVEL }).length };
      sizes.set(chunk, s);
    }
    return s;
  };
  const appDir = path.join(distDir, 'server/app');
  const routes = [];
  for (const file of walk(appDir)) {
    if (!file.endsWith('page_client-reference-manifest.js')) continue;
    const { entry, chunks } = readClientManifest(file);
    if (/^\/_(not-found|global-error)\//.test(entry)) continue;
    // The route's own build manifest (beside it): the runtime chunks every page starts with.
    const build = JSON.parse(readFileSync(path.join(path.dirname(file), 'page/build-manifest.json'), 'utf8'));
    const scripts = [...new Set([...build.rootMainFiles, ...chunks.map((c) => c.replace(/^\/_next\//, ''))])];
    const files = scripts.map((chunk) => ({ chunk, ...sizeOf(chunk) }));
    routes.push({
      route: entry.replace(/\/page$/, '') || '/',
      scripts: files,
      bytes: files.reduce((n, f) => n + f.bytes, 0),
      gzip: files.reduce((n, f) => n + f.gzip, 0),
    });
  }
  if (routes.length === 0) throw new Error(`${distDir}: no page routes found in server/app`);
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}

/** The module scripts a prerendered HTML file lists (<script src> without nomodule, script preloads). */
export function htmlScripts(html) {
  const out = new Set();
  for (const m of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = m[2];
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    const href = /\bhref="([^"]+)"/.exec(attrs)?.[1];
    if (m[1].toLowerCase() === 'script' && src && !/\bnomodule\b/i.test(attrs)) out.add(src);
    else if (
      m[1].toLowerCase() === 'link' &&
      href &&
      (/rel="modulepreload"/.test(attrs) || (/rel="preload"/.test(attrs) && /as="script"/.test(attrs)))
    )
      out.add(href);
  }
  return [...out].map((u) =>
    u
      .replaceAll('&amp;', '&')
      .replace(/^\/_next\//, '')
      .replace(/\?.*$/, ''),
  );
}

/**
 * Throws unless the prerendered `htmlFile` loads exactly the scripts computed for its route: the check
 * that reading the manifests counts what a browser loads.
 */
export function checkAgainstHtml(route, htmlFile) {
  const listed = new Set(htmlScripts(readFileSync(htmlFile, 'utf8')));
  const computed = new Set(route.scripts.map((s) => s.chunk));
  const missing = [...listed].filter((s) => !computed.has(s));
  const extra = [...computed].filter((s) => !listed.has(s));
  if (missing.length || extra.length)
    throw new Error(
      `${route.route}: the manifests and ${htmlFile} disagree on first-load scripts (in the HTML only: ${missing.join(', ') || 'none'}; in the manifests only: ${extra.join(', ') || 'none'})`,
    );
}
