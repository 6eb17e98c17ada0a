import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const WAIT = 'issue 3 "Cookies policy prompt: accept necessary, or accept all. Analytics waits for consent."';

let cookie = '';
const beacon = vi.fn((_url: string, _body: Blob) => true);

beforeEach(() => {
  cookie = '';
  beacon.mockClear();
  vi.resetModules();
  vi.stubGlobal('window', { location: { pathname: '/en/price' } });
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
  });
  vi.stubGlobal('navigator', { sendBeacon: beacon });
});
afterEach(() => vi.unstubAllGlobals());

const load = () => import('./analytics');
const sentEvents = async () =>
  Promise.all(beacon.mock.calls.map(async ([, blob]) => (JSON.parse(await blob.text()) as { event: string }).event));

describe(`track: ${WAIT}`, () => {
  it('sends nothing while the visitor has not chosen', async () => {
    const { track } = await load();
    track('common_kyc_event');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends at once after "accept all" (cookie_consent=all)', async () => {
    cookie = 'lang=en; cookie_consent=all';
    const { track } = await load();
    track('common_kyc_event', { action: 'show' });
    expect(await sentEvents()).toEqual(['common_kyc_event']);
  });

  it('never sends after "accept necessary"', async () => {
    cookie = 'cookie_consent=necessary';
    const { track, applyAnalyticsConsent } = await load();
    track('common_kyc_event');
    applyAnalyticsConsent('necessary');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('events that waited are sent once the visitor accepts all', async () => {
    const { track, applyAnalyticsConsent } = await load();
    track('a');
    track('b');
    expect(beacon).not.toHaveBeenCalled();
    cookie = 'cookie_consent=all';
    applyAnalyticsConsent('all');
    expect(await sentEvents()).toEqual(['a', 'b']);
    applyAnalyticsConsent('all');
    expect(beacon).toHaveBeenCalledTimes(2);
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
    expect(beacon).not.toHaveBeenCalled();
  });

  it('at most 50 events wait', async () => {
    const { track, applyAnalyticsConsent } = await load();
    for (let i = 0; i < 60; i += 1) track(`e${i}`);
    applyAnalyticsConsent('all');
    expect(beacon).toHaveBeenCalledTimes(50);
  });
});
