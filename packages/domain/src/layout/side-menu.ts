/**
 * §2.3 "Side menu" and §4.15 "Menu: un-collapsed on a narrow screen; auto-collapsed between
 * breakpoints": the side menu's two variants, as data, and the rule that places it.
 */

export interface SideMenuVariantSpec {
  /** Above this width the menu is an expanded sticky column (unless the user collapsed it). */
  readonly wide: number;
  /** Below this width the menu is a drop-down under a header instead of a column. */
  readonly narrow: number;
  /** Sticky width of the expanded column. */
  readonly expanded: number;
  /** Sticky width of the collapsed (icon) column. */
  readonly collapsed: number;
  /** §2.3 "width 288 versus 256 at the 1024 breakpoint": at or below `at`, the expanded column is `width` wide. */
  readonly compactExpanded?: { readonly at: number; readonly width: number };
}

/**
 * §2.3 "breakpoints 1439/992 for one variant and 1248/768 for the other; sticky menu widths 300/104
 * and 288/96; width 288 versus 256 at the 1024 breakpoint". The 288-wide variant is the one with the
 * 1024 step (its expanded width is 288 above 1024 px and 256 at or below it).
 */
export const SIDE_MENU_VARIANTS = {
  /** The account section (Decision: the wider variant leaves tables the most room at 1440+). */
  standard: { wide: 1439, narrow: 992, expanded: 300, collapsed: 104 },
  /** Help and learn: reading pages, so the menu stays a column down to tablets. */
  compact: { wide: 1248, narrow: 768, expanded: 288, collapsed: 96, compactExpanded: { at: 1024, width: 256 } },
} as const satisfies Record<string, SideMenuVariantSpec>;

export type SideMenuVariant = keyof typeof SIDE_MENU_VARIANTS;

/** Where the viewport falls: below `narrow`, between the breakpoints (inclusive), above `wide`. */
export type SideMenuBand = 'narrow' | 'between' | 'wide';

/**
 * @example resolveSideMenuBand('standard', 991) === 'narrow'
 * @example resolveSideMenuBand('standard', 1439) === 'between'; resolveSideMenuBand('standard', 1440) === 'wide'
 */
export function resolveSideMenuBand(variant: SideMenuVariant, viewport: number): SideMenuBand {
  const spec: SideMenuVariantSpec = SIDE_MENU_VARIANTS[variant];
  if (viewport < spec.narrow) return 'narrow';
  return viewport > spec.wide ? 'wide' : 'between';
}

export type SideMenuLayout =
  /** Narrow: a drop-down under a header, its items always shown with their labels (un-collapsed). */
  | { readonly mode: 'dropdown'; readonly collapsed: false }
  /** A sticky column of `width` px; collapsed shows icons only. */
  | { readonly mode: 'column'; readonly collapsed: boolean; readonly width: number };

/**
 * Places the side menu. `userCollapsed` is the user's own toggle in the current band (null: not
 * toggled); callers reset it when the band changes, so crossing a breakpoint restores the automatic
 * state (§4.15 "auto-collapsed between breakpoints").
 * - narrow: drop-down, un-collapsed (§4.15 "un-collapsed on a narrow screen");
 * - between the breakpoints: collapsed unless the user expanded it;
 * - wide: expanded unless the user collapsed it.
 * @example resolveSideMenu('standard', 1600, null) // { mode: 'column', collapsed: false, width: 300 }
 * @example resolveSideMenu('compact', 1000, false) // { mode: 'column', collapsed: false, width: 256 }
 */
export function resolveSideMenu(variant: SideMenuVariant, viewport: number, userCollapsed: boolean | null): SideMenuLayout {
  const spec: SideMenuVariantSpec = SIDE_MENU_VARIANTS[variant];
  const band = resolveSideMenuBand(variant, viewport);
  if (band === 'narrow') return { mode: 'dropdown', collapsed: false };
  const collapsed = userCollapsed ?? band === 'between';
  if (collapsed) return { mode: 'column', collapsed: true, width: spec.collapsed };
  const compact = spec.compactExpanded;
  const width = compact && viewport <= compact.at ? compact.width : spec.expanded;
  return { mode: 'column', collapsed: false, width };
}
