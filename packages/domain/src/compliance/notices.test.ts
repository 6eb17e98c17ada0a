import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPLIANCE_BAR_FLAGS,
  GRAY_TAX_INTERVAL_MS,
  HK_NOTICE_INTERVAL_MS,
  dismissedBarFlags,
  isComplianceFlagOn,
  isGrayTaxDue,
  isHkNoticeDue,
  isUzbekistanNoticeDue,
  recordBarDismissal,
  resolveAccessNotices,
  resolveComplianceBars,
  resolveGrayTaxModal,
  resolveStateLimitNotices,
  type ComplianceBarFlag,
} from './notices';

const GRAY = '§4.4 "Shows at most once per 24 hours (timestamp kept locally)." / §9 "Gray-tax notice: once per 24 h (86400000 ms)."';
const GRAY_CLOSE = '§4.4 "Closable only if can_close is 1."';
const GRAY_URL =
  '§4.4 "The button navigates to url if given." / issue 3 "Every server-supplied URL used for navigation (… gray-tax url …) passes one allowlist function"';
const HK =
  '§4.11 "Hong Kong: reopens when the last dismissal is over 24 h old or never happened; acknowledging stores the timestamp." / §9 "Hong Kong dialog: 24 h."';
const UZ = '§4.11 "Uzbekistan: shows once (a local flag is set on first display)."';
const OTHERS = '§4.11 "Other flags: show on load."';
const CONFLICT = '§8 Notices "User-agreement conflict (\\"we have stopped providing this service for you…\\")"';
const BAR = '§4.5 "Shown with a limit flag and dismissed per flag."';
const BAR_FLAGS = '§3 "The compliance-notice country flags are BX, UK_HOME, HK, LTW, UZBEKISTAN."';
const BAR_LANG = '§4.5 "Re-shown on language change."';
const RESTRICTED = '§8 "Restricted location (visitor)" / §6 "Visitor: sees … the not-logged-in restricted-location notice"';
const PROHIBITED = '§8 "Prohibited countries … button \\"I Acknowledge\\""';
const IP_LIMIT = '§8 "IP limit tip: Button \\"I Got it\\""';
const WITHDRAW =
  '§8 "Withdraw-only user: Tip with \\"Create a ticket\\" button" / §6 "Withdraw-only user: a notice tells them to create a ticket."';

const NOW = 1_700_000_000_000;
const H = 3_600_000;

describe('isComplianceFlagOn', () => {
  const cases: { value: unknown; on: boolean }[] = [
    { value: true, on: true },
    { value: 1, on: true },
    { value: '1', on: true },
    { value: 'true', on: true },
    { value: false, on: false },
    { value: 0, on: false },
    { value: '0', on: false },
    { value: ' FALSE ', on: false },
    { value: '', on: false },
    { value: null, on: false },
    { value: undefined, on: false },
    { value: Number.NaN, on: false },
  ];
  it.each(cases)('§3 limit flags arrive as booleans or 0/1: $value → $on', ({ value, on }) => {
    expect(isComplianceFlagOn(value)).toBe(on);
  });
});

describe('isGrayTaxDue', () => {
  it(`${GRAY}: the interval is 86 400 000 ms`, () => expect(GRAY_TAX_INTERVAL_MS).toBe(86_400_000));
  const cases: { spec: string; last: number | null; now: number; due: boolean }[] = [
    { spec: `${GRAY} — never shown`, last: null, now: NOW, due: true },
    { spec: `${GRAY} — shown just now`, last: NOW, now: NOW, due: false },
    { spec: `${GRAY} — 1 ms short of 24 h`, last: NOW - 86_400_000 + 1, now: NOW, due: false },
    { spec: `${GRAY} — exactly 24 h later`, last: NOW - 86_400_000, now: NOW, due: true },
    { spec: `${GRAY} — two days later`, last: NOW - 2 * 86_400_000, now: NOW, due: true },
    { spec: `${GRAY} — a stamp in the future (clock moved back) counts as never shown`, last: NOW + H, now: NOW, due: true },
    { spec: `${GRAY} — a non-finite stamp counts as never shown`, last: Number.NaN, now: NOW, due: true },
  ];
  it.each(cases)('$spec', ({ last, now, due }) => expect(isGrayTaxDue(last, now)).toBe(due));
});

describe('resolveGrayTaxModal', () => {
  const safe = (u: string) => (u.startsWith('/') ? u : '/');
  const cases: {
    spec: string;
    toast: Record<string, unknown> | null;
    last: number | null;
    show: boolean;
    closable: boolean;
    url: string;
  }[] = [
    {
      spec: `${GRAY} — is_show on, never shown`,
      toast: { is_show: true, can_close: 1, url: '/tax' },
      last: null,
      show: true,
      closable: true,
      url: '/tax',
    },
    { spec: `${GRAY} — is_show off`, toast: { is_show: false, can_close: 1, url: '' }, last: null, show: false, closable: true, url: '' },
    {
      spec: `${GRAY} — shown an hour ago`,
      toast: { is_show: true, can_close: 1, url: '' },
      last: NOW - H,
      show: false,
      closable: true,
      url: '',
    },
    {
      spec: `${GRAY_CLOSE} — can_close 0`,
      toast: { is_show: true, can_close: 0, url: '' },
      last: null,
      show: true,
      closable: false,
      url: '',
    },
    {
      spec: `${GRAY_CLOSE} — can_close 2 is not 1`,
      toast: { is_show: true, can_close: 2, url: '' },
      last: null,
      show: true,
      closable: false,
      url: '',
    },
    {
      spec: `${GRAY_CLOSE} — can_close "1"`,
      toast: { is_show: true, can_close: '1', url: '' },
      last: null,
      show: true,
      closable: true,
      url: '',
    },
    { spec: `${GRAY_CLOSE} — missing can_close`, toast: { is_show: true }, last: null, show: true, closable: false, url: '' },
    {
      spec: `${GRAY_URL} — an off-site url falls back`,
      toast: { is_show: true, can_close: 1, url: 'https://evil.example/' },
      last: null,
      show: true,
      closable: true,
      url: '/',
    },
    {
      spec: `${GRAY_URL} — a blank url means the button only closes`,
      toast: { is_show: true, can_close: 1, url: '   ' },
      last: null,
      show: true,
      closable: true,
      url: '',
    },
    { spec: `${GRAY} — no toast at all`, toast: null, last: null, show: false, closable: false, url: '' },
  ];
  it.each(cases)('$spec', ({ toast, last, show, closable, url }) => {
    expect(resolveGrayTaxModal({ toast, lastShownMs: last, now: NOW, isSafeUrl: safe })).toEqual({ show, closable, url });
  });
});

describe('isHkNoticeDue', () => {
  it(`${HK}: 24 h`, () => expect(HK_NOTICE_INTERVAL_MS).toBe(24 * H));
  const cases: { spec: string; last: number | null; due: boolean }[] = [
    { spec: `${HK} — never acknowledged`, last: null, due: true },
    { spec: `${HK} — acknowledged an hour ago`, last: NOW - H, due: false },
    { spec: `${HK} — exactly 24 h is not "over 24 h old"`, last: NOW - 24 * H, due: false },
    { spec: `${HK} — 24 h and 1 ms is over 24 h old`, last: NOW - 24 * H - 1, due: true },
    { spec: `${HK} — a stamp in the future counts as never`, last: NOW + 1, due: true },
    { spec: `${HK} — an infinite stamp counts as never`, last: Number.POSITIVE_INFINITY, due: true },
  ];
  it.each(cases)('$spec', ({ last, due }) => expect(isHkNoticeDue(last, NOW)).toBe(due));
});

describe('isUzbekistanNoticeDue', () => {
  const cases: { flag: string | null | undefined; due: boolean }[] = [
    { flag: null, due: true },
    { flag: undefined, due: true },
    { flag: '', due: true },
    { flag: '1', due: false },
    { flag: 'yes', due: false },
  ];
  it.each(cases)(`${UZ}: stored flag $flag → due $due`, ({ flag, due }) => expect(isUzbekistanNoticeDue(flag)).toBe(due));
});

describe('resolveStateLimitNotices', () => {
  type Case = {
    spec: string;
    limit: Record<string, unknown>;
    toast: Record<string, unknown>;
    hk?: number | null;
    uz?: string | null;
    out: string[];
  };
  const cases: Case[] = [
    { spec: `${OTHERS} — nothing on`, limit: {}, toast: {}, out: [] },
    { spec: `${OTHERS} — UK limit (UK persons message)`, limit: { is_uk_limit: true }, toast: {}, out: ['UK'] },
    { spec: `${OTHERS} — Netherlands limit`, limit: { is_nl_limit: 1 }, toast: {}, out: ['NL'] },
    { spec: `${OTHERS} — Italy limit`, limit: { is_italy_limit: '1' }, toast: {}, out: ['IT'] },
    { spec: `${OTHERS} — "0" is off`, limit: { is_uk_limit: '0', is_nl_limit: 0 }, toast: {}, out: [] },
    { spec: `${CONFLICT} — limit_country_user_status 1`, limit: {}, toast: { limit_country_user_status: 1 }, out: ['USER_CONFLICT'] },
    { spec: `${CONFLICT} — status 0 or 2 is no conflict`, limit: {}, toast: { limit_country_user_status: 2 }, out: [] },
    { spec: `${UZ} — first time`, limit: { is_uzbekistan_toast: true }, toast: {}, uz: null, out: ['UZBEKISTAN'] },
    { spec: `${UZ} — flag already set`, limit: { is_uzbekistan_toast: true }, toast: {}, uz: '1', out: [] },
    { spec: `${HK} — never acknowledged`, limit: {}, toast: { is_hk_user: true }, hk: null, out: ['HK'] },
    { spec: `${HK} — acknowledged 2 h ago`, limit: {}, toast: { is_hk_user: true }, hk: NOW - 2 * H, out: [] },
    { spec: `${HK} — acknowledged 25 h ago`, limit: {}, toast: { is_hk_user: true }, hk: NOW - 25 * H, out: ['HK'] },
    { spec: `${HK} — a stored stamp alone shows nothing for a non-HK user`, limit: {}, toast: { is_hk_user: false }, hk: null, out: [] },
    {
      spec: 'STATE_LIMIT_NOTICES order: the service-ending notices first, then Uzbekistan, then HK',
      limit: { is_uk_limit: true, is_nl_limit: true, is_italy_limit: true, is_uzbekistan_toast: true },
      toast: { is_hk_user: true, limit_country_user_status: 1 },
      out: ['USER_CONFLICT', 'UK', 'NL', 'IT', 'UZBEKISTAN', 'HK'],
    },
  ];
  it.each(cases)('$spec', ({ limit, toast, hk = null, uz = null, out }) => {
    expect(resolveStateLimitNotices({ limit, toast, hkLastAckMs: hk, uzbekistanFlag: uz, now: NOW })).toEqual(out);
  });
  it(`${OTHERS} — missing limit and toast show nothing`, () => {
    expect(resolveStateLimitNotices({ limit: null, toast: undefined, hkLastAckMs: null, uzbekistanFlag: null, now: NOW })).toEqual([]);
  });
});

describe('resolveComplianceBars', () => {
  const none = new Set<string>();
  it(`${BAR_FLAGS}: the flags in order`, () => expect(COMPLIANCE_BAR_FLAGS).toEqual(['BX', 'UK_HOME', 'HK', 'LTW', 'UZBEKISTAN']));
  const cases: {
    spec: string;
    limit: Record<string, unknown>;
    toast: Record<string, unknown>;
    dismissed: Set<string>;
    out: ComplianceBarFlag[];
  }[] = [
    { spec: `${BAR} — BX from brazil_toast`, limit: { brazil_toast: true }, toast: {}, dismissed: none, out: ['BX'] },
    { spec: `${BAR} — UK_HOME from is_uk_limit`, limit: { is_uk_limit: 1 }, toast: {}, dismissed: none, out: ['UK_HOME'] },
    { spec: `${BAR} — HK from toast.is_hk_user`, limit: {}, toast: { is_hk_user: true }, dismissed: none, out: ['HK'] },
    { spec: `${BAR} — LTW from ltw_toast`, limit: { ltw_toast: '1' }, toast: {}, dismissed: none, out: ['LTW'] },
    {
      spec: `${BAR} — UZBEKISTAN from is_uzbekistan_toast`,
      limit: { is_uzbekistan_toast: true },
      toast: {},
      dismissed: none,
      out: ['UZBEKISTAN'],
    },
    {
      spec: `${BAR} — no flag, no bar`,
      limit: { brazil_toast: false, is_uk_limit: '0' },
      toast: { is_hk_user: 0 },
      dismissed: none,
      out: [],
    },
    {
      spec: `${BAR} — one bar per flag`,
      limit: { brazil_toast: true, is_uk_limit: true, ltw_toast: true, is_uzbekistan_toast: true },
      toast: { is_hk_user: true },
      dismissed: none,
      out: ['BX', 'UK_HOME', 'HK', 'LTW', 'UZBEKISTAN'],
    },
    {
      spec: `${BAR} — dismissing one flag leaves the others`,
      limit: { brazil_toast: true, ltw_toast: true },
      toast: { is_hk_user: true },
      dismissed: new Set(['HK']),
      out: ['BX', 'LTW'],
    },
    {
      spec: `${BAR} — a dismissal of an absent flag changes nothing`,
      limit: { brazil_toast: true },
      toast: {},
      dismissed: new Set(['LTW']),
      out: ['BX'],
    },
  ];
  it.each(cases)('$spec', ({ limit, toast, dismissed, out }) => {
    expect(resolveComplianceBars(limit, toast, dismissed)).toEqual(out);
  });
  it(`${BAR} — a dismissed flag never shows, whatever else is on (property)`, () => {
    fc.assert(
      fc.property(fc.subarray([...COMPLIANCE_BAR_FLAGS]), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), (dismissed, on) => {
        const limit = { brazil_toast: on[0], is_uk_limit: on[1], ltw_toast: on[3], is_uzbekistan_toast: on[4] };
        const bars = resolveComplianceBars(limit, { is_hk_user: on[2] }, new Set(dismissed));
        for (const flag of dismissed) expect(bars).not.toContain(flag);
        expect(bars.length).toBe(on.filter((v, i) => v && !dismissed.includes(COMPLIANCE_BAR_FLAGS[i]!)).length);
      }),
    );
  });
});

describe('bar dismissals', () => {
  it(`${BAR} — a dismissal is kept per flag`, () => {
    const stored = recordBarDismissal(recordBarDismissal(null, 'BX', 'en'), 'HK', 'en');
    expect(dismissedBarFlags(stored, 'en')).toEqual(new Set(['BX', 'HK']));
  });
  it(`${BAR_LANG} — a dismissal in another language does not count`, () => {
    const stored = recordBarDismissal(null, 'BX', 'en');
    expect(dismissedBarFlags(stored, 'ja')).toEqual(new Set());
    expect(dismissedBarFlags(recordBarDismissal(stored, 'BX', 'ja'), 'en')).toEqual(new Set());
  });
  const junk = ['', 'not json', '[]', 'null', '{"BX":1}', '{"EVIL":"en"}', '"BX"'];
  it.each(junk)(`${BAR} — a malformed record (%s) reads as no dismissals`, (raw) => {
    expect(dismissedBarFlags(raw, 'en')).toEqual(new Set());
  });
  it(`${BAR} — recording over a malformed record drops the junk`, () => {
    expect(recordBarDismissal('{"EVIL":"x","LTW":"en"}', 'HK', 'ar')).toBe('{"LTW":"en","HK":"ar"}');
  });
});

describe('resolveAccessNotices', () => {
  const cases: { spec: string; limit: Record<string, unknown>; toast: Record<string, unknown>; loggedIn: boolean; out: string[] }[] = [
    {
      spec: `${RESTRICTED} + ${PROHIBITED} — a visitor from a blocked country`,
      limit: { is_blocked_country: true },
      toast: {},
      loggedIn: false,
      out: ['RESTRICTED_LOCATION', 'PROHIBITED_COUNTRIES'],
    },
    { spec: `${RESTRICTED} — not for a signed-in user`, limit: { is_blocked_country: true }, toast: {}, loggedIn: true, out: [] },
    { spec: `${IP_LIMIT} — a visitor`, limit: { is_ip_limit: true }, toast: {}, loggedIn: false, out: ['IP_LIMIT'] },
    { spec: `${IP_LIMIT} — a signed-in user`, limit: { is_ip_limit: 1 }, toast: {}, loggedIn: true, out: ['IP_LIMIT'] },
    {
      spec: `${WITHDRAW} — a signed-in withdraw-only user`,
      limit: {},
      toast: { is_withdraw_only_user: true },
      loggedIn: true,
      out: ['WITHDRAW_ONLY'],
    },
    { spec: `${WITHDRAW} — never for a visitor`, limit: {}, toast: { is_withdraw_only_user: true }, loggedIn: false, out: [] },
    {
      spec: 'ACCESS_NOTICES order: restricted, prohibited, IP limit',
      limit: { is_blocked_country: true, is_ip_limit: true },
      toast: { is_withdraw_only_user: true },
      loggedIn: false,
      out: ['RESTRICTED_LOCATION', 'PROHIBITED_COUNTRIES', 'IP_LIMIT'],
    },
    { spec: `${RESTRICTED} — "0" is off`, limit: { is_blocked_country: '0', is_ip_limit: 0 }, toast: {}, loggedIn: false, out: [] },
  ];
  it.each(cases)('$spec', ({ limit, toast, loggedIn, out }) => {
    expect(resolveAccessNotices({ limit, toast, loggedIn })).toEqual(out);
  });
});
