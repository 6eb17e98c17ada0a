import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { contentKindSchema, contentLocaleSchema, contentSlugSchema, type ContentKind } from '@ex/contracts';
import { parseArticleMarkdown } from '../../services/content/parse';
import { operatorList, operatorShow, setArticleStatus, upsertArticle } from '../../services/content/store';
import type { OpsArea, OpsCommand, OpsContext } from '../registry';

const KEY_USAGE = '<kind> <slug> <locale> [--scope *|site,site]';

/** Reads `<kind> <slug> <locale> [--scope …]`; says the usage and returns null when it does not parse. */
function readKey(ctx: OpsContext, argv: readonly string[], usage: string) {
  const { values, positionals } = parseArgs({ args: [...argv], allowPositionals: true, options: { scope: { type: 'string' } } });
  const [kind, slug, locale] = positionals;
  const parsed = {
    kind: contentKindSchema.safeParse(kind),
    slug: contentSlugSchema.safeParse(slug),
    locale: contentLocaleSchema.safeParse(locale),
  };
  if (positionals.length !== 3 || !parsed.kind.success || !parsed.slug.success || !parsed.locale.success) {
    ctx.say(`usage: content ${usage}`);
    return null;
  }
  return { kind: parsed.kind.data, slug: parsed.slug.data, locale: parsed.locale.data as string, scope: values.scope ?? '*' };
}

const statusCommand = (status: 'published' | 'unpublished'): OpsCommand => ({
  usage: `${status === 'published' ? 'publish' : 'unpublish'} ${KEY_USAGE}`,
  summary:
    status === 'published' ? 'make an article visible (pages show it within their revalidation time)' : 'hide an article from every page',
  async run(ctx, argv) {
    const key = readKey(ctx, argv, this.usage);
    if (!key) return 2;
    if (!(await setArticleStatus(ctx.db, key, status, ctx.nowMs))) {
      ctx.say(`no article ${key.kind}/${key.slug} in ${key.locale} (scope ${key.scope})`);
      return 1;
    }
    ctx.say(`${key.kind}/${key.slug}.${key.locale} [${key.scope}] ${status}`);
    return 0;
  },
});

export const contentArea: OpsArea = {
  name: 'content',
  summary: 'the content store: news, blog, announcements, learn, glossary, wiki, help, legal and company pages',
  commands: {
    list: {
      usage: 'list [--kind KIND]',
      summary: 'every article with its locale, site scope, status and version',
      async run(ctx, argv) {
        const { values, positionals } = parseArgs({ args: [...argv], allowPositionals: true, options: { kind: { type: 'string' } } });
        const kind = values.kind === undefined ? undefined : contentKindSchema.safeParse(values.kind);
        if (positionals.length > 0 || (kind && !kind.success)) {
          ctx.say(`usage: content list [--kind ${contentKindSchema.options.join('|')}]`);
          return 2;
        }
        const rows = await operatorList(ctx.db, kind?.data as ContentKind | undefined);
        if (rows.length === 0) ctx.say('no articles');
        for (const r of rows) ctx.say(`${r.kind}\t${r.slug}\t${r.locale}\t${r.scope}\t${r.status}\t${r.version || '-'}\t${r.title}`);
        return 0;
      },
    },
    show: {
      usage: `show ${KEY_USAGE}`,
      summary: 'one article: its fields and Markdown body',
      async run(ctx, argv) {
        const key = readKey(ctx, argv, this.usage);
        if (!key) return 2;
        const row = await operatorShow(ctx.db, key);
        if (!row) {
          ctx.say(`no article ${key.kind}/${key.slug} in ${key.locale} (scope ${key.scope})`);
          return 1;
        }
        ctx.say(`title: ${row.title}`);
        ctx.say(`status: ${row.status}\tversion: ${row.version || '-'}\teffective: ${row.effectiveDate ?? '-'}`);
        ctx.say(`category: ${row.category || '-'}\ttags: ${row.tags.join(', ') || '-'}\tauthor: ${row.author || '-'}`);
        ctx.say(`published: ${row.publishedAt.toISOString()}\tupdated: ${row.updatedAt.toISOString()}`);
        ctx.say('');
        ctx.say(row.body);
        return 0;
      },
    },
    publish: statusCommand('published'),
    unpublish: statusCommand('unpublished'),
    upsert: {
      usage: 'upsert --file article.md',
      summary: 'create or replace an article from Markdown with front matter (kind, slug, locale, title, … see apps/api/content)',
      async run(ctx, argv) {
        const { values, positionals } = parseArgs({ args: [...argv], allowPositionals: true, options: { file: { type: 'string' } } });
        if (!values.file || positionals.length > 0) {
          ctx.say('usage: content upsert --file article.md');
          return 2;
        }
        let text: string;
        try {
          text = readFileSync(values.file, 'utf8');
        } catch {
          ctx.say(`cannot read ${values.file}`);
          return 1;
        }
        const parsed = parseArticleMarkdown(text);
        if (!parsed.ok) {
          for (const e of parsed.errors) ctx.say(`${e.field}: ${e.message}`);
          return 1;
        }
        const { created, scope } = await upsertArticle(ctx.db, parsed.article, ctx.nowMs);
        const a = parsed.article;
        ctx.say(`${created ? 'created' : 'updated'} ${a.kind}/${a.slug}.${a.locale} [${scope}] ${a.status}`);
        return 0;
      },
    },
  },
};
