import { track } from './analytics';

/** `data-track="name"`: a click on the element (or inside it) is a `click` event of that name. */
export const TRACK_CLICK_ATTR = 'data-track';
/** `data-track-hover="name"`: the pointer entering it is a `hover` event, once per element and view. */
export const TRACK_HOVER_ATTR = 'data-track-hover';

const NAME = /^[a-z0-9_]{1,64}$/;

/**
 * The §7 interaction events, from markup: one delegated listener for clicks and one for hovers on
 * the document, so components only mark elements and never wire analytics themselves. Returns the
 * function that removes the listeners.
 */
export function installInteractionTracking(root: Document): () => void {
  const hovered = new WeakSet<Element>();
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(`[${TRACK_CLICK_ATTR}]`) : null;
    const name = target?.getAttribute(TRACK_CLICK_ATTR);
    if (name && NAME.test(name)) track(name, {}, 'click');
  };
  const onHover = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(`[${TRACK_HOVER_ATTR}]`) : null;
    const name = target?.getAttribute(TRACK_HOVER_ATTR);
    if (!target || !name || !NAME.test(name) || hovered.has(target)) return;
    hovered.add(target);
    track(name, {}, 'hover');
  };
  root.addEventListener('click', onClick, { capture: true });
  root.addEventListener('pointerover', onHover, { capture: true });
  return () => {
    root.removeEventListener('click', onClick, { capture: true });
    root.removeEventListener('pointerover', onHover, { capture: true });
  };
}

/**
 * An open or close of a named dialog or menu (§7 "open/close"). The name is made event-safe
 * (`kyc-upgrade` → `kyc_upgrade`).
 * @example trackOpenClose('fund-password-modal', true) // track('fund_password_modal', {}, 'open')
 */
export function trackOpenClose(name: string, open: boolean): void {
  const safe = name
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .slice(0, 64);
  if (safe) track(safe, {}, open ? 'open' : 'close');
}
