import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const WAIT = 'issue 3 "Cookies policy prompt: accept necessary, or accept all. Analytics waits for consent."';
const CAP = '§9 "Monitoring custom-event cap: 10 per view"';

let cookie = '';
const beacon = vi.fn((_url: string, _body: Blob) => true);
const listeners = new Map<string, () => void>();
let visibility = 'visible';

beforeEach(() => {
  cookie = '';
  visibility = 'visible';
  listeners.clear();
  beacon.mockClear();
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubGlobal('window', { location: { pathname: '/en/price' } });
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
    get visibilityState() {
      return visibility;
    },
    addEventListener: (name: string, fn: () => void) => listeners.set(name, fn),
  });
  vi.stubGlobal('navigator', { sendBeacon: beacon });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const load = () => import('./analytics');
type Batch = { view: string; events: { event: string; kind: string }[] };
const batches = async () => Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text()) as Batch));
const sentEvents = async () => (await batches()).flatMap((b) => b.events.map((e) => e.event));

describe(`track: ${WAIT}`, () => {
  it('sends nothing while the visitor has not chosen', async () => {
    const { track } = await load();
    track('common_kyc_event');
    vi.advanceTimersByTime(10_000);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('after "accept all", sends a batch within 5 s, one beacon for several events', async () => {
    cookie = 'lang=en; cookie_consent=all';
    const { track } = await load();
    track('common_kyc_event', { action: 'show' });
    track('menu', {}, 'open');
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [batch] = await batches();
    expect(batch?.events.map((e) => [e.event, e.kind])).toEqual([
      ['common_kyc_event', 'custom'],
      ['menu', 'open'],
    ]);
    expect(batch?.view).toMatch(/^[0-9a-f]{24}$/);
  });

  it('sends what is pending when the page is hidden', async () => {
    cookie = 'cookie_consent=all';
    const { track } = await load();
    track('trade_future_fund_password');
    visibility = 'hidden';
    listeners.get('visibilitychange')?.();
    expect(await sentEvents()).toEqual(['trade_future_fund_password']);
  });

  it('never sends after "accept necessary"', async () => {
    cookie = 'cookie_consent=necessary';
    const { track, applyAnalyticsConsent } = await load();
    track('common_kyc_event');
    applyAnalyticsConsent('necessary');
    vi.advanceTimersByTime(10_000);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('events that waited are sent once the visitor accepts all, once', async () => {
    const { track, applyAnalyticsConsent } = await load();
    track('a');
    track('b');
    expect(beacon).not.toHaveBeenCalled();
    cookie = 'cookie_consent=all';
    applyAnalyticsConsent('all');
    expect(await sentEvents()).toEqual(['a', 'b']);
    applyAnalyticsConsent('all');
    vi.advanceTimersByTime(10_000);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('events that waited are dropped when the visitor accepts only what is necessary', async () => {
    const { track, applyAnalyticsConsent } = await load();
    track('a');
    cookie = 'cookie_consent=necessary';
    applyAnalyticsConsent('necessary');
    applyAnalyticsConsent('all');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('a tampered consent cookie is no consent', async () => {
    cookie = 'cookie_consent=ALL';
    const { track } = await load();
    track('a');
    vi.advanceTimersByTime(10_000);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('at most 50 events wait, sent in batches of at most 20', async () => {
    const { track, applyAnalyticsConsent, beginPageView } = await load();
    for (let view = 0; view < 7; view += 1) {
      beginPageView();
      for (let i = 0; i < 10; i += 1) track(`e${view}_${i}`);
    }
    cookie = 'cookie_consent=all';
    applyAnalyticsConsent('all');
    const sent = await batches();
    expect(sent.flatMap((b) => b.events)).toHaveLength(50);
    expect(Math.max(...sent.map((b) => b.events.length))).toBeLessThanOrEqual(20);
    expect(new Set(sent.map((b) => b.view)).size).toBe(5);
  });
});

describe(`per page view: ${CAP}`, () => {
  it('sends 10 named events of a view and drops the rest; a new view has its own budget', async () => {
    cookie = 'cookie_consent=all';
    const { track, beginPageView, flushAnalytics } = await load();
    for (let i = 0; i < 15; i += 1) track('common_kyc_event', { i });
    track('buy_button', {}, 'click');
    flushAnalytics();
    expect((await sentEvents()).filter((e) => e === 'common_kyc_event')).toHaveLength(10);
    expect(await sentEvents()).toContain('buy_button');
    beacon.mockClear();
    beginPageView();
    track('common_kyc_event');
    flushAnalytics();
    expect(await sentEvents()).toEqual(['common_kyc_event']);
  });
});
