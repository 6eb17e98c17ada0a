/**
 * §9 "Layout and breakpoints": the page-level breakpoints and the modal sizes, as the one source the
 * theme tokens (CSS custom properties on `<html>`) and the components read.
 */

/** §9 "Mobile breakpoint 768 px; mobile layout at 539 px; tooltip modal switches at 768 px." */
export const BREAKPOINTS = {
  /** Below this width the page is a phone layout (menu button, stacked trade page). */
  mobile: 768,
  /** At or below this width the phone layout tightens (logo mark only, single-column cards). */
  mobileLayout: 539,
  /** Below this width a tooltip opens as a modal instead. */
  tooltipModal: 768,
} as const;

/** §9 "Modal size 500; modal sizes small max 384 px, medium 588, large 840." */
export const MODAL_WIDTHS = {
  small: 384,
  medium: 588,
  large: 840,
  default: 500,
} as const;

export type ModalSize = keyof typeof MODAL_WIDTHS;

/**
 * Whether a viewport is a phone layout (§9 "Mobile breakpoint 768 px": narrower than 768 px).
 * @example isPhoneViewport(767) === true; isPhoneViewport(768) === false
 */
export function isPhoneViewport(width: number): boolean {
  return width < BREAKPOINTS.mobile;
}

/**
 * How a tip opens (§9 "tooltip modal switches at 768 px"): a hover/focus tooltip from 768 px up, a
 * modal below it, where there is no hover and a tooltip would cover the finger.
 * @example resolveTipPresentation(1024) === 'tooltip'; resolveTipPresentation(390) === 'modal'
 */
export function resolveTipPresentation(width: number): 'tooltip' | 'modal' {
  return width < BREAKPOINTS.tooltipModal ? 'modal' : 'tooltip';
}

/**
 * The theme's layout tokens as CSS custom properties (set on `<html>` by the root layout), so CSS
 * and components size modals from these numbers and nothing else.
 * @example layoutTokenStyle()['--modal-width-medium'] === '588px'
 */
export function layoutTokenStyle(): Record<`--${string}`, string> {
  const out: Record<`--${string}`, string> = {};
  for (const [size, px] of Object.entries(MODAL_WIDTHS)) out[`--modal-width-${size}`] = `${px}px`;
  return out;
}
