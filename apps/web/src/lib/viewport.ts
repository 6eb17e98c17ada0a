'use client';

import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * The layout viewport's width in CSS pixels, updated on resize; null while rendering on the server
 * (static pages know no viewport: CSS media queries lay them out until hydration).
 */
export function useViewportWidth(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.clientWidth,
    () => null,
  );
}
