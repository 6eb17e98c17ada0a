import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ICE_GATHER_TIMEOUT_MS, gatherIceCandidates, isStunUrl, usableStunUrls } from './gather-ice-candidates';

const GATHER = '§4.9 / issue 3: IPs "gathered in the browser with WebRTC ICE candidates from configured STUN servers"';

/** A stand-in for the browser's RTCPeerConnection: the test fires the ICE events. */
class FakeConnection {
  static last: FakeConnection | null = null;
  readonly config: RTCConfiguration;
  onicecandidate: ((event: { candidate: { candidate: string } | null }) => void) | null = null;
  onicegatheringstatechange: (() => void) | null = null;
  iceGatheringState = 'new';
  closed = false;
  channels: string[] = [];
  localDescription: unknown = null;
  constructor(config: RTCConfiguration) {
    this.config = config;
    FakeConnection.last = this;
  }
  createDataChannel(label: string) {
    this.channels.push(label);
  }
  async createOffer() {
    return { type: 'offer', sdp: 'v=0' };
  }
  async setLocalDescription(description: unknown) {
    this.localDescription = description;
  }
  close() {
    this.closed = true;
  }
  emit(candidate: string | null) {
    this.onicecandidate?.({ candidate: candidate === null ? null : { candidate } });
  }
}

const line = (ip: string) => `candidate:1 1 udp 1677729535 ${ip} 5000 typ srflx raddr 0.0.0.0 rport 0`;
const flush = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  FakeConnection.last = null;
  vi.stubGlobal('RTCPeerConnection', FakeConnection);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('gatherIceCandidates', () => {
  it(`${GATHER} — asks the STUN servers, collects candidates until gathering ends, then closes`, async () => {
    const pending = gatherIceCandidates(['stun:127.0.0.1:3478', 'turn:relay.example']);
    const pc = FakeConnection.last;
    expect(pc?.config.iceServers).toEqual([{ urls: ['stun:127.0.0.1:3478'] }]);
    expect(pc?.channels).toHaveLength(1);
    await flush();
    expect(pc?.localDescription).toEqual({ type: 'offer', sdp: 'v=0' });
    pc?.emit(line('203.0.113.7'));
    pc?.emit('');
    pc?.emit(line('8.8.8.8'));
    pc?.emit(null);
    expect(await pending).toEqual([line('203.0.113.7'), line('8.8.8.8')]);
    expect(pc?.closed).toBe(true);
  });

  it(`${GATHER} — ends when the gathering state is complete`, async () => {
    const pending = gatherIceCandidates(['stun:stun.example:3478']);
    const pc = FakeConnection.last as FakeConnection;
    pc.emit(line('203.0.113.8'));
    pc.iceGatheringState = 'complete';
    pc.onicegatheringstatechange?.();
    expect(await pending).toEqual([line('203.0.113.8')]);
    expect(pc.closed).toBe(true);
  });

  it(`${GATHER} — after ${ICE_GATHER_TIMEOUT_MS} ms it uses what it has and closes`, async () => {
    vi.useFakeTimers();
    const pending = gatherIceCandidates(['stun:stun.example:3478']);
    const pc = FakeConnection.last as FakeConnection;
    pc.emit(line('203.0.113.9'));
    vi.advanceTimersByTime(ICE_GATHER_TIMEOUT_MS - 1);
    expect(pc.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await pending).toEqual([line('203.0.113.9')]);
    expect(pc.closed).toBe(true);
    // Late events change nothing.
    pc.emit(line('203.0.113.10'));
    expect(await pending).toEqual([line('203.0.113.9')]);
  });

  it(`${GATHER} — an abort ends it and closes the connection`, async () => {
    const controller = new AbortController();
    const pending = gatherIceCandidates(['stun:stun.example:3478'], 10_000, controller.signal);
    controller.abort();
    expect(await pending).toEqual([]);
    expect(FakeConnection.last?.closed).toBe(true);
  });

  it('§4.9 "on any failure the page shows normally" — no STUN server, no WebRTC: nothing, no connection', async () => {
    expect(await gatherIceCandidates([])).toEqual([]);
    expect(await gatherIceCandidates(['https://not-stun.example'])).toEqual([]);
    expect(FakeConnection.last).toBeNull();
    vi.stubGlobal('RTCPeerConnection', undefined);
    expect(await gatherIceCandidates(['stun:stun.example:3478'])).toEqual([]);
  });

  it('a failing offer ends the gathering without rejecting', async () => {
    class Failing extends FakeConnection {
      override async createOffer(): Promise<{ type: string; sdp: string }> {
        throw new Error('no');
      }
    }
    vi.stubGlobal('RTCPeerConnection', Failing);
    expect(await gatherIceCandidates(['stun:stun.example:3478'])).toEqual([]);
    expect(FakeConnection.last?.closed).toBe(true);
  });

  it.each([
    ['stun:stun.l.google.com:19302', true],
    ['stuns:stun.example:5349', true],
    ['STUN:127.0.0.1', true],
    ['turn:relay.example', false],
    ['http://x', false],
    ['stun:', false],
    ['stun:a b', false],
  ])('isStunUrl(%s) → %s', (url, ok) => {
    expect(isStunUrl(url)).toBe(ok);
  });

  it('the API takes at most 16 STUN URLs of up to 256 characters', () => {
    const many = Array.from({ length: 20 }, (_, i) => `stun:s${i}.example:3478`);
    expect(usableStunUrls(many)).toEqual(many.slice(0, 16));
    expect(usableStunUrls([`stun:${'a'.repeat(251)}`, `stun:${'a'.repeat(252)}`])).toEqual([`stun:${'a'.repeat(251)}`]);
  });
});
