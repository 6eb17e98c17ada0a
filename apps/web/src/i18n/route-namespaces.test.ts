import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './catalogue';
import { MESSAGE_NAMESPACES, ROUTE_NAMESPACES, SHELL_NAMESPACES, SHELL_PATHS, type MessageNamespace } from './namespaces';

// §7 "translation JSON per locale and namespace"; issue 12 "The pages a visitor lands on get their
// namespaces in the static HTML". A page's provider (page-messages.tsx) carries the shell plus the
// namespaces ROUTE_NAMESPACES lists for its route; a client component that asks useTranslations for a
// namespace its page lacks would show raw keys. This test reads the source: from each page it follows
// the static imports (lazy chunks behind next/dynamic declare their own namespaces with
// withNamespaces and load them on demand) and collects every namespace useTranslations names.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APP = path.join(SRC, 'app/[site]/[locale]');
const MESSAGES = path.join(SRC, '../messages');

/** Top-level message key → its namespace (`kyc` → kyc, `nav` → core). */
const ROOT_TO_NS = new Map<string, MessageNamespace>();
for (const ns of MESSAGE_NAMESPACES) {
  const file = path.join(MESSAGES, ns === 'core' ? 'en.json' : `en.${ns}.json`);
  for (const root of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) ROOT_TO_NS.set(root, ns);
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const USE_T = /useTranslations\(\s*([^)]*)\)/g;

/** The namespaces useTranslations names in `entry` and everything it imports statically. */
function scan(entry: string): Set<MessageNamespace> {
  const found = new Set<MessageNamespace>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(IMPORT)) {
      const next = spec && resolveImport(file, spec);
      if (next) queue.push(next);
    }
    for (const [, arg = ''] of source.matchAll(USE_T)) {
      const literal = /^['"]([^'"]+)['"]$/.exec(arg.trim());
      // A computed namespace (`useTranslations(TEXT[kind])`): every message path the file spells out.
      const paths = literal ? [literal[1]!] : [...source.matchAll(/['"]([a-zA-Z]+)(?:\.[\w.]+)?['"]/g)].map((m) => m[1]!);
      for (const p of paths) {
        const ns = ROOT_TO_NS.get(p.split('.')[0]!);
        if (ns) found.add(ns);
        else if (literal) throw new Error(`${path.relative(SRC, file)}: useTranslations('${p}') names no message`);
      }
    }
  }
  return found;
}

function filesNamed(dir: string, name: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesNamed(full, name, out);
    else if (entry.name === name) out.push(full);
  }
  return out;
}

/** `app/[site]/[locale]/trade/[pair]/page.tsx` → `/[site]/[locale]/trade/[pair]`, as Next.js names the route. */
const routeOf = (page: string) => `/${path.relative(path.join(SRC, 'app'), path.dirname(page)).split(path.sep).join('/')}`;

const pages = filesNamed(APP, 'page.tsx').map((file) => ({ file, route: routeOf(file) }));

/** Pages that never render (they only redirect, answer 404 or throw), so they need no provider. */
const NEVER_RENDER = new Set([
  '/[site]/[locale]/[...rest]',
  '/[site]/[locale]/diagnostics/render-error',
  '/[site]/[locale]/myaccount/deposit',
]);
const shell = new Set<MessageNamespace>(SHELL_NAMESPACES);

describe('every page carries the namespaces its client code reads (§7, issue 12)', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.map((p) => p.route)).toContain('/[site]/[locale]/trade/[pair]');
  });

  it.each(pages.map((p) => [p.route, p.file] as const))('%s lists every namespace its components use', (route, file) => {
    // The page's own provider is what carries them, including after a client-side navigation.
    if (!NEVER_RENDER.has(route)) expect(readFileSync(file, 'utf8')).toMatch(/^export default withPageMessages\(/m);
    const listed = ROUTE_NAMESPACES[route];
    expect(listed, `${route} is missing from ROUTE_NAMESPACES`).toBeDefined();
    const needed = [...scan(file)].filter((ns) => !shell.has(ns)).sort();
    expect(needed.filter((ns) => !listed!.includes(ns as never))).toEqual([]);
    // No more than it needs either: what a page lists but never renders is dead weight in its HTML.
    expect([...listed!].sort()).toEqual(needed);
  });

  it('lists no route that has no page', () => {
    const routes = new Set(pages.map((p) => p.route));
    expect(Object.keys(ROUTE_NAMESPACES).filter((r) => !routes.has(r))).toEqual([]);
    for (const list of Object.values(ROUTE_NAMESPACES)) for (const ns of list) expect(NAMESPACES).toContain(ns);
  });

  // Layouts below [locale], not-found and error render inside the layout's shell provider only: on a
  // client-side navigation the page's provider is below them.
  it.each(
    [
      ...filesNamed(APP, 'layout.tsx').filter((f) => path.dirname(f) !== APP),
      path.join(APP, 'not-found.tsx'),
      path.join(APP, 'error.tsx'),
    ].map((f) => [path.relative(APP, f), f] as const),
  )('%s uses the shell namespaces only', (_name, file) => {
    expect([...scan(file)].filter((ns) => !shell.has(ns))).toEqual([]);
  });

  it('the [site]/[locale] layout (header, footer) uses the shell and the single messages of SHELL_PATHS only', () => {
    const paths = new Set(SHELL_PATHS.map((p) => ROOT_TO_NS.get(p.split('.')[0]!)));
    expect([...scan(path.join(APP, 'layout.tsx'))].filter((ns) => !shell.has(ns) && !paths.has(ns))).toEqual([]);
  });
});
