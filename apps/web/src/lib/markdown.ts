import 'server-only';
import type { Element, Root } from 'hast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { fillPlaceholders, localizedPath, type Locale, type SiteKey } from '@ex/sites';

/**
 * Same-site links in stored Markdown are written without a locale (`/fee`); they get the page's
 * locale prefix. Other links open as external links without passing our page as the referrer.
 */
function rehypeSiteLinks(options: { site: SiteKey; locale: Locale }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a') return;
      const href = node.properties.href;
      if (typeof href !== 'string') return;
      if (href.startsWith('/') && !href.startsWith('//')) {
        node.properties.href = localizedPath(options.site, options.locale, href);
      } else if (/^https?:\/\//i.test(href)) {
        node.properties.rel = ['noopener', 'noreferrer', 'nofollow'];
      }
    });
  };
}

/**
 * A Markdown table scrolls sideways on a phone (article-html.module.css), so it takes keyboard
 * focus: a scrolling region must be reachable without a mouse (WCAG 2.1.1, axe
 * scrollable-region-focusable). Added after sanitising, which would drop it.
 */
function rehypeScrollableTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
    });
  };
}

/**
 * Renders a stored article to HTML on the server (issue 15): the site's facts fill the
 * `{{placeholders}}`, GitHub-flavoured Markdown is parsed, raw HTML in the source is dropped and the
 * result passes rehype-sanitize's GitHub schema (no scripts, event handlers or javascript: URLs);
 * headings get ids for anchors.
 * @example await renderMarkdown('# Fees\n{{fee.spot}}', { site: 'main', locale: 'de' }) // '<h1 id="fees">Fees</h1>\n<p>0.1%</p>'
 */
export async function renderMarkdown(markdown: string, options: { site: SiteKey; locale: Locale }): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, defaultSchema)
    .use(rehypeSlug)
    .use(rehypeSiteLinks, options)
    .use(rehypeScrollableTables)
    .use(rehypeStringify)
    .process(fillPlaceholders(markdown, options.site));
  return String(file);
}
