/**
 * §5 "Text substitutes its link keys with anchor links" (§3 text_link: key and link pairs).
 */

export interface LinkKey {
  readonly key: string;
  readonly link: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @example escapeHtml('<a href="x">') === '&lt;a href=&quot;x&quot;&gt;' */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Replaces every occurrence of each link key in `html` with an anchor whose text is the key
 * (escaped) and whose href is `toHref(link)`. When `toHref` returns null (the link failed the
 * caller's allowlist) the key stays as plain text. Keys are matched literally (no regex), longest
 * first, so a key that contains another wins; empty keys are ignored. The result still has to go
 * through the HTML sanitiser: `html` is server content.
 *
 * @example substituteLinkKeys('Read {terms}.', [{ key: '{terms}', link: '/legal' }], (l) => l)
 *   === 'Read <a href="/legal">{terms}</a>.'
 */
export function substituteLinkKeys(html: string, links: readonly LinkKey[], toHref: (link: string) => string | null): string {
  const keys = links.filter((l) => l.key !== '').sort((a, b) => b.key.length - a.key.length);
  if (keys.length === 0) return html;
  let out = '';
  let i = 0;
  outer: while (i < html.length) {
    for (const { key, link } of keys) {
      if (html.startsWith(key, i)) {
        const href = toHref(link);
        out += href === null ? escapeHtml(key) : `<a href="${escapeHtml(href)}">${escapeHtml(key)}</a>`;
        i += key.length;
        continue outer;
      }
    }
    out += html[i];
    i += 1;
  }
  return out;
}
