import { describe, expect, it } from 'vitest';
import { canConfirmDeclaration, isUserAgreementOpen, resolveDeclarationStatus } from './declarations';

const CONFIRM = '§4.15 "Confirm is enabled only after the checkbox is ticked, not already signed and not submitting."';
const SIGNED = '§4.15 "After signing, status becomes 2." / §3 "Turkey declaration status: 1 needs signing, 2 signed."';
const FAILURE = '§8 "Declaration fetch or sign failure: Logged; treated as status 1 (unsigned)"';
const AGREEMENT = '§3 "User agreement status: status (1 = must show)"';
const AGREEMENT_OPEN = '§4.15 "User agreement modal: submit, then refetch status; it stays open until status is no longer 1."';
const AGREEMENT_FAIL = '§8 "User agreement check failure: Treated as no agreement needed"';

describe('canConfirmDeclaration', () => {
  const cases = [
    { spec: `${CONFIRM} — ticked, unsigned, idle`, ticked: true, status: 1, submitting: false, enabled: true },
    { spec: `${CONFIRM} — not ticked`, ticked: false, status: 1, submitting: false, enabled: false },
    { spec: `${CONFIRM} — already signed`, ticked: true, status: 2, submitting: false, enabled: false },
    { spec: `${CONFIRM} — submitting`, ticked: true, status: 1, submitting: true, enabled: false },
    { spec: `${CONFIRM} — nothing holds`, ticked: false, status: 2, submitting: true, enabled: false },
    {
      spec: `${CONFIRM} — the fallback status 1 after a failed fetch still allows signing`,
      ticked: true,
      status: 1,
      submitting: false,
      enabled: true,
    },
  ];
  it.each(cases)('$spec → $enabled', ({ ticked, status, submitting, enabled }) => {
    expect(canConfirmDeclaration({ ticked, status, submitting })).toBe(enabled);
  });
});

describe('resolveDeclarationStatus', () => {
  const cases: { spec: string; response: unknown; status: 0 | 1 | 2 }[] = [
    { spec: `${SIGNED} — signed`, response: { code: 0, message: 'success', data: { status: 2, content: '' } }, status: 2 },
    { spec: `${SIGNED} — needs signing`, response: { code: 0, data: { status: 1 } }, status: 1 },
    { spec: 'not applicable (status 0: not a Turkey user) stays 0', response: { code: 0, data: { status: 0 } }, status: 0 },
    { spec: `${FAILURE} — the call failed (null)`, response: null, status: 1 },
    { spec: `${FAILURE} — the call failed (undefined)`, response: undefined, status: 1 },
    { spec: `${FAILURE} — an Error`, response: new Error('network'), status: 1 },
    { spec: `${FAILURE} — non-zero code, even with status 2`, response: { code: 40100, data: { status: 2 } }, status: 1 },
    { spec: `${FAILURE} — no data`, response: { code: 0 }, status: 1 },
    { spec: `${FAILURE} — status out of range`, response: { code: 0, data: { status: 7 } }, status: 1 },
    { spec: `${FAILURE} — status as a string`, response: { code: 0, data: { status: '2' } }, status: 1 },
    { spec: `${FAILURE} — code as a string`, response: { code: '0', data: { status: 2 } }, status: 1 },
  ];
  it.each(cases)('$spec → $status', ({ response, status }) => {
    expect(resolveDeclarationStatus(response)).toBe(status);
  });
});

describe('isUserAgreementOpen', () => {
  const cases: { spec: string; status: unknown; open: boolean }[] = [
    { spec: `${AGREEMENT} — 1`, status: 1, open: true },
    { spec: `${AGREEMENT_OPEN} — the refetch says 0: closes`, status: 0, open: false },
    { spec: `${AGREEMENT_OPEN} — the refetch still says 1: stays open`, status: 1, open: true },
    { spec: `${AGREEMENT_OPEN} — 2 is no longer 1`, status: 2, open: false },
    { spec: `${AGREEMENT_FAIL} — undefined`, status: undefined, open: false },
    { spec: `${AGREEMENT_FAIL} — null`, status: null, open: false },
    { spec: `${AGREEMENT_FAIL} — the string "1" is not the number 1`, status: '1', open: false },
  ];
  it.each(cases)('$spec → $open', ({ status, open }) => {
    expect(isUserAgreementOpen(status)).toBe(open);
  });
});
