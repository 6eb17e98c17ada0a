'use client';

import { useMemo } from 'react';
import { renderServerHtml } from '@/lib/sanitize-html';
import styles from '../agreements.module.css';

/**
 * Agreement or declaration content from the API, rendered as HTML only after DOMPurify
 * (`renderServerHtml`: allowlisted links, no scripts, forms or styles). Rendered in the browser only:
 * on the server the sanitiser yields '' and nothing unsanitised is emitted.
 */
export function ServerHtml({ html, testId }: { readonly html: string; readonly testId?: string }) {
  const safe = useMemo(() => renderServerHtml(html), [html]);
  return <div className={styles.content} data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />;
}
