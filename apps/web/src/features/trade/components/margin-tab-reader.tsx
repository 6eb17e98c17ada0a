'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { ISOLATED_MARGIN_TAB } from '@ex/sites';

/**
 * Reports whether the address asks for the isolated-margin tab (`?tab=isolated_margin`, also among
 * repeated `tab`s, as proxy.ts gates it). Rendered inside a Suspense boundary: reading the query
 * keeps only this leaf out of the static page, and it follows client-side navigation between tabs.
 */
export function MarginTabReader({ onChange }: { onChange: (margin: boolean) => void }) {
  const margin = useSearchParams().getAll('tab').includes(ISOLATED_MARGIN_TAB);
  useEffect(() => onChange(margin), [margin, onChange]);
  return null;
}
