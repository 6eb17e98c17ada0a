'use client';

import { useSyncExternalStore } from 'react';

/** The theme the layout script and the theme toggle put on <html> (`data-theme`, `data-rise`). */
export interface DocumentTheme {
  readonly dark: boolean;
  readonly rise: 'green' | 'red';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-rise'] });
  return () => observer.disconnect();
}

// A string snapshot keeps useSyncExternalStore stable between renders (objects would differ).
const snapshot = () =>
  `${document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'}:${document.documentElement.dataset.rise === 'red' ? 'red' : 'green'}`;

/** Follows the page theme live, so the chart re-applies its colours when the user toggles it (§4.13). */
export function useDocumentTheme(): DocumentTheme {
  const value = useSyncExternalStore(subscribe, snapshot, () => 'light:green');
  const [mode, rise] = value.split(':');
  return { dark: mode === 'dark', rise: rise === 'red' ? 'red' : 'green' };
}
