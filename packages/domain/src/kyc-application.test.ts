import { describe, expect, it } from 'vitest';
import {
  canStartApplication,
  isAdult,
  missingForSubmit,
  parseIsoDate,
  resolveApplicationTransition,
  verifiedAfterApproval,
  type ApplicationAction,
  type ApplicationStatus,
} from './kyc-application';

const STATES = 'Issue 4 "the application saved as a record with states draft, submitted, approved or rejected"';
const REVIEW = 'Issue 4 "Reviewing an application is an operator action"';
const NEVER_LOSES = 'Issue 4 "An applicant never loses a submitted form: reloading shows the saved draft or the status"';
const LEVELS = '§3 "KYC levels (numeric): 0 = level 0, 5 = level 0.5, 2 = level 1, 1 = level 2, 4 = level 3, 3 = company"';
const FORMS =
  'Issue 4 "/myaccount/kyc2 … and /myaccount/kyc3_v1 … are real application flows: forms validated with zod; document images uploaded"';

describe('canStartApplication', () => {
  const cases = [
    { spec: `${LEVELS}: level 0 may apply for kyc2`, level: 'kyc2', verified: 0, reason: null },
    { spec: `${LEVELS}: level 0.5 (code 5) is below level 1`, level: 'kyc2', verified: 5, reason: null },
    { spec: `${LEVELS}: an unknown code ranks as level 0`, level: 'kyc2', verified: 99, reason: null },
    { spec: `${LEVELS}: kyc2 at level 1 (code 2) is pointless`, level: 'kyc2', verified: 2, reason: 'already_verified' },
    { spec: `${LEVELS}: kyc2 at level 2 (code 1, numerically lower) is pointless`, level: 'kyc2', verified: 1, reason: 'already_verified' },
    { spec: `${LEVELS}: kyc2 for a company (code 3) is pointless`, level: 'kyc2', verified: 3, reason: 'already_verified' },
    { spec: `${LEVELS}: kyc3 needs level 1 first`, level: 'kyc3', verified: 0, reason: 'needs_level_1' },
    { spec: `${LEVELS}: kyc3 needs level 1 first (code 5 is level 0.5)`, level: 'kyc3', verified: 5, reason: 'needs_level_1' },
    { spec: `${LEVELS}: kyc3 at level 1 (code 2)`, level: 'kyc3', verified: 2, reason: null },
    { spec: `${LEVELS}: kyc3 at level 2 (code 1) is pointless`, level: 'kyc3', verified: 1, reason: 'already_verified' },
    { spec: `${LEVELS}: kyc3 at level 3 (code 4) is pointless`, level: 'kyc3', verified: 4, reason: 'already_verified' },
  ] as const;
  it.each(cases)('$spec', ({ level, verified, reason }) => {
    const decision = canStartApplication(level, verified);
    expect(decision.ok ? null : decision.reason).toBe(reason);
  });
});

describe('resolveApplicationTransition', () => {
  const cases: { spec: string; from: ApplicationStatus; action: ApplicationAction; next: ApplicationStatus | null; changed?: boolean }[] = [
    { spec: `${NEVER_LOSES}: saving a draft keeps it a draft`, from: 'draft', action: 'edit', next: 'draft', changed: false },
    {
      spec: `${STATES}: editing a rejected application makes it a draft again`,
      from: 'rejected',
      action: 'edit',
      next: 'draft',
      changed: true,
    },
    { spec: `${STATES}: a submitted application cannot be edited`, from: 'submitted', action: 'edit', next: null },
    { spec: `${STATES}: an approved application cannot be edited`, from: 'approved', action: 'edit', next: null },
    { spec: `${STATES}: draft → submitted`, from: 'draft', action: 'submit', next: 'submitted', changed: true },
    { spec: `${STATES}: submitting twice changes nothing`, from: 'submitted', action: 'submit', next: 'submitted', changed: false },
    { spec: `${STATES}: a rejected application is edited before resubmitting`, from: 'rejected', action: 'submit', next: null },
    { spec: `${STATES}: an approved application is final`, from: 'approved', action: 'submit', next: null },
    { spec: `${REVIEW}: submitted → approved`, from: 'submitted', action: 'approve', next: 'approved', changed: true },
    { spec: `${REVIEW}: submitted → rejected`, from: 'submitted', action: 'reject', next: 'rejected', changed: true },
    { spec: `${REVIEW}: a draft cannot be reviewed`, from: 'draft', action: 'approve', next: null },
    { spec: `${REVIEW}: an approved application cannot be rejected`, from: 'approved', action: 'reject', next: null },
    { spec: `${REVIEW}: a rejected application cannot be approved`, from: 'rejected', action: 'approve', next: null },
    { spec: `${REVIEW}: approving twice is refused`, from: 'approved', action: 'approve', next: null },
  ];
  it.each(cases)('$spec', ({ from, action, next, changed }) => {
    const decision = resolveApplicationTransition(from, action);
    if (next === null) {
      expect(decision.ok).toBe(false);
      if (!decision.ok) expect(decision.message).not.toBe('');
    } else {
      expect(decision).toEqual({ ok: true, next, changed });
    }
  });
});

describe('missingForSubmit', () => {
  const kyc2 = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    date_of_birth: '1990-12-10',
    nationality: 'GB',
    id_type: 'national_id',
    id_number: 'AB1234',
  };
  const kyc3 = { address_line: '1 Main St', city: 'London', postal_code: 'N1 9GU', country: 'GB' };
  const cases = [
    { spec: `${FORMS}: a complete kyc2 with an ID card`, level: 'kyc2', form: kyc2, docs: ['id_front', 'id_back', 'selfie'], missing: [] },
    {
      spec: `${FORMS}: a passport has no back side`,
      level: 'kyc2',
      form: { ...kyc2, id_type: 'passport' },
      docs: ['id_front', 'selfie'],
      missing: [],
    },
    { spec: `${FORMS}: an ID card needs its back side`, level: 'kyc2', form: kyc2, docs: ['id_front', 'selfie'], missing: ['id_back'] },
    {
      spec: `${FORMS}: an empty kyc2 lists every field, then documents`,
      level: 'kyc2',
      form: {},
      docs: [],
      missing: ['first_name', 'last_name', 'date_of_birth', 'nationality', 'id_type', 'id_number', 'id_front', 'id_back', 'selfie'],
    },
    {
      spec: `${FORMS}: a blank field counts as missing`,
      level: 'kyc2',
      form: { ...kyc2, last_name: '  ' },
      docs: ['id_front', 'id_back', 'selfie'],
      missing: ['last_name'],
    },
    { spec: `${FORMS}: a complete kyc3`, level: 'kyc3', form: kyc3, docs: ['proof_of_address'], missing: [] },
    { spec: `${FORMS}: kyc3 needs a proof of address`, level: 'kyc3', form: kyc3, docs: ['id_front'], missing: ['proof_of_address'] },
    {
      spec: `${FORMS}: kyc3 ignores kyc2 fields`,
      level: 'kyc3',
      form: { ...kyc2, city: 'Paris' },
      docs: [],
      missing: ['address_line', 'postal_code', 'country', 'proof_of_address'],
    },
  ] as const;
  it.each(cases)('$spec', ({ level, form, docs, missing }) => {
    expect(missingForSubmit(level, form, docs)).toEqual(missing);
  });
});

describe('isAdult', () => {
  const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
  const ADULT = 'Decision (docs/spec-decisions.md KYC applications): applicants must be 18 or older';
  const cases = [
    { spec: `${ADULT}: 18 today`, dob: '2008-01-15', now: at('2026-01-15'), adult: true },
    { spec: `${ADULT}: 18 tomorrow`, dob: '2008-01-16', now: at('2026-01-15'), adult: false },
    { spec: `${ADULT}: 18 next month`, dob: '2008-02-01', now: at('2026-01-15'), adult: false },
    { spec: `${ADULT}: well over 18`, dob: '1970-06-30', now: at('2026-01-15'), adult: true },
    { spec: `${ADULT}: 29 February comes of age on 1 March in a common year`, dob: '2008-02-29', now: at('2026-02-28'), adult: false },
    { spec: `${ADULT}: 29 February comes of age on 1 March in a common year`, dob: '2008-02-29', now: at('2026-03-01'), adult: true },
    { spec: `${ADULT}: 29 February, the day before 1 March`, dob: '2012-02-29', now: at('2030-02-28'), adult: false },
    { spec: `${ADULT}: 29 February, on 1 March`, dob: '2012-02-29', now: at('2030-03-01'), adult: true },
    {
      spec: `${ADULT}: the UTC day counts (23:59 UTC the day before)`,
      dob: '2008-01-15',
      now: Date.parse('2026-01-14T23:59:59Z'),
      adult: false,
    },
    { spec: `${ADULT}: a date in the future`, dob: '2030-01-01', now: at('2026-01-15'), adult: false },
    { spec: `${ADULT}: an unreal date`, dob: '2001-02-30', now: at('2026-01-15'), adult: false },
    { spec: `${ADULT}: a malformed date`, dob: '15/01/2000', now: at('2026-01-15'), adult: false },
  ];
  it.each(cases)('$spec: born $dob', ({ dob, now, adult }) => {
    expect(isAdult(dob, now)).toBe(adult);
  });

  it('parseIsoDate accepts only real calendar dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('2023-13-01')).toBeUndefined();
    expect(parseIsoDate('2023-1-01')).toBeUndefined();
  });
});

describe('verifiedAfterApproval', () => {
  const cases = [
    { spec: `${LEVELS}: kyc2 grants level 1 (code 2)`, level: 'kyc2', from: 0, to: 2 },
    { spec: `${LEVELS}: kyc2 grants level 1 from level 0.5 (code 5)`, level: 'kyc2', from: 5, to: 2 },
    { spec: `${LEVELS}: kyc3 grants level 2 (code 1)`, level: 'kyc3', from: 2, to: 1 },
    { spec: `${LEVELS}: never lowers level 2 to level 1`, level: 'kyc2', from: 1, to: 1 },
    { spec: `${LEVELS}: never lowers level 3 (code 4)`, level: 'kyc3', from: 4, to: 4 },
    { spec: `${LEVELS}: never lowers a company (code 3)`, level: 'kyc3', from: 3, to: 3 },
  ] as const;
  it.each(cases)('$spec', ({ level, from, to }) => {
    expect(verifiedAfterApproval(level, from)).toBe(to);
  });
});
