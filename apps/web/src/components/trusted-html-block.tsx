'use client';

import { useMemo } from 'react';
import { trustedHtml } from '@/lib/trusted-types';

/**
 * HTML that our server already sanitised (Markdown through rehype-sanitize, the QR code SVG),
 * written through the site's Trusted Types policy: a server component cannot create the browser's
 * TrustedHTML, and React writes this element's HTML itself when it renders it in the browser
 * (client navigation, a filtered list), where a plain string would be refused.
 * Never give it HTML from a request or the API: that goes through ServerHtml (DOMPurify).
 */
export function TrustedHtmlBlock({
  html,
  as: Tag = 'div',
  className,
  lang,
  role,
  ariaLabel,
  testId,
  stored,
}: {
  readonly html: string;
  readonly as?: 'div' | 'dd' | 'span';
  readonly className?: string;
  readonly lang?: string;
  readonly role?: 'img';
  readonly ariaLabel?: string;
  readonly testId?: string;
  /** Stored content (an article body): `data-stored`, which the pseudo-locale sweep passes over. */
  readonly stored?: boolean;
}) {
  const value = useMemo(() => trustedHtml(html), [html]);
  return (
    <Tag
      className={className}
      lang={lang}
      role={role}
      aria-label={ariaLabel}
      data-testid={testId}
      data-stored={stored ? '' : undefined}
      dangerouslySetInnerHTML={{ __html: value }}
    />
  );
}
