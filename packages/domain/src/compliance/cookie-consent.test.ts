import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, canLoadAnalytics, resolveConsent } from './cookie-consent';

const COOKIES = '§8 "Cookies policy: Accept necessary or accept all"';
const WAIT = 'issue 3 "Cookies policy prompt: accept necessary, or accept all. Analytics waits for consent."';

describe('cookie consent', () => {
  const cases: { spec: string; raw: string | null | undefined; consent: 'all' | 'necessary' | null; analytics: boolean }[] = [
    { spec: `${COOKIES} — accept all`, raw: 'all', consent: 'all', analytics: true },
    { spec: `${COOKIES} — accept necessary`, raw: 'necessary', consent: 'necessary', analytics: false },
    { spec: `${WAIT} — no choice yet`, raw: undefined, consent: null, analytics: false },
    { spec: `${WAIT} — empty cookie`, raw: '', consent: null, analytics: false },
    { spec: `${WAIT} — a tampered value is no choice`, raw: 'ALL', consent: null, analytics: false },
    { spec: `${WAIT} — null`, raw: null, consent: null, analytics: false },
  ];
  it.each(cases)('$spec', ({ raw, consent, analytics }) => {
    expect(resolveConsent(raw)).toBe(consent);
    expect(canLoadAnalytics(resolveConsent(raw))).toBe(analytics);
  });
  it(`${COOKIES} — remembered in a cookie for 180 days`, () => {
    expect(CONSENT_COOKIE).toBe('cookie_consent');
    expect(CONSENT_MAX_AGE_S).toBe(15_552_000);
  });
});
