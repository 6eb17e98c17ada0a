/** A listed section of the content store (issue 15): its store kind, path and list behaviour. */
export interface ContentSection {
  /** The store's kind (CONTENT_KINDS of @ex/contracts). */
  readonly kind: string;
  /** Same-site path of the section, without a locale prefix. */
  readonly path: string;
  /** Articles per list page. */
  readonly pageSize: number;
  /** Whether the section has an RSS feed at `<path>/rss.xml`. */
  readonly feed: boolean;
}

export const CONTENT_SECTIONS = {
  news: { kind: 'news', path: '/news', pageSize: 12, feed: true },
  blog: { kind: 'blog', path: '/blog', pageSize: 12, feed: true },
  announcements: { kind: 'announcement', path: '/announcements', pageSize: 12, feed: true },
  learn: { kind: 'learn', path: '/learn', pageSize: 24, feed: false },
  wiki: { kind: 'wiki', path: '/crypto-wiki', pageSize: 24, feed: false },
  help: { kind: 'help', path: '/help', pageSize: 50, feed: false },
  events: { kind: 'event', path: '/upcoming-event', pageSize: 100, feed: false },
  howToBuy: { kind: 'how-to-buy', path: '/how-to-buy', pageSize: 50, feed: false },
} as const satisfies Record<string, ContentSection>;
export type ContentSectionKey = keyof typeof CONTENT_SECTIONS;

/** Legal and company documents served at their own paths (§2.1 support and legal). */
const DOCUMENT_PATHS: Readonly<Record<string, string>> = {
  'fee-schedule': '/fee',
  contacts: '/page/contacts',
  'about-us': '/about-us',
  'brand-partnerships': '/brand-partnerships',
  'media-kit': '/media-kit',
};

/**
 * The page of an article, without a locale prefix. Glossary terms live on the glossary page as
 * anchors, events on the calendar.
 * @example articlePath('news', 'btc-halving') === '/news/btc-halving'
 * @example articlePath('help', 'kyc-procedure-web') === '/help/guide/kyc-procedure-web'
 * @example articlePath('legal', 'fee-schedule') === '/fee'
 * @example articlePath('glossary', 'altcoin') === '/learn/glossary#altcoin'
 */
export function articlePath(kind: string, slug: string): string {
  if (kind === 'legal' || kind === 'company') return DOCUMENT_PATHS[slug] ?? `/legal/${slug}`;
  if (kind === 'glossary') return `/learn/glossary#${slug}`;
  if (kind === 'event') return `/upcoming-event#${slug}`;
  if (kind === 'help') return `/help/guide/${slug}`;
  const section = Object.values(CONTENT_SECTIONS).find((s) => s.kind === kind);
  return `${section?.path ?? '/news'}/${slug}`;
}

/**
 * The list pages of a section: 1 → the section itself, n → `<path>/page/n`.
 * @example sectionPagePath('/news', 1) === '/news'
 * @example sectionPagePath('/news', 3) === '/news/page/3'
 */
export function sectionPagePath(path: string, page: number): string {
  return page <= 1 ? path : `${path}/page/${page}`;
}
