/**
 * The one floating bar at the foot of the page: the §4.6 region-switch bar or the §5 business
 * compliance bar (priority levels 1–4, a business variant and a UK-only variant).
 */

/** The §3 business compliance item fields the choice reads. */
export interface FloatingBarItemInput {
  /** Priority level 1–4 (1 first); anything else is not a floating-bar item. */
  readonly type?: unknown;
  readonly content?: unknown;
  /** 1: no close button. */
  readonly no_close_button?: unknown;
}

export type FloatingBar<T> =
  | { readonly kind: 'region-switch'; readonly target: string }
  | {
      readonly kind: 'business';
      /** 'uk-only' for a visitor in GB (the items the API sends them are the GB ones), else 'business'. */
      readonly variant: 'business' | 'uk-only';
      readonly item: T;
      readonly closable: boolean;
    };

/** Floating-bar priority levels (issue 3 "priority levels 1–4"). */
export const BUSINESS_BAR_LEVELS = [1, 2, 3, 4] as const;

function level(item: FloatingBarItemInput): number | null {
  const t = typeof item.type === 'string' && /^\d$/.test(item.type.trim()) ? Number(item.type.trim()) : item.type;
  return typeof t === 'number' && (BUSINESS_BAR_LEVELS as readonly number[]).includes(t) ? t : null;
}

function hasContent(item: FloatingBarItemInput): boolean {
  return typeof item.content === 'string' && item.content.trim() !== '';
}

/**
 * The winning business item: the lowest priority level among items with content and a level of
 * 1–4 ("1 wins"); ties keep the server's order. Items of another type and the §5 default empty
 * item (no content) never show.
 * @example pickBusinessItem([{ type: 3, content: 'a' }, { type: 1, content: 'b' }])?.content === 'b'
 */
export function pickBusinessItem<T extends FloatingBarItemInput>(items: readonly T[]): T | null {
  let best: T | null = null;
  let bestLevel = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const l = level(item);
    if (l === null || !hasContent(item)) continue;
    if (l < bestLevel) {
      best = item;
      bestLevel = l;
    }
  }
  return best;
}

/**
 * Which floating bar shows, at most one at a time:
 * 1. the region-switch bar, when §4.6 gives a target and the visitor has not dismissed it (the
 *    visitor is on the wrong sub-site: every other notice here belongs to that site);
 * 2. else the business bar with {@link pickBusinessItem}'s item, unless dismissed; its variant is
 *    'uk-only' for a visitor in GB (limit.is_uk_ip), else 'business'; closable unless
 *    no_close_button is 1;
 * 3. else none.
 * @example resolveFloatingBar({ regionTarget: 'uk', regionDismissed: false, business: [{ type: 1, content: 'x' }], businessDismissed: false, isUkVisitor: true })
 *   // { kind: 'region-switch', target: 'uk' }
 */
export function resolveFloatingBar<T extends FloatingBarItemInput>(input: {
  regionTarget: string | null;
  regionDismissed: boolean;
  business: readonly T[];
  businessDismissed: boolean;
  isUkVisitor: boolean;
}): FloatingBar<T> | null {
  if (input.regionTarget !== null && input.regionTarget !== '' && !input.regionDismissed) {
    return { kind: 'region-switch', target: input.regionTarget };
  }
  if (input.businessDismissed) return null;
  const item = pickBusinessItem(input.business);
  if (item === null) return null;
  const noClose = item.no_close_button;
  return {
    kind: 'business',
    variant: input.isUkVisitor ? 'uk-only' : 'business',
    item,
    closable: !(noClose === 1 || noClose === '1' || noClose === true),
  };
}
