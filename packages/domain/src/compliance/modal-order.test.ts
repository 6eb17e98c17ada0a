import { describe, expect, it } from 'vitest';
import { COMPLIANCE_MODAL_ORDER, isFeatureUpcoming, resolveComplianceModal, type ComplianceModalId } from './modal-order';

const ONE = 'issue 3 helper brief "Avoid stacking several modals at once: show at most one modal at a time in a fixed order"';
const EU = '§8 "EU restricted features: Modal \\"Stay tuned! This feature is upcoming\\" with Confirm"';
const MENU =
  'issue 11 "One rule for the permitted menu … settles what an empty, missing or failed check means" — the caller passes resolvePermittedMenu\'s answer, which is the sub-site\'s own codes while the check is missing (§8 "Compliance check failure or non-zero code: Gate skipped, page loads")';

describe('resolveComplianceModal', () => {
  it(`${ONE}: every modal has one place in the order`, () => {
    expect(new Set(COMPLIANCE_MODAL_ORDER).size).toBe(COMPLIANCE_MODAL_ORDER.length);
    expect(COMPLIANCE_MODAL_ORDER).toEqual([
      'EU_UPCOMING',
      'RESTRICTED_LOCATION',
      'PROHIBITED_COUNTRIES',
      'IP_LIMIT',
      'STATE_USER_CONFLICT',
      'STATE_UK',
      'STATE_NL',
      'STATE_IT',
      'STATE_UZBEKISTAN',
      'STATE_HK',
      'GRAY_TAX',
      'WITHDRAW_ONLY',
      'COMPLIANCE_POPUP',
    ]);
  });
  const cases: { spec: string; pending: ComplianceModalId[]; open: ComplianceModalId | null }[] = [
    { spec: `${ONE} — nothing pending`, pending: [], open: null },
    {
      spec: `${ONE} — restricted location before prohibited countries`,
      pending: ['PROHIBITED_COUNTRIES', 'RESTRICTED_LOCATION'],
      open: 'RESTRICTED_LOCATION',
    },
    { spec: `${ONE} — state-limit notices before the gray-tax modal`, pending: ['GRAY_TAX', 'STATE_HK'], open: 'STATE_HK' },
    { spec: `${ONE} — the compliance popup comes last`, pending: ['COMPLIANCE_POPUP', 'WITHDRAW_ONLY'], open: 'WITHDRAW_ONLY' },
    { spec: `${ONE} — the popup alone`, pending: ['COMPLIANCE_POPUP'], open: 'COMPLIANCE_POPUP' },
    { spec: `${ONE} — the EU modal the visitor asked for comes first`, pending: ['IP_LIMIT', 'EU_UPCOMING'], open: 'EU_UPCOMING' },
  ];
  it.each(cases)('$spec', ({ pending, open }) => expect(resolveComplianceModal(new Set(pending))).toBe(open));
});

describe('isFeatureUpcoming', () => {
  const cases: { spec: string; showsUpcoming: boolean; code: string; menu: string[]; upcoming: boolean }[] = [
    { spec: `${EU} — a code the EU check does not permit`, showsUpcoming: true, code: 'futures', menu: ['spot', 'earn'], upcoming: true },
    { spec: `${EU} — a permitted code opens normally`, showsUpcoming: true, code: 'earn', menu: ['spot', 'earn'], upcoming: false },
    {
      spec: `${EU} — only where the sub-site announces upcoming features`,
      showsUpcoming: false,
      code: 'futures',
      menu: ['spot'],
      upcoming: false,
    },
    {
      spec: `${MENU} — an empty permitted menu is an answer: nothing is permitted, so the feature is upcoming`,
      showsUpcoming: true,
      code: 'earn',
      menu: [],
      upcoming: true,
    },
  ];
  it.each(cases)('$spec', ({ showsUpcoming, code, menu, upcoming }) =>
    expect(isFeatureUpcoming({ showsUpcoming, code, menu })).toBe(upcoming),
  );
});
