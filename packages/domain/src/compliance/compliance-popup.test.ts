import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_POPUP_PATHS,
  canShowCompliancePopup,
  compliancePopupStorageKey,
  resolveCompliancePopup,
  type CompliancePopupInput,
} from './compliance-popup';
import { FREQUENCY_DAY_MS } from '../frequency-store';

const OPEN = '§4.15 "opened once per page load if enabled, the path matches and the daily count is below maxCount"';
const PATHS = '§4.15 "It may only show on /signup, /login and / (path filter register/home/login)."';
const KEY = '§9 "Compliance popup: daily limit from options.maxCount, storage key per path."';
const STORE = '§5 "Frequency store value must look like count/timestamp with two numeric parts, else it is ignored."';

const popup = (over: Partial<CompliancePopupInput> & { path?: unknown } = {}): CompliancePopupInput => ({
  enable: true,
  path: 'home',
  options: { maxCount: 2 },
  ...over,
});
const NOW = 1_700_000_000_000;

describe('canShowCompliancePopup', () => {
  it(`${PATHS}: register → /signup, login → /login, home → /`, () => {
    expect(COMPLIANCE_POPUP_PATHS).toEqual({ register: '/signup', login: '/login', home: '/' });
  });
  const cases: { spec: string; popup: CompliancePopupInput; path: string; count: number; show: boolean }[] = [
    { spec: `${OPEN} — home on /`, popup: popup(), path: '/', count: 0, show: true },
    { spec: `${OPEN} — register on /signup`, popup: popup({ path: 'register' }), path: '/signup', count: 1, show: true },
    { spec: `${OPEN} — login on /login`, popup: popup({ path: 'login' }), path: '/login', count: 0, show: true },
    {
      spec: `${PATHS} — a trailing slash and a query are the same route`,
      popup: popup({ path: 'login' }),
      path: '/login/?redirect=%2F',
      count: 0,
      show: true,
    },
    { spec: `${PATHS} — home popup not on /login`, popup: popup(), path: '/login', count: 0, show: false },
    { spec: `${PATHS} — register popup not on /login`, popup: popup({ path: 'register' }), path: '/login', count: 0, show: false },
    { spec: `${PATHS} — no other page (/price)`, popup: popup(), path: '/price', count: 0, show: false },
    { spec: `${PATHS} — /signup/extra is not /signup`, popup: popup({ path: 'register' }), path: '/signup/extra', count: 0, show: false },
    { spec: `${PATHS} — an unknown path filter`, popup: popup({ path: 'trade' }), path: '/', count: 0, show: false },
    { spec: `${PATHS} — an inherited key is no path filter`, popup: popup({ path: 'toString' }), path: '/', count: 0, show: false },
    { spec: `${OPEN} — disabled`, popup: popup({ enable: false }), path: '/', count: 0, show: false },
    { spec: `${OPEN} — enable must be true, not "1"`, popup: popup({ enable: '1' }), path: '/', count: 0, show: false },
    { spec: `${OPEN} — count one below maxCount`, popup: popup(), path: '/', count: 1, show: true },
    { spec: `${OPEN} — count equal to maxCount is not below`, popup: popup(), path: '/', count: 2, show: false },
    { spec: `${OPEN} — count above maxCount`, popup: popup(), path: '/', count: 9, show: false },
    { spec: `${OPEN} — maxCount 0 never shows`, popup: popup({ options: { maxCount: 0 } }), path: '/', count: 0, show: false },
    { spec: `${OPEN} — a malformed maxCount never shows`, popup: popup({ options: { maxCount: '3' } }), path: '/', count: 0, show: false },
    { spec: `${OPEN} — a negative maxCount never shows`, popup: popup({ options: { maxCount: -1 } }), path: '/', count: 0, show: false },
    { spec: `${OPEN} — missing options never shows`, popup: popup({ options: null }), path: '/', count: 0, show: false },
  ];
  it.each(cases)('$spec', ({ popup: p, path, count, show }) => {
    expect(canShowCompliancePopup({ popup: p, path, dailyCount: count })).toBe(show);
  });
});

describe('compliancePopupStorageKey', () => {
  it(`${KEY}: one key per path filter`, () => {
    const keys = (['register', 'home', 'login'] as const).map(compliancePopupStorageKey);
    expect(new Set(keys).size).toBe(3);
    expect(compliancePopupStorageKey('login')).toBe('compliance_popup:login');
  });
});

describe('resolveCompliancePopup', () => {
  const store = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

  it(`${OPEN} — first show: count 0, stores 1/now under the path's key`, () => {
    expect(resolveCompliancePopup({ popups: [popup()], path: '/', now: NOW, read: store({}) })).toEqual({
      index: 0,
      key: 'compliance_popup:home',
      next: `1/${NOW}`,
    });
  });
  it(`${OPEN} — the daily count reached: no popup`, () => {
    const read = store({ 'compliance_popup:home': `2/${NOW - 1000}` });
    expect(resolveCompliancePopup({ popups: [popup()], path: '/', now: NOW, read })).toBeNull();
  });
  it(`${OPEN} — below the count: the stored window is kept and counted up`, () => {
    const read = store({ 'compliance_popup:home': `1/${NOW - 1000}` });
    expect(resolveCompliancePopup({ popups: [popup()], path: '/', now: NOW, read })?.next).toBe(`2/${NOW - 1000}`);
  });
  it(`${OPEN} — a day later the count starts again`, () => {
    const read = store({ 'compliance_popup:home': `2/${NOW - FREQUENCY_DAY_MS}` });
    expect(resolveCompliancePopup({ popups: [popup()], path: '/', now: NOW, read })?.next).toBe(`1/${NOW}`);
  });
  it(`${STORE} — a malformed stored value counts as none shown`, () => {
    const read = store({ 'compliance_popup:home': '99/abc' });
    expect(resolveCompliancePopup({ popups: [popup()], path: '/', now: NOW, read })?.next).toBe(`1/${NOW}`);
  });
  it(`${KEY} — the count of another path does not limit this one`, () => {
    const read = store({ 'compliance_popup:home': `9/${NOW}` });
    expect(resolveCompliancePopup({ popups: [popup({ path: 'login' })], path: '/login', now: NOW, read })?.key).toBe(
      'compliance_popup:login',
    );
  });
  it(`${PATHS} — the first popup whose path matches wins`, () => {
    const popups = [popup({ path: 'login' }), popup({ path: 'home', enable: false }), popup({ path: 'home' })];
    expect(resolveCompliancePopup({ popups, path: '/', now: NOW, read: store({}) })?.index).toBe(2);
  });
  it(`${PATHS} — nothing on another page`, () => {
    expect(
      resolveCompliancePopup({ popups: [popup(), popup({ path: 'login' })], path: '/myaccount', now: NOW, read: store({}) }),
    ).toBeNull();
  });
  it(`${OPEN} — no popups`, () => {
    expect(resolveCompliancePopup({ popups: [], path: '/', now: NOW, read: store({}) })).toBeNull();
  });
});
