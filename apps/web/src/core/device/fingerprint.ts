import { FINGERPRINT, canAutoRefresh, errorMarkedFingerprint, resolveFingerprintState, storedFingerprint } from '@ex/domain';

/** What keeping the fingerprint cookie needs from the browser; tests pass their own. */
export interface FingerprintDeps {
  now(): number;
  readCookie(): string | undefined;
  writeCookie(value: string): void;
  /** A hash (hex) of this browser's signals; throws when they cannot be read. */
  signalsHash(): Promise<string>;
  /** Asks the server for an id for that hash (§7 /dfdid/udid/c1); throws on failure. */
  issue(signalsHash: string): Promise<string>;
  /** Runs `task` after `ms` (a timer); returns a cancel function. */
  schedule(task: () => void, ms: number): () => void;
  warn(message: string): void;
}

/** UTF-8 text to base64 in the browser (btoa takes Latin-1 only). */
function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Keeps the `fingerprint` cookie valid for as long as the page is open (§4.17): an id found valid is
 * kept and refreshed when it expires; a missing, malformed, expired or error-marked one is replaced
 * at once. A page refreshes at most 3 times in a chain (§9). A failure stores `ERROR_` + base64 of the
 * message (§8) and is retried on the next page load. Returns a function that stops the timer.
 * @example const stop = keepFingerprint(browserFingerprintDeps()); // on unmount: stop()
 */
export function keepFingerprint(deps: FingerprintDeps): () => void {
  let cancel: () => void = () => undefined;
  let stopped = false;
  let refreshes = 0;

  const scheduleExpiry = (value: string) => {
    const state = resolveFingerprintState(value, deps.now());
    if (state.kind !== 'valid' || !canAutoRefresh(refreshes)) return;
    cancel = deps.schedule(
      () => {
        refreshes += 1;
        void obtain();
      },
      Math.max(0, state.expiresAtMs - deps.now()),
    );
  };

  const obtain = async () => {
    try {
      const id = await deps.issue(await deps.signalsHash());
      if (stopped) return;
      if (resolveFingerprintState(id, deps.now()).kind !== 'valid') throw new Error('the server issued an invalid fingerprint');
      deps.writeCookie(storedFingerprint(id));
      scheduleExpiry(id);
    } catch (error) {
      if (stopped) return;
      const message = error instanceof Error ? error.message : String(error);
      deps.warn(`fingerprint: ${message}`);
      deps.writeCookie(errorMarkedFingerprint(message, utf8Base64));
    }
  };

  const current = deps.readCookie();
  if (resolveFingerprintState(current, deps.now()).kind === 'valid' && current !== undefined) scheduleExpiry(current);
  else void obtain();
  return () => {
    stopped = true;
    cancel();
  };
}

export const FINGERPRINT_COOKIE_MAX_AGE = FINGERPRINT.validSeconds;
