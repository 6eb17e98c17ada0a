import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isGateSkipped } from '@ex/domain';
import { readGateToken, readSkipMarker, writeGateToken, writeSkipMarker } from './gate-storage';

const SKIP = '§4.9 "Closing or declining sets a local skip marker valid 7200 s for that user."';
const TOKEN = '§4.9 "A stored token is reused if it belongs to the same uid…; otherwise it is cleared"';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('gate storage', () => {
  it(`${SKIP} — the stored marker skips that user for 7200 s`, () => {
    const now = 1_700_000_000_000;
    writeSkipMarker(1001, now);
    expect(isGateSkipped(readSkipMarker(), 1001, now + 7_199_999)).toBe(true);
    expect(isGateSkipped(readSkipMarker(), 1001, now + 7_200_000)).toBe(false);
    expect(isGateSkipped(readSkipMarker(), 1002, now)).toBe(false);
  });

  it(`${TOKEN} — tokens are kept per uid and an answer without one clears it`, () => {
    writeGateToken(1001, 'tok-a');
    writeGateToken(1002, 'tok-b');
    expect(readGateToken(1001)).toBe('tok-a');
    expect(readGateToken(1002)).toBe('tok-b');
    expect(readGateToken(1003)).toBeUndefined();
    writeGateToken(1001, '');
    expect(readGateToken(1001)).toBeUndefined();
    expect(storage.map.has('home_gate_token:1001')).toBe(false);
  });

  it(`${TOKEN} — a token longer than the contract allows is neither stored nor sent`, () => {
    writeGateToken(1001, 'x'.repeat(2049));
    expect(readGateToken(1001)).toBeUndefined();
    storage.setItem('home_gate_token:1001', 'y'.repeat(2049));
    expect(readGateToken(1001)).toBeUndefined();
  });

  it('unavailable storage: reads give nothing and writes do not throw', () => {
    const throwing = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('window', { localStorage: { getItem: throwing, setItem: throwing, removeItem: throwing } });
    expect(() => writeSkipMarker(1001)).not.toThrow();
    expect(() => writeGateToken(1001, 't')).not.toThrow();
    expect(readSkipMarker()).toBeNull();
    expect(readGateToken(1001)).toBeUndefined();
  });
});
