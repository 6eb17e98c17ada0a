'use client';

import { useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened without its own Trigger (a radio, a trading button):
 * remembers what had focus when it opened and gives focus back there when it closes.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
