'use client';

import { useEffect } from 'react';
import { FINGERPRINT_PATH, fingerprintResponseSchema } from '@ex/contracts';
import { COOKIES } from '@ex/sites';
import { readCookie, writeCookie } from '@/lib/browser';
import { clientLogger } from '@/lib/client-logger';
import { keepFingerprint, type FingerprintDeps } from './fingerprint';

/**
 * The browser's signals, hashed by FingerprintJS (MIT since 5.x; docs/spec-decisions.md): loaded in
 * its own chunk, only when an id has to be obtained, so it is never part of a page's first load.
 */
async function signalsHash(): Promise<string> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load({ monitoring: false });
  return (await agent.get()).visitorId.toLowerCase();
}

async function issue(hash: string): Promise<string> {
  const response = await fetch(FINGERPRINT_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ signals: hash }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return fingerprintResponseSchema.parse(await response.json()).id;
}

const browserDeps: FingerprintDeps = {
  now: () => Date.now(),
  readCookie: () => readCookie(COOKIES.fingerprint),
  writeCookie: (value) => writeCookie(COOKIES.fingerprint, value),
  signalsHash,
  issue,
  schedule: (task, ms) => {
    const timer = window.setTimeout(task, ms);
    return () => window.clearTimeout(timer);
  },
  warn: (message) => clientLogger.warn(message),
};

/** Keeps the §4.17 fingerprint cookie, starting when the browser is idle (after the page is usable). */
export function DeviceFingerprint() {
  useEffect(() => {
    let stop: () => void = () => undefined;
    const start = () => {
      stop = keepFingerprint(browserDeps);
    };
    // Safari has no requestIdleCallback: a plain delay stands in for it there.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const handle = hasIdle ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 2000);
    return () => {
      if (hasIdle) window.cancelIdleCallback(handle as number);
      else clearTimeout(handle);
      stop();
    };
  }, []);
  return null;
}
