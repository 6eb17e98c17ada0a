import { describe, it, expect } from 'vitest';
import { canLoadTrialVip, isLoggedInFromCookies, isTrialVip, pageKindOfPath, shouldRequestUserInfo, type PageKind } from './session-rules';

const NO_INFO =
  '§4.1 "User info is not requested on 404, signup, auth, login-reset, rebind and bind pages, nor on /login when the server says the user is not logged in."';
const TRIAL_LOAD = '§4.1 "Trial VIP tier is loaded only on the main site when logged in"';
const TRIAL_USER = '§4.1 "the user is a trial VIP user when trial.tier is above 0."';
const LOGGED_IN = '§3 "Logged in means both uid and nickname cookies are present."';

describe('shouldRequestUserInfo', () => {
  const cases: { spec: string; page: PageKind; server: boolean | null; expected: boolean }[] = [
    { spec: NO_INFO, page: 'not-found', server: true, expected: false },
    { spec: NO_INFO, page: 'signup', server: true, expected: false },
    { spec: NO_INFO, page: 'auth', server: null, expected: false },
    { spec: NO_INFO, page: 'login-reset', server: true, expected: false },
    { spec: NO_INFO, page: 'rebind', server: true, expected: false },
    { spec: NO_INFO, page: 'bind', server: true, expected: false },
    { spec: NO_INFO, page: 'login', server: false, expected: false },
    { spec: `${NO_INFO} — /login when the server says logged in`, page: 'login', server: true, expected: true },
    { spec: `${NO_INFO} — /login when the server has not said (decision: request)`, page: 'login', server: null, expected: true },
    { spec: `${NO_INFO} — any other page`, page: 'other', server: false, expected: true },
    { spec: `${NO_INFO} — any other page`, page: 'other', server: null, expected: true },
  ];
  it.each(cases)('$spec: $page / server=$server', ({ page, server, expected }) => {
    expect(shouldRequestUserInfo({ page, serverSaysLoggedIn: server })).toBe(expected);
  });
});

describe('pageKindOfPath', () => {
  const cases: { spec: string; path: string; expected: PageKind }[] = [
    { spec: NO_INFO, path: '/404', expected: 'not-found' },
    { spec: NO_INFO, path: '/not-found', expected: 'not-found' },
    { spec: NO_INFO, path: '/signup', expected: 'signup' },
    { spec: NO_INFO, path: '/signup/', expected: 'signup' },
    { spec: NO_INFO, path: '/signup?ref=abc', expected: 'signup' },
    { spec: NO_INFO, path: '/signup/invite', expected: 'signup' },
    { spec: NO_INFO, path: '/auth', expected: 'auth' },
    { spec: NO_INFO, path: '/auth/google/callback', expected: 'auth' },
    { spec: NO_INFO, path: '/login/reset', expected: 'login-reset' },
    { spec: NO_INFO, path: '/login/reset_password?step=2', expected: 'login-reset' },
    { spec: NO_INFO, path: '/login-reset', expected: 'login-reset' },
    { spec: NO_INFO, path: '/login_reset', expected: 'login-reset' },
    { spec: NO_INFO, path: '/login', expected: 'login' },
    { spec: NO_INFO, path: '/LOGIN/', expected: 'login' },
    { spec: NO_INFO, path: '/login#qr', expected: 'login' },
    { spec: NO_INFO, path: '/rebind', expected: 'rebind' },
    { spec: NO_INFO, path: '/rebind_phone', expected: 'rebind' },
    { spec: NO_INFO, path: '/rebind-email/confirm', expected: 'rebind' },
    { spec: NO_INFO, path: '/bind', expected: 'bind' },
    { spec: NO_INFO, path: '/bind_email', expected: 'bind' },
    { spec: NO_INFO, path: '/bindphone', expected: 'bind' },
    { spec: `${NO_INFO} — only the first segment decides`, path: '/myaccount/bind', expected: 'other' },
    { spec: `${NO_INFO} — whole segments only`, path: '/signupx', expected: 'other' },
    { spec: `${NO_INFO} — whole segments only`, path: '/authority', expected: 'other' },
    { spec: `${NO_INFO} — home`, path: '/', expected: 'other' },
    { spec: `${NO_INFO} — empty`, path: '', expected: 'other' },
    { spec: `${NO_INFO} — trade page`, path: '/trade/BTC_USDT', expected: 'other' },
  ];
  it.each(cases)('$spec: $path', ({ path, expected }) => {
    expect(pageKindOfPath(path)).toBe(expected);
  });
});

describe('trial VIP', () => {
  const load = [
    { spec: TRIAL_LOAD, isMainSite: true, isLoggedIn: true, expected: true },
    { spec: TRIAL_LOAD, isMainSite: true, isLoggedIn: false, expected: false },
    { spec: TRIAL_LOAD, isMainSite: false, isLoggedIn: true, expected: false },
    { spec: TRIAL_LOAD, isMainSite: false, isLoggedIn: false, expected: false },
  ];
  it.each(load)('$spec: main=$isMainSite logged=$isLoggedIn', ({ isMainSite, isLoggedIn, expected }) => {
    expect(canLoadTrialVip({ isMainSite, isLoggedIn })).toBe(expected);
  });

  const tiers = [
    { spec: TRIAL_USER, tier: 1, expected: true },
    { spec: TRIAL_USER, tier: 5, expected: true },
    { spec: TRIAL_USER, tier: 0.5, expected: true },
    { spec: TRIAL_USER, tier: 0, expected: false },
    { spec: TRIAL_USER, tier: -1, expected: false },
    { spec: `${TRIAL_USER} — NaN is not above 0`, tier: Number.NaN, expected: false },
    { spec: `${TRIAL_USER} — a string is not a tier`, tier: '2', expected: false },
  ];
  it.each(tiers)('$spec: tier=$tier', ({ tier, expected }) => {
    expect(isTrialVip(tier)).toBe(expected);
  });
});

describe('isLoggedInFromCookies', () => {
  const cases = [
    { spec: LOGGED_IN, cookies: { uid: '10086', nickname: 'neo' }, expected: true },
    { spec: LOGGED_IN, cookies: { uid: '10086' }, expected: false },
    { spec: LOGGED_IN, cookies: { nickname: 'neo' }, expected: false },
    { spec: LOGGED_IN, cookies: {}, expected: false },
    { spec: `${LOGGED_IN} — empty is not present`, cookies: { uid: '', nickname: 'neo' }, expected: false },
    { spec: `${LOGGED_IN} — whitespace is not present (decision)`, cookies: { uid: '10086', nickname: '  ' }, expected: false },
  ];
  it.each(cases)('$spec: $cookies', ({ cookies, expected }) => {
    expect(isLoggedInFromCookies(cookies)).toBe(expected);
  });
});
