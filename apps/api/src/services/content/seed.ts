import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@ex/db';
import { parseArticleMarkdown } from './parse';
import { isStoreEmpty, upsertArticle } from './store';

/**
 * The seed documents: CONTENT_DIR, else apps/api/content found from this module (source layout:
 * src/services/content; bundle: dist/).
 */
export function resolveContentDir(): string | null {
  const candidates = [
    process.env.CONTENT_DIR,
    fileURLToPath(new URL('../../../content', import.meta.url)),
    fileURLToPath(new URL('../content', import.meta.url)),
  ].filter((p): p is string => Boolean(p));
  return candidates.find((p) => existsSync(path.join(p, 'legal'))) ?? null;
}

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2}(?:-[a-z]+)?)\.md$/;

/** Every `<kind>/<slug>.<locale>.md` under dir, parsed; a file that does not parse is an error naming it. */
export function readSeedDocuments(dir: string) {
  const docs = [];
  for (const kind of readdirSync(dir).sort()) {
    const kindDir = path.join(dir, kind);
    for (const file of readdirSync(kindDir).sort()) {
      const match = FILE.exec(file);
      if (!match) throw new Error(`content seed: ${kind}/${file} is not named <slug>.<locale>.md`);
      const parsed = parseArticleMarkdown(readFileSync(path.join(kindDir, file), 'utf8'), { kind, slug: match[1], locale: match[2] });
      if (!parsed.ok) throw new Error(`content seed: ${kind}/${file}: ${parsed.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
      docs.push(parsed.article);
    }
  }
  return docs;
}

/**
 * Loads the seed documents into an empty store (an operator's store is never touched again).
 * Returns how many articles were inserted.
 */
export async function seedContent(db: Database, dir: string, nowMs: number): Promise<number> {
  if (!(await isStoreEmpty(db))) return 0;
  const docs = readSeedDocuments(dir);
  await db.transaction(async (tx) => {
    for (const doc of docs) await upsertArticle(tx, doc, nowMs);
  });
  return docs.length;
}
