import { cache } from 'react';

/**
 * Whether the page being rendered is the pseudo-locale: route-params marks it when it reads the
 * `en-XA` segment, and the message loader (request.ts) and the layout read it. One flag per request
 * (React `cache`), shared by the layout, the page and their metadata.
 */
const flag = cache(() => ({ pseudo: false }));

export function markPseudoRequest(): void {
  flag().pseudo = true;
}

export function isPseudoRequest(): boolean {
  return flag().pseudo;
}
