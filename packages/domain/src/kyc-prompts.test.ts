import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_RISK_USER_COOKIE_KEY,
  KYC_UPGRADE_NOTICE_INTERVAL_MS,
  KYC_UPGRADE_NOTICE_MAX_AGE_S,
  isKycUpgradeNoticeDue,
  resolveKycTipBar,
  resolveKycUpgradeNotice,
  resolveRiskUserNotice,
  shouldShowUkServiceClosed,
  type KycTipBarRule,
  type RiskUserKycToast,
} from './kyc-prompts';
import { isKyc2Done } from './kyc';
import { resolveReturnPath } from './return-path';

const TIP_HIDDEN = '§4.12 "The tip bar is hidden if KYC2 is done, on the test net, or on the US site with level-1 verified."';
const TIP_CLOSE = '§4.12 "The close icon marks it done."';
const TIP_LAYOUT = '§2.3 "sticky under the header (48px offset on web, zero in the app); height 40px"';
const KYC2 = '§3 "The KYC2 flag is complete once the verified level passes a check (… compares verified with level 1)"';
const UPGRADE = '§4.12 "The upgrade notice shows once per 12 hours (cookie)." / §9 "KYC upgrade notice cookie: 12 h."';
const UPGRADE_FLAG = '§3 kyc_toast "show_kyc_upgrade_notice"';
const RISK = '§4.12 "The risk-user notice obeys its frequency cookie and is closable only if allowed."';
const RISK_FREQ = '§3 kyc_toast "risk_user_guide_frequency (hours; 0 means always show)"';
const RISK_KEY = '§3 kyc_toast "risk_user_guide_cookie_key (default RISK_IP_USER)"';
const RISK_CLOSE = '§3 kyc_toast "risk_user_guide_be_closed (1 means closable)"';
const RISK_USER = '§6 "Risk user: gets the risk-user KYC notice." / §3 kyc_toast "is_risk_user"';
const RISK_URL = '§3 kyc_toast "risk_user_guide_url" (through the injected isSafeUrl)';
const UK =
  '§4.12 "The UK service-closed modal appears only for Chinese locales, cannot be closed except via its button, and also appears in English by fallback."';

const H = 60 * 60 * 1000;
const NOW = 1_700_000_000_000;

describe('resolveKycTipBar', () => {
  // KYC codes: 0 = level 0, 5 = level 0.5, 2 = level 1, 1 = level 2, 4 = level 3, 3 = company.
  const cases: { spec: string; verified: unknown; rule: KycTipBarRule; dismissed: boolean; visible: boolean }[] = [
    { spec: `${TIP_HIDDEN} — level 0, not dismissed, ordinary site`, verified: 0, rule: 'shown', dismissed: false, visible: true },
    { spec: `${TIP_HIDDEN} — level 0.5 (code 5) is below level 1`, verified: 5, rule: 'shown', dismissed: false, visible: true },
    { spec: `${TIP_HIDDEN} — KYC2 done: level 1 (code 2)`, verified: 2, rule: 'shown', dismissed: false, visible: false },
    { spec: `${TIP_HIDDEN} — KYC2 done: level 2 (code 1)`, verified: 1, rule: 'shown', dismissed: false, visible: false },
    { spec: `${TIP_HIDDEN} — KYC2 done: level 3 (code 4)`, verified: 4, rule: 'shown', dismissed: false, visible: false },
    { spec: `${TIP_HIDDEN} — KYC2 done: company (code 3)`, verified: 3, rule: 'shown', dismissed: false, visible: false },
    { spec: `${TIP_HIDDEN} — unknown verified ranks as level 0`, verified: 99, rule: 'shown', dismissed: false, visible: true },
    { spec: `${TIP_HIDDEN} — missing verified ranks as level 0`, verified: undefined, rule: 'shown', dismissed: false, visible: true },
    { spec: `${TIP_HIDDEN} — test net hides it even at level 0`, verified: 0, rule: 'hidden', dismissed: false, visible: false },
    { spec: `${TIP_HIDDEN} — test net hides it at level 0.5`, verified: 5, rule: 'hidden', dismissed: false, visible: false },
    { spec: `${TIP_HIDDEN} — US with level-1 verified`, verified: 2, rule: 'hidden-from-level-1', dismissed: false, visible: false },
    { spec: `${TIP_HIDDEN} — US above level 1`, verified: 1, rule: 'hidden-from-level-1', dismissed: false, visible: false },
    { spec: `${TIP_HIDDEN} — US below level 1 still sees it`, verified: 5, rule: 'hidden-from-level-1', dismissed: false, visible: true },
    { spec: `${TIP_HIDDEN} — US at level 0 still sees it`, verified: 0, rule: 'hidden-from-level-1', dismissed: false, visible: true },
    { spec: TIP_CLOSE, verified: 0, rule: 'shown', dismissed: true, visible: false },
    { spec: TIP_CLOSE, verified: 5, rule: 'hidden-from-level-1', dismissed: true, visible: false },
  ];
  it.each(cases)('$spec: verified=$verified rule=$rule dismissed=$dismissed → $visible', ({ verified, rule, dismissed, visible }) => {
    for (const inApp of [false, true]) {
      expect(resolveKycTipBar({ verified, kycTipBar: rule, inApp, dismissed }).visible).toBe(visible);
    }
  });

  const layout = [
    { spec: TIP_LAYOUT, inApp: false, offsetPx: 48 },
    { spec: TIP_LAYOUT, inApp: true, offsetPx: 0 },
  ];
  it.each(layout)('$spec: inApp=$inApp → offset $offsetPx, height 40', ({ inApp, offsetPx }) => {
    for (const dismissed of [false, true]) {
      const r = resolveKycTipBar({ verified: 0, kycTipBar: 'shown', inApp, dismissed });
      expect(r.offsetPx).toBe(offsetPx);
      expect(r.heightPx).toBe(40);
    }
  });

  it(`${TIP_HIDDEN} — whenever KYC2 is done the bar is hidden on every site rule`, () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(0, 5, 2, 1, 4, 3), fc.anything()),
        fc.constantFrom<KycTipBarRule>('shown', 'hidden', 'hidden-from-level-1'),
        fc.boolean(),
        fc.boolean(),
        (verified, rule, inApp, dismissed) => {
          const r = resolveKycTipBar({ verified, kycTipBar: rule, inApp, dismissed });
          if (isKyc2Done(verified) || dismissed || rule === 'hidden') expect(r.visible).toBe(false);
          else expect(r.visible).toBe(true);
        },
      ),
    );
  });
});

describe('isKycUpgradeNoticeDue', () => {
  it(`${UPGRADE}: the interval is 12 h`, () => {
    expect(KYC_UPGRADE_NOTICE_INTERVAL_MS).toBe(43_200_000);
    expect(KYC_UPGRADE_NOTICE_MAX_AGE_S).toBe(43_200);
  });

  const cases: { spec: string; lastShownAt: number | null; now: number; due: boolean }[] = [
    { spec: `${UPGRADE} — never shown`, lastShownAt: null, now: NOW, due: true },
    { spec: `${UPGRADE} — just shown`, lastShownAt: NOW, now: NOW, due: false },
    { spec: `${UPGRADE} — 1 ms short of 12 h`, lastShownAt: NOW, now: NOW + 12 * H - 1, due: false },
    { spec: `${UPGRADE} — exactly 12 h (the cookie has expired)`, lastShownAt: NOW, now: NOW + 12 * H, due: true },
    { spec: `${UPGRADE} — a day later`, lastShownAt: NOW, now: NOW + 24 * H, due: true },
    { spec: `${UPGRADE} — 6 h later`, lastShownAt: NOW, now: NOW + 6 * H, due: false },
    {
      spec: `${UPGRADE} — stamp in the future (decision: due, a stuck cookie must not hide it)`,
      lastShownAt: NOW + H,
      now: NOW,
      due: true,
    },
    { spec: `${UPGRADE} — NaN stamp (decision: due)`, lastShownAt: Number.NaN, now: NOW, due: true },
  ];
  it.each(cases)('$spec', ({ lastShownAt, now, due }) => {
    expect(isKycUpgradeNoticeDue(lastShownAt, now)).toBe(due);
  });
});

describe('resolveKycUpgradeNotice', () => {
  const cases: { spec: string; showFlag: unknown; verified: unknown; lastShownAt: number | null; show: boolean }[] = [
    { spec: `${UPGRADE_FLAG} on, KYC2 not done, never shown`, showFlag: true, verified: 0, lastShownAt: null, show: true },
    { spec: `${UPGRADE_FLAG} = 1`, showFlag: 1, verified: 5, lastShownAt: null, show: true },
    { spec: `${UPGRADE_FLAG} = "1"`, showFlag: '1', verified: 5, lastShownAt: null, show: true },
    { spec: `${UPGRADE_FLAG} off`, showFlag: false, verified: 0, lastShownAt: null, show: false },
    { spec: `${UPGRADE_FLAG} = 0`, showFlag: 0, verified: 0, lastShownAt: null, show: false },
    { spec: `${UPGRADE_FLAG} = "0" (decision: off)`, showFlag: '0', verified: 0, lastShownAt: null, show: false },
    { spec: `${UPGRADE_FLAG} = "false" (decision: off)`, showFlag: 'false', verified: 0, lastShownAt: null, show: false },
    { spec: `${UPGRADE_FLAG} missing`, showFlag: undefined, verified: 0, lastShownAt: null, show: false },
    { spec: `${UPGRADE_FLAG} null`, showFlag: null, verified: 0, lastShownAt: null, show: false },
    { spec: `${KYC2} — done at level 1 (code 2): no notice`, showFlag: true, verified: 2, lastShownAt: null, show: false },
    { spec: `${KYC2} — done at company (code 3): no notice`, showFlag: true, verified: 3, lastShownAt: null, show: false },
    { spec: `${KYC2} — level 0.5 (code 5) is not done`, showFlag: true, verified: 5, lastShownAt: null, show: true },
    { spec: `${UPGRADE} — shown 1 h ago`, showFlag: true, verified: 0, lastShownAt: NOW - H, show: false },
    { spec: `${UPGRADE} — shown 12 h ago`, showFlag: true, verified: 0, lastShownAt: NOW - 12 * H, show: true },
  ];
  it.each(cases)('$spec', ({ showFlag, verified, lastShownAt, show }) => {
    expect(resolveKycUpgradeNotice({ showFlag, verified, lastShownAt, now: NOW })).toBe(show);
  });
});

describe('resolveRiskUserNotice', () => {
  const identity = (u: string): string => u;
  const showCases: { spec: string; toast: RiskUserKycToast | null | undefined; lastShownAt: number | null; show: boolean }[] = [
    {
      spec: `${RISK_USER} — not a risk user`,
      toast: { is_risk_user: false, risk_user_guide_frequency: 0 },
      lastShownAt: null,
      show: false,
    },
    { spec: `${RISK_USER} — flag 0`, toast: { is_risk_user: 0 }, lastShownAt: null, show: false },
    { spec: `${RISK_USER} — flag "0" (decision: off)`, toast: { is_risk_user: '0' }, lastShownAt: null, show: false },
    { spec: `${RISK_USER} — no kyc_toast at all`, toast: undefined, lastShownAt: null, show: false },
    { spec: `${RISK_USER} — kyc_toast null`, toast: null, lastShownAt: null, show: false },
    {
      spec: `${RISK_FREQ} — 0 always shows, even just shown`,
      toast: { is_risk_user: 1, risk_user_guide_frequency: 0 },
      lastShownAt: NOW,
      show: true,
    },
    { spec: `${RISK_FREQ} — missing frequency reads as 0 (decision)`, toast: { is_risk_user: true }, lastShownAt: NOW, show: true },
    {
      spec: `${RISK_FREQ} — negative reads as 0 (decision)`,
      toast: { is_risk_user: true, risk_user_guide_frequency: -5 },
      lastShownAt: NOW,
      show: true,
    },
    {
      spec: `${RISK_FREQ} — malformed string reads as 0 (decision)`,
      toast: { is_risk_user: true, risk_user_guide_frequency: '24h' },
      lastShownAt: NOW,
      show: true,
    },
    { spec: `${RISK_FREQ} — 24 h, never shown`, toast: { is_risk_user: 1, risk_user_guide_frequency: 24 }, lastShownAt: null, show: true },
    {
      spec: `${RISK_FREQ} — 24 h, shown 23 h ago`,
      toast: { is_risk_user: 1, risk_user_guide_frequency: 24 },
      lastShownAt: NOW - 23 * H,
      show: false,
    },
    {
      spec: `${RISK_FREQ} — 24 h, shown exactly 24 h ago`,
      toast: { is_risk_user: 1, risk_user_guide_frequency: 24 },
      lastShownAt: NOW - 24 * H,
      show: true,
    },
    {
      spec: `${RISK_FREQ} — 1 h, shown 59 min ago`,
      toast: { is_risk_user: 1, risk_user_guide_frequency: 1 },
      lastShownAt: NOW - H + 60_000,
      show: false,
    },
    {
      spec: `${RISK_FREQ} — numeric string "2" is hours`,
      toast: { is_risk_user: 1, risk_user_guide_frequency: '2' },
      lastShownAt: NOW - H,
      show: false,
    },
    {
      spec: `${RISK_FREQ} — numeric string "2", 2 h ago`,
      toast: { is_risk_user: 1, risk_user_guide_frequency: '2' },
      lastShownAt: NOW - 2 * H,
      show: true,
    },
    {
      spec: `${RISK_FREQ} — fractional hours 0.5`,
      toast: { is_risk_user: 1, risk_user_guide_frequency: 0.5 },
      lastShownAt: NOW - 29 * 60_000,
      show: false,
    },
    {
      spec: `${RISK_FREQ} — stamp in the future (decision: due)`,
      toast: { is_risk_user: 1, risk_user_guide_frequency: 24 },
      lastShownAt: NOW + H,
      show: true,
    },
  ];
  it.each(showCases)('$spec', ({ toast, lastShownAt, show }) => {
    expect(resolveRiskUserNotice({ kycToast: toast, lastShownAt, now: NOW, isSafeUrl: identity }).show).toBe(show);
  });

  const closeCases: { spec: string; value: unknown; closable: boolean }[] = [
    { spec: RISK_CLOSE, value: 1, closable: true },
    { spec: `${RISK_CLOSE} — "1" from a string-typed server`, value: '1', closable: true },
    { spec: `${RISK_CLOSE} — true`, value: true, closable: true },
    { spec: `${RISK_CLOSE} — 0`, value: 0, closable: false },
    { spec: `${RISK_CLOSE} — missing (not allowed)`, value: undefined, closable: false },
    { spec: `${RISK_CLOSE} — 2 is not 1 (decision: only 1 allows)`, value: 2, closable: false },
    { spec: `${RISK_CLOSE} — "yes" is not 1`, value: 'yes', closable: false },
  ];
  it.each(closeCases)('$spec: be_closed=$value → closable $closable', ({ value, closable }) => {
    const r = resolveRiskUserNotice({
      kycToast: { is_risk_user: 1, risk_user_guide_be_closed: value },
      lastShownAt: null,
      now: NOW,
      isSafeUrl: identity,
    });
    expect(r.closable).toBe(closable);
  });

  const keyCases: { spec: string; value: unknown; key: string }[] = [
    { spec: `${RISK_KEY} — missing`, value: undefined, key: 'RISK_IP_USER' },
    { spec: `${RISK_KEY} — empty`, value: '', key: 'RISK_IP_USER' },
    { spec: `${RISK_KEY} — server key`, value: 'RISK_GUIDE_2024', key: 'RISK_GUIDE_2024' },
    { spec: `${RISK_KEY} — not a string`, value: 42, key: 'RISK_IP_USER' },
    { spec: `${RISK_KEY} — ";" would inject a cookie attribute (decision: default)`, value: 'x; Domain=evil', key: 'RISK_IP_USER' },
    { spec: `${RISK_KEY} — "=" is not a cookie-name character`, value: 'a=b', key: 'RISK_IP_USER' },
    { spec: `${RISK_KEY} — over 64 characters (decision: default)`, value: 'K'.repeat(65), key: 'RISK_IP_USER' },
  ];
  it.each(keyCases)('$spec', ({ value, key }) => {
    const r = resolveRiskUserNotice({ kycToast: { risk_user_guide_cookie_key: value }, lastShownAt: null, now: NOW, isSafeUrl: identity });
    expect(r.cookieKey).toBe(key);
    expect(DEFAULT_RISK_USER_COOKIE_KEY).toBe('RISK_IP_USER');
  });

  const urlCases: { spec: string; value: unknown; url: string }[] = [
    { spec: `${RISK_URL} — same-site path kept`, value: '/myaccount/kyc', url: '/myaccount/kyc' },
    { spec: `${RISK_URL} — off-site URL replaced by the fallback`, value: 'https://evil.example/', url: '/' },
    { spec: `${RISK_URL} — javascript: refused`, value: 'javascript:alert(1)', url: '/' },
    { spec: `${RISK_URL} — protocol-relative refused`, value: '//evil.example', url: '/' },
    { spec: `${RISK_URL} — missing gives no link`, value: undefined, url: '' },
    { spec: `${RISK_URL} — blank gives no link`, value: '  ', url: '' },
  ];
  it.each(urlCases)('$spec', ({ value, url }) => {
    const r = resolveRiskUserNotice({
      kycToast: { is_risk_user: 1, risk_user_guide_url: value },
      lastShownAt: null,
      now: NOW,
      isSafeUrl: (u) => resolveReturnPath(u),
    });
    expect(r.url).toBe(url);
  });

  it(`${RISK_URL} — isSafeUrl is the only thing that decides a present url`, () => {
    const seen: string[] = [];
    const r = resolveRiskUserNotice({
      kycToast: { risk_user_guide_url: '/guide' },
      lastShownAt: null,
      now: NOW,
      isSafeUrl: (u) => {
        seen.push(u);
        return '/checked';
      },
    });
    expect(seen).toEqual(['/guide']);
    expect(r.url).toBe('/checked');
  });

  it(`${RISK} — a full server payload`, () => {
    const r = resolveRiskUserNotice({
      kycToast: {
        is_risk_user: true,
        risk_user_guide_frequency: 12,
        risk_user_guide_cookie_key: 'RISK_KEY_A',
        risk_user_guide_be_closed: 1,
        risk_user_guide_url: '/help/risk',
      },
      lastShownAt: NOW - 13 * H,
      now: NOW,
      isSafeUrl: resolveReturnPath,
    });
    expect(r).toEqual({ show: true, closable: true, cookieKey: 'RISK_KEY_A', url: '/help/risk' });
  });
});

describe('shouldShowUkServiceClosed', () => {
  const cases: { spec: string; locale: string; isUkLimit: unknown; show: boolean }[] = [
    { spec: `${UK} — simplified Chinese`, locale: 'zh', isUkLimit: true, show: true },
    { spec: `${UK} — traditional Chinese`, locale: 'tw', isUkLimit: true, show: true },
    { spec: `${UK} — flag as 1`, locale: 'zh', isUkLimit: 1, show: true },
    { spec: `${UK} — full tag zh-TW (decision: Chinese)`, locale: 'zh-TW', isUkLimit: true, show: true },
    { spec: `${UK} — case-insensitive`, locale: 'ZH', isUkLimit: true, show: true },
    {
      spec: `${UK} — English pages do not show it ("English by fallback" is the text fallback)`,
      locale: 'en',
      isUkLimit: true,
      show: false,
    },
    { spec: `${UK} — en-uk is English`, locale: 'en-uk', isUkLimit: true, show: false },
    { spec: `${UK} — other locale`, locale: 'ja', isUkLimit: true, show: false },
    { spec: `${UK} — "uk" is Ukrainian, not the UK`, locale: 'uk', isUkLimit: true, show: false },
    { spec: `${UK} — "zhx" is not Chinese`, locale: 'zhx', isUkLimit: true, show: false },
    { spec: `${UK} — not UK-limited`, locale: 'zh', isUkLimit: false, show: false },
    { spec: `${UK} — not UK-limited ("0")`, locale: 'tw', isUkLimit: '0', show: false },
    { spec: `${UK} — flag missing`, locale: 'zh', isUkLimit: undefined, show: false },
  ];
  it.each(cases)('$spec: $locale / $isUkLimit → $show', ({ locale, isUkLimit, show }) => {
    expect(shouldShowUkServiceClosed({ locale, isUkLimit })).toBe(show);
  });
});
