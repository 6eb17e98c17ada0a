'use client';

import { useRef } from 'react';

const MENU = '[role="menu"], [role="menubar"]';

/**
 * The element that last took focus outside a menu: a menu item that opens a dialog is gone (or
 * going) by the time the dialog opens, and focus then belongs where the menu was opened from.
 * Tracked from the moment this module loads, so it already knows when a dialog opens.
 */
let lastOutsideMenu: HTMLElement | null = null;
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && !event.target.closest(MENU)) lastOutsideMenu = event.target;
    },
    true,
  );

/** Where focus should return to when a dialog that opens now closes. */
function opener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest(MENU)) return active;
  return lastOutsideMenu?.isConnected ? lastOutsideMenu : null;
}

/**
 * Focus handlers for a Radix dialog opened without its own Trigger (a radio, a trading button, a
 * chip, a menu item): remembers what had focus when it opened (for a menu item, what the menu was
 * opened from) and gives focus back there when it closes. Radix alone would return focus to a
 * Dialog.Trigger, and without one focus falls to the page's body.
 *
 * @example
 * const returnFocus = useReturnFocus();
 * <Dialog.Content {...returnFocus}>…</Dialog.Content>
 */
export function useReturnFocus() {
  const target = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      target.current = opener();
    },
    onCloseAutoFocus: (event: Event) => {
      if (!target.current?.isConnected) return;
      event.preventDefault();
      target.current.focus();
    },
  };
}
