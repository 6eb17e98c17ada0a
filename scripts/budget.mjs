// `npm run budget` (run by `npm test` right after `npm run build`): fails when a page's first-load JS
// (gzip) exceeds its byte budget over an empty Next.js page built with the same configuration
// (bench/empty-next), issue 21:
//   - home and /login: reference + 40 kB;
//   - trade pages (spot and futures): reference + 90 kB;
//   - every other page: reference + 60 kB.
// Bytes are deterministic, so this is a check, not a benchmark. It reads the build's manifests
// (scripts/first-load.mjs), no server; the figures equal `npm run bench`'s first-load column.
//
// A route whose target is not met yet has a ceiling in scripts/budget-ratchet.json (bytes over the
// reference, measured when it was set; docs/performance.md gives the gap and what stands in its way).
// The ceiling may only go down: the check fails above it, and says so when a route has come under
// its target (delete its entry) or well under its ceiling (lower it).
//
// Options: --json (print the figures as JSON). WEB_DIST_DIR names the web build directory (.next).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, exec } from './lib.mjs';
import { checkAgainstHtml, firstLoadByRoute, GZIP_LEVEL } from './first-load.mjs';

const KB = 1000;
/** Issue 21's targets, gzip bytes over the reference; the first matching pattern wins. */
const TARGETS = [
  { name: 'home', pattern: /^\/\[site\]\/\[locale\]$/, overReference: 40 * KB },
  { name: 'login', pattern: /^\/\[site\]\/\[locale\]\/login$/, overReference: 40 * KB },
  { name: 'trade page', pattern: /^\/\[site\]\/\[locale\]\/(trade|futures)\//, overReference: 90 * KB },
  { name: 'other page', pattern: /./, overReference: 60 * KB },
];
/**
 * Build-time values inlined into client code (next.config.ts `env`: the public port, host names, the
 * 12-hex translation version) differ between machines and move gzip output by a few bytes; a ceiling
 * is exceeded only beyond this. Real growth (a module, a dependency) is far larger.
 */
const CONFIG_TOLERANCE = 500;
/** A ceiling more than this far above today's figure should be lowered (keeps the ratchet tight). */
const SLACK = 2 * KB;
/** Prerendered pages whose HTML must list exactly the scripts the manifests give (the count's own check). */
const HTML_CHECKS = [
  { route: '/[site]/[locale]', html: 'server/app/main/en.html' },
  { route: '/[site]/[locale]/login', html: 'server/app/main/en/login.html' },
];

const WEB_DIR = path.join(ROOT, 'apps/web');
const REF_DIR = path.join(ROOT, 'bench/empty-next');
const RATCHET_FILE = path.join(ROOT, 'scripts/budget-ratchet.json');
const webDist = path.join(WEB_DIR, process.env.WEB_DIST_DIR || '.next');
const refDist = path.join(REF_DIR, '.next');
const NEXT_BIN = createRequire(path.join(WEB_DIR, 'package.json')).resolve('next/dist/bin/next');
const json = process.argv.includes('--json');
const kB = (n) => `${(n / KB).toFixed(1)} kB`;

/** What the reference's output depends on: the Next version, apps/web's config and the reference app. */
function referenceFingerprint() {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(path.dirname(NEXT_BIN), '../../package.json')));
  hash.update(readFileSync(path.join(WEB_DIR, 'next.config.ts')));
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.name === '.next' ? [] : e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  for (const file of files(REF_DIR).sort()) hash.update(path.relative(REF_DIR, file)).update(readFileSync(file));
  return hash.digest('hex');
}

async function referenceBuild() {
  const stamp = path.join(refDist, 'budget-fingerprint');
  const fingerprint = referenceFingerprint();
  if (existsSync(path.join(refDist, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return;
  console.log('Building the reference (bench/empty-next) with apps/web/next.config.ts…');
  await exec('node', [NEXT_BIN, 'build'], { cwd: REF_DIR, env: { NEXT_TELEMETRY_DISABLED: '1' }, quiet: true });
  writeFileSync(stamp, fingerprint);
}

await referenceBuild();
const [reference] = firstLoadByRoute(refDist);
const routes = firstLoadByRoute(webDist);
for (const check of HTML_CHECKS) {
  const route = routes.find((r) => r.route === check.route);
  if (!route) throw new Error(`budget: the build has no route ${check.route}`);
  checkAgainstHtml(route, path.join(webDist, check.html));
}
const ratchet = existsSync(RATCHET_FILE) ? JSON.parse(readFileSync(RATCHET_FILE, 'utf8')) : {};

const failures = [];
const notes = [];
const rows = routes.map((r) => {
  const target = TARGETS.find((t) => t.pattern.test(r.route));
  const over = r.gzip - reference.gzip;
  const ceiling = ratchet[r.route]?.overReference;
  const allowed = ceiling ?? target.overReference;
  if (over > allowed + (ceiling === undefined ? 0 : CONFIG_TOLERANCE))
    failures.push(
      `${r.route} (${target.name}): ${kB(r.gzip)} gzip is ${kB(over)} over the empty page; allowed ${kB(allowed)}${ceiling === undefined ? '' : ' (ratchet, plus ' + kB(CONFIG_TOLERANCE) + ' tolerance; target ' + kB(target.overReference) + ')'}`,
    );
  if (ceiling !== undefined && over <= target.overReference)
    notes.push(
      `${r.route} now meets its target (${kB(over)} ≤ ${kB(target.overReference)}): delete its entry in scripts/budget-ratchet.json`,
    );
  else if (ceiling !== undefined && ceiling - over > SLACK)
    notes.push(`${r.route} is ${kB(ceiling - over)} under its ratchet: lower it to ${over} in scripts/budget-ratchet.json`);
  return {
    route: r.route,
    kind: target.name,
    scripts: r.scripts.length,
    bytes: r.bytes,
    gzip: r.gzip,
    over,
    target: target.overReference,
    ceiling,
  };
});
for (const key of Object.keys(ratchet))
  if (!routes.some((r) => r.route === key)) failures.push(`scripts/budget-ratchet.json names ${key}, which the build does not have`);

if (json)
  console.log(
    JSON.stringify({ gzipLevel: GZIP_LEVEL, reference: { bytes: reference.bytes, gzip: reference.gzip }, routes: rows }, null, 2),
  );
else {
  console.log(
    `First-load JS (gzip level ${GZIP_LEVEL}) over the empty Next.js page (${kB(reference.gzip)} gzip, ${reference.scripts.length} scripts):`,
  );
  const w = Math.max(...rows.map((r) => r.route.length));
  for (const r of rows) {
    const verdict = r.over <= r.target ? 'ok' : r.ceiling !== undefined && r.over <= r.ceiling + CONFIG_TOLERANCE ? 'ratchet' : 'OVER';
    console.log(
      `  ${r.route.padEnd(w)}  ${kB(r.gzip).padStart(9)}  +${kB(r.over).padStart(8)}  target +${kB(r.target).padStart(6)}${r.ceiling === undefined ? '' : `  ceiling +${kB(r.ceiling)}`}  ${verdict}`,
    );
  }
}
for (const note of notes) console.log(`note: ${note}`);
if (failures.length) {
  console.error(`\nFirst-load JS budget exceeded:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  console.error('Measure what grew (docs/performance.md, "Where the first-load bytes go") and bring it back under.');
  process.exit(1);
}
console.log(`\nFirst-load JS budgets: ${rows.length} routes within their budget or ratchet.`);
