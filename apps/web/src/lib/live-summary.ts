'use client';

import { useEffect, useRef, useState } from 'react';

/** How often a streaming panel's polite summary may change (and so be read out). */
export const LIVE_SUMMARY_INTERVAL_MS = 15_000;

/**
 * The text of a streaming panel's polite live region: `text` as it stands, read at most once per
 * `intervalMs`. Empty until the first interval has passed, so a page load is not announced; an
 * unchanged text is not written again (and so not read again).
 *
 * @example
 * const summary = useLiveSummary(bid && ask ? t('summary', { bid, ask }) : null);
 * <p role="status" aria-live="polite">{summary}</p>
 */
export function useLiveSummary(text: string | null, intervalMs = LIVE_SUMMARY_INTERVAL_MS): string {
  const latest = useRef(text);
  const [shown, setShown] = useState('');
  useEffect(() => {
    latest.current = text;
  }, [text]);
  useEffect(() => {
    const timer = setInterval(() => setShown(latest.current ?? ''), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return shown;
}
