import matter from 'gray-matter';
import { articleInputSchema, type ArticleInput } from '@ex/contracts';
import { unknownPlaceholders } from '@ex/sites';

export type ParsedArticle = { ok: true; article: ArticleInput } | { ok: false; errors: { field: string; message: string }[] };

/** YAML turns `2026-01-01` into a Date; the contract wants the day / ISO text back. */
function normaliseDates(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  if (out.effective_date instanceof Date) out.effective_date = out.effective_date.toISOString().slice(0, 10);
  if (out.published_at instanceof Date) out.published_at = out.published_at.toISOString();
  if (typeof out.version === 'number') out.version = String(out.version);
  return out;
}

/**
 * Parses one Markdown document with YAML front matter into an article. `defaults` fill fields the
 * front matter leaves out (the seed derives kind, slug and locale from the file path); a front
 * matter value that contradicts them is an error. Unknown `{{placeholders}}` are refused.
 * @example parseArticleMarkdown('---\ntitle: Fees\nkind: legal\nslug: fee\nlocale: en\n---\nBody') // { ok: true, … }
 */
export function parseArticleMarkdown(markdown: string, defaults: Partial<Record<'kind' | 'slug' | 'locale', string>> = {}): ParsedArticle {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from caching by content (the cache ignores defaults).
    parsed = matter(markdown, {});
  } catch (error) {
    return {
      ok: false,
      errors: [
        { field: 'front_matter', message: error instanceof Error ? (error.message.split('\n')[0] ?? 'Invalid YAML') : 'Invalid YAML' },
      ],
    };
  }
  const data = normaliseDates(parsed.data as Record<string, unknown>);
  const errors: { field: string; message: string }[] = [];
  for (const [field, value] of Object.entries(defaults)) {
    if (data[field] !== undefined && data[field] !== value)
      errors.push({ field, message: `Front matter says "${String(data[field])}", the file path says "${value}"` });
  }
  const result = articleInputSchema.safeParse({ ...defaults, ...data, body: parsed.content.trim() });
  if (!result.success) {
    for (const issue of result.error.issues) errors.push({ field: issue.path.join('.') || 'front_matter', message: issue.message });
  }
  const unknown = unknownPlaceholders(`${parsed.content}`);
  if (unknown.length > 0) errors.push({ field: 'body', message: `Unknown placeholders: ${unknown.map((n) => `{{${n}}}`).join(', ')}` });
  if (errors.length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, article: result.data };
}
