// `npm run audit:deps` (part of `npm test`): fails on a dependency with a known high or critical
// advisory. `npm audit` decides where the registry's audit endpoint answers; where it does not (this
// CI's registry mirror refuses it), the installed versions are checked against security/advisories.json.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { auditCounts, findVulnerable } from './advisories.mjs';

const audit = spawnSync('npm', ['audit', '--json', '--omit=dev'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
const counts = auditCounts(audit.stdout ?? '');
if (counts) {
  console.log(`npm audit: ${counts.critical} critical, ${counts.high} high`);
  process.exit(counts.critical + counts.high > 0 ? 1 : 0);
}

const { advisories } = JSON.parse(readFileSync(path.join(ROOT, 'security/advisories.json'), 'utf8'));
const names = new Set(advisories.map((a) => a.package));
/** Every installed copy of the listed packages, hoisted or nested. */
function installedVersions() {
  const found = new Map();
  const visit = (dir, depth) => {
    if (depth > 6 || !existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
      if (entry.isSymbolicLink()) continue; // workspace links: our own packages
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('@')) {
        visit(full, depth);
        continue;
      }
      const name = path.relative(dir, full).replace(/\\/g, '/');
      const scoped = path.basename(dir).startsWith('@') ? `${path.basename(dir)}/${name}` : name;
      if (names.has(scoped)) {
        const manifest = path.join(full, 'package.json');
        if (existsSync(manifest)) {
          const list = found.get(scoped) ?? [];
          list.push(JSON.parse(readFileSync(manifest, 'utf8')).version);
          found.set(scoped, list);
        }
      }
      visit(path.join(full, 'node_modules'), depth + 1);
    }
  };
  for (const base of [ROOT, ...['apps/web', 'apps/api', 'e2e'].map((p) => path.join(ROOT, p))]) visit(path.join(base, 'node_modules'), 0);
  return found;
}

const installed = installedVersions();
const findings = findVulnerable(advisories, installed);
console.log(
  `npm audit unavailable; checked ${[...installed].map(([n, v]) => `${n}@${[...new Set(v)].join('/')}`).join(', ')} against ${advisories.length} advisories in security/advisories.json`,
);
for (const f of findings)
  console.error(`VULNERABLE ${f.package}@${f.version}: ${f.cve} (${f.severity}) ${f.summary}; vulnerable ${f.vulnerable}`);
process.exit(findings.length > 0 ? 1 : 0);
