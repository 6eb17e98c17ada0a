import { formatGateSkipMarker } from '@ex/domain';

/**
 * What the home gate keeps in localStorage: the §4.9 skip marker ("valid 7200 s for that user"; the
 * marker names the uid) and, per uid, the last compliance token the server issued. The token is
 * opaque here: it is only sent back, and the server acts on it only after checking its signature.
 * Storage can be unavailable (private mode, blocked): reads then give nothing, writes do nothing.
 */
const SKIP_KEY = 'home_gate_skip';
const tokenKey = (uid: number) => `home_gate_token:${uid}`;
/** The contract refuses longer tokens (ipCheckBodySchema). */
const MAX_TOKEN_LENGTH = 2048;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Unavailable storage: the gate simply runs again next time.
  }
}

export const readSkipMarker = (): string | null => read(SKIP_KEY);

/** Closing or declining a gate dialog skips the gate for this user for 7200 s. */
export function writeSkipMarker(uid: number, nowMs: number = Date.now()): void {
  write(SKIP_KEY, formatGateSkipMarker(uid, nowMs));
}

export function readGateToken(uid: number): string | undefined {
  const token = read(tokenKey(uid));
  return token !== null && token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/** Keeps the token of the latest answer; an answer without one clears it (§4.9 "otherwise it is cleared"). */
export function writeGateToken(uid: number, token: string): void {
  write(tokenKey(uid), token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : null);
}
