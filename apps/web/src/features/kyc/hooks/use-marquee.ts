'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Marquee speed in px per second. */
const SPEED = 60;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the visitor asked for less motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * §4.12 "Text scrolls if too wide": measures the text against its box with a ResizeObserver and
 * scrolls only when the text is wider, never under prefers-reduced-motion.
 */
export function useMarquee<C extends HTMLElement, T extends HTMLElement>() {
  const containerRef = useRef<C>(null);
  const textRef = useRef<T>(null);
  const [overflow, setOverflow] = useState<{ readonly text: number; readonly box: number } | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const container = containerRef.current;
    const text = textRef.current;
    if (!container || !text || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const box = container.clientWidth;
      const width = text.getBoundingClientRect().width;
      setOverflow((prev) => {
        const next = width > box + 1 ? { text: width, box } : null;
        return prev?.text === next?.text && prev?.box === next?.box ? prev : next;
      });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    observer.observe(text);
    measure();
    return () => observer.disconnect();
  }, []);

  const scrolling = overflow !== null && !reducedMotion;
  const durationSeconds = overflow ? Math.max(6, Math.round((overflow.text + overflow.box) / SPEED)) : 0;
  return { containerRef, textRef, scrolling, durationSeconds };
}
