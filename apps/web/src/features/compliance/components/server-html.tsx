'use client';

import type { TextLink } from '@ex/contracts';
import { renderServerHtml } from '@/lib/sanitize-html';
import styles from '../compliance.module.css';

/**
 * Server-supplied HTML (§5 "Content and messages are sanitised before being rendered as HTML"):
 * link keys become anchors through the navigation allowlist, then DOMPurify. Rendered in the
 * browser only (the sanitiser gives '' on the server).
 */
export function ServerHtml({ content, links = [], as: Tag = 'div' }: { readonly content: string; readonly links?: readonly TextLink[]; readonly as?: 'div' | 'span' }) {
  return <Tag className={styles.serverHtml} dangerouslySetInnerHTML={{ __html: renderServerHtml(content, links) }} />;
}
