/** What a section's path asks for, after the section's own path. */
export type SectionView =
  | { readonly kind: 'list'; readonly page: number; readonly category?: string }
  | { readonly kind: 'article'; readonly slug: string }
  | { readonly kind: 'extra'; readonly name: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE = /^[1-9]\d{0,4}$/;

/**
 * Reads the segments after a section's path: [] list, ['page', n], ['category', c], ['category', c,
 * 'page', n], [slug] an article; `extras` are named sub-pages (the glossary under /learn). Anything
 * else is null (404). Page 1 has no /page/1 address.
 * @example readSectionView(['page', '2']) // { kind: 'list', page: 2 }
 */
export function readSectionView(rest: readonly string[] | undefined, extras: readonly string[] = []): SectionView | null {
  const [a, b, c, d, ...more] = rest ?? [];
  if (more.length > 0) return null;
  const pageOf = (v: string | undefined) => (v !== undefined && PAGE.test(v) && v !== '1' ? Number(v) : null);
  if (a === undefined) return { kind: 'list', page: 1 };
  if (a === 'page' && c === undefined) return pageOf(b) ? { kind: 'list', page: pageOf(b) ?? 1 } : null;
  if (a === 'category' && b !== undefined && SLUG.test(b)) {
    if (c === undefined) return { kind: 'list', page: 1, category: b };
    if (c === 'page' && d !== undefined && pageOf(d)) return { kind: 'list', page: pageOf(d) ?? 1, category: b };
    return null;
  }
  if (b === undefined && extras.includes(a)) return { kind: 'extra', name: a };
  if (b === undefined && SLUG.test(a)) return { kind: 'article', slug: a };
  return null;
}
