import { describe, expect, it } from 'vitest';
import { fingerprintId } from '@ex/domain';
import { keepFingerprint, type FingerprintDeps } from './fingerprint';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);
const HASH = 'ab'.repeat(16);

/** A fake browser: a settable clock, one cookie, a server that issues ids, and manual timers. */
function fakeBrowser(options: { cookie?: string; issue?: FingerprintDeps['issue'] } = {}) {
  let now = T0;
  const writes: string[] = [];
  const timers: { at: number; task: () => void; cancelled: boolean }[] = [];
  const issued: string[] = [];
  const warnings: string[] = [];
  const deps: FingerprintDeps = {
    now: () => now,
    readCookie: () => options.cookie,
    writeCookie: (v) => void writes.push(v),
    signalsHash: () => Promise.resolve('0123456789abcdef'),
    issue:
      options.issue ??
      ((hash) => {
        issued.push(hash);
        return Promise.resolve(fingerprintId(now, HASH));
      }),
    schedule: (task, ms) => {
      const timer = { at: now + ms, task, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    },
    warn: (m) => void warnings.push(m),
  };
  const flush = () => new Promise((r) => setTimeout(r, 0));
  /** Moves the clock to the next pending timer and runs it. */
  const fireNext = async () => {
    const next = timers.find((t) => !t.cancelled && t.at >= now);
    if (!next) return false;
    timers.splice(timers.indexOf(next), 1);
    now = next.at;
    next.task();
    await flush();
    return true;
  };
  return { deps, writes, timers, issued, warnings, flush, fireNext };
}

describe('keepFingerprint (§4.17 fingerprint cookie)', () => {
  it('obtains an id when there is none, stores it, and refreshes it when it expires', async () => {
    const b = fakeBrowser();
    keepFingerprint(b.deps);
    await b.flush();
    expect(b.issued).toEqual(['0123456789abcdef']);
    expect(b.writes).toEqual([fingerprintId(T0, HASH)]);
    expect(b.timers.map((t) => t.at - T0)).toEqual([DAY]);
    await b.fireNext();
    expect(b.writes[1]).toBe(fingerprintId(T0 + DAY, HASH));
  });

  it('keeps a valid cookie without asking the server, and refreshes it when it expires', async () => {
    const found = fingerprintId(T0 - DAY / 2, HASH);
    const b = fakeBrowser({ cookie: found });
    keepFingerprint(b.deps);
    await b.flush();
    expect(b.issued).toEqual([]);
    expect(b.writes).toEqual([]);
    expect(b.timers.map((t) => t.at - T0)).toEqual([DAY / 2]);
  });

  it.each([
    ['expired', fingerprintId(T0 - DAY, HASH)],
    ['error-marked', 'ERROR_Zm9v'],
    ['malformed', 'not-a-fingerprint'],
  ])('replaces an %s cookie at once', async (_label, cookie) => {
    const b = fakeBrowser({ cookie });
    keepFingerprint(b.deps);
    await b.flush();
    expect(b.writes).toEqual([fingerprintId(T0, HASH)]);
  });

  it('refreshes at most 3 times in a chain (§9 "max 3 refreshes")', async () => {
    const b = fakeBrowser();
    keepFingerprint(b.deps);
    await b.flush();
    let fired = 0;
    while (await b.fireNext()) fired += 1;
    expect(fired).toBe(3);
    expect(b.issued).toHaveLength(4);
  });

  it('stores ERROR_ + base64 of the message when the server fails (§8), and warns', async () => {
    const b = fakeBrowser({ issue: () => Promise.reject(new Error('HTTP 503')) });
    keepFingerprint(b.deps);
    await b.flush();
    expect(b.writes).toEqual([`ERROR_${Buffer.from('HTTP 503').toString('base64')}`]);
    expect(b.warnings).toEqual(['fingerprint: HTTP 503']);
    expect(b.timers).toEqual([]);
  });

  it('refuses an id the server issued malformed, and stops its timer when the page goes', async () => {
    const bad = fakeBrowser({ issue: () => Promise.resolve('zz') });
    keepFingerprint(bad.deps);
    await bad.flush();
    expect(bad.writes[0]).toMatch(/^ERROR_/);

    const b = fakeBrowser();
    const stop = keepFingerprint(b.deps);
    await b.flush();
    stop();
    expect(await b.fireNext()).toBe(false);
  });
});
