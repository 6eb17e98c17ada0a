import type { Locale, SiteKey } from '@ex/sites';
import { renderMarkdown } from '@/lib/markdown';
import { TrustedHtmlBlock } from './trusted-html-block';
import styles from './article-html.module.css';

/**
 * A stored article's body (issue 15), rendered on the server from Markdown to sanitised HTML
 * (lib/markdown: rehype-sanitize), with the sub-site's facts filled in. `lang` marks an English
 * text shown on a page in another language.
 */
export async function ArticleHtml({
  markdown,
  site,
  locale,
  lang,
  className,
}: {
  readonly markdown: string;
  readonly site: SiteKey;
  readonly locale: Locale;
  readonly lang?: string;
  readonly className?: string;
}) {
  const html = await renderMarkdown(markdown, { site, locale });
  return (
    // Sanitised by rehype-sanitize in renderMarkdown, on the server.
    <TrustedHtmlBlock
      html={html}
      className={className ? `${styles.prose} ${className}` : styles.prose}
      lang={lang}
      testId="article-body"
      stored
    />
  );
}
