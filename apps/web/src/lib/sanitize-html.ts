import createDOMPurify, { type WindowLike } from 'dompurify';
import { substituteLinkKeys, type LinkKey } from '@ex/domain';
import { resolveSafeNavigationUrl } from '@ex/sites';
import { SITE_HOSTS } from './env';
import { sitePolicy, type SitePolicy } from './trusted-types';

export type HtmlSanitizer = (html: string) => string;

/**
 * A DOMPurify sanitiser bound to `window` (the browser's, or jsdom's in tests). Beyond DOMPurify's
 * defaults: no forms or form controls (a server notice never needs one, and formaction is a script
 * vector), and every link is checked again by the navigation allowlist — a refused href is removed.
 * With a Trusted Types `policy` (the browser's site policy), DOMPurify parses through it and returns
 * its output as a TrustedHTML (RETURN_TRUSTED_TYPE), which React writes where a string would throw.
 */
export function createHtmlSanitizer(
  window: WindowLike,
  isAllowedHref: (href: string) => boolean,
  policy?: SitePolicy | null,
): HtmlSanitizer {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !isAllowedHref(href)) node.removeAttribute('href');
    node.removeAttribute('target');
  });
  const config = {
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'option', 'style'],
    FORBID_ATTR: ['style', 'formaction', 'action'],
  };
  if (!policy) return (html) => purify.sanitize(html, config);
  const trusted = { ...config, RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: policy as never };
  // A TrustedHTML goes wherever the string would (React's dangerouslySetInnerHTML); typed as one.
  return (html) => purify.sanitize(html, trusted) as unknown as string;
}

const isAllowedHref = (href: string) => href.startsWith('#') || resolveSafeNavigationUrl(href, SITE_HOSTS, '') !== '';

let browserSanitizer: HtmlSanitizer | null = null;

/**
 * Sanitises server HTML in the browser. On the server (static pre-render) it returns '' — server
 * content is fetched and rendered in the browser only, so nothing unsanitised is ever emitted.
 * Where the browser enforces Trusted Types the result is a TrustedHTML of the site policy.
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  browserSanitizer ??= createHtmlSanitizer(window, isAllowedHref, sitePolicy());
  return browserSanitizer(html);
}

/**
 * §5 "Text substitutes its link keys with anchor links. Content and messages are sanitised before
 * being rendered as HTML": link keys first (hrefs through the allowlist), then DOMPurify.
 */
export function renderServerHtml(content: string, links: readonly LinkKey[] = []): string {
  const withLinks = substituteLinkKeys(content, links, (link) => {
    const safe = resolveSafeNavigationUrl(link, SITE_HOSTS, '');
    return safe === '' ? null : safe;
  });
  return sanitizeHtml(withLinks);
}
