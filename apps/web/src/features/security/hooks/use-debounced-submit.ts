'use client';

import { useCallback, useRef } from 'react';
import { acceptsSubmit } from '../rules';

/**
 * §5/§9 submit debounce: wraps a submit handler so a press within 1500 ms of the last accepted one
 * does nothing (leading edge: the first press is never delayed). Wrap the handler that sends, after
 * validation, so a press that only shows field errors does not count.
 */
export function useDebouncedSubmit<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R | undefined {
  const last = useRef<number | null>(null);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (!acceptsSubmit(last.current, now)) return undefined;
      last.current = now;
      return handler(...args);
    },
    [handler],
  );
}
