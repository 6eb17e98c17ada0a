'use client';

import { useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened without its own Trigger (a radio, a trading button, a
 * chip): remembers what had focus when it opened and gives focus back there when it closes. Radix
 * alone would return focus to a Dialog.Trigger, and without one focus falls to the page's body.
 *
 * @example
 * const returnFocus = useReturnFocus();
 * <Dialog.Content {...returnFocus}>…</Dialog.Content>
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
