'use client';

import { useMemo } from 'react';
import type { TextLink } from '@ex/contracts';
import { renderServerHtml } from '@/lib/sanitize-html';

/**
 * Server-supplied HTML (§5 "Content and messages are sanitised before being rendered as HTML"):
 * link keys become anchors through the navigation allowlist, then DOMPurify. Rendered in the
 * browser only (the sanitiser gives '' on the server, so nothing unsanitised is ever emitted).
 */
export function ServerHtml({
  content,
  links,
  className,
  as: Tag = 'div',
  testId,
}: {
  readonly content: string;
  readonly links?: readonly TextLink[];
  readonly className?: string;
  readonly as?: 'div' | 'span';
  readonly testId?: string;
}) {
  const safe = useMemo(() => renderServerHtml(content, links ?? []), [content, links]);
  // `server-html` (globals.css) underlines its links: they sit in running text (WCAG 1.4.1).
  return (
    <Tag
      className={className ? `server-html ${className}` : 'server-html'}
      data-testid={testId}
      data-stored=""
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
