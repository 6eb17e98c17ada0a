'use client';

import { useEffect, type RefObject } from 'react';

/** The CSS variable the page's bottom padding reads (globals.css). */
const DOCK_VAR = '--dock-space';

/**
 * Keeps the page's end clear of the fixed floating dock: its height (plus its offset) is published
 * as a CSS variable the body pads by, so the last button of a form can always scroll above the
 * cookie prompt and floating bars instead of sitting under them.
 */
export function useReservedDockSpace(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => {
      const height = element.getBoundingClientRect().height;
      const offset = parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty(DOCK_VAR, height > 0 ? `${Math.ceil(height + offset)}px` : '0px');
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => {
      observer.disconnect();
      root.style.removeProperty(DOCK_VAR);
    };
  }, [ref]);
}
