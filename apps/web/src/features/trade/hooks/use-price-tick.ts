'use client';

import { useState } from 'react';
import { resolvePriceTick, type ChangeDirection } from '@ex/domain';

/**
 * Which way a price moved at its latest change ('flat' until it first changes), for the tick
 * flash; state derived during render (React's "adjusting state when a prop changes" pattern), as
 * the /price rows do.
 */
export function usePriceTick(price: string): ChangeDirection {
  const [seen, setSeen] = useState({ price, tick: 'flat' as ChangeDirection });
  if (seen.price === price) return seen.tick;
  const next = { price, tick: resolvePriceTick(seen.price, price) };
  setSeen(next);
  return next.tick;
}
