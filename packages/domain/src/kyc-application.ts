import type { KycCode } from './brand';
import { KYC, isKycAtLeast } from './kyc';

/**
 * KYC application rules (issue 4 "KYC model and pages"): which level a user may apply for, the
 * state machine draft → submitted → approved | rejected (→ draft again by editing), what is still
 * missing before a submit, and the age check. Plain types only: the API maps them to its contracts.
 */

/** kyc2 → level 1 (code 2), kyc3 → level 2 (code 1). */
export type ApplicationLevel = 'kyc2' | 'kyc3';
export type ApplicationStatus = 'draft' | 'submitted' | 'approved' | 'rejected';
/** edit: save form fields or upload a document; submit: the applicant; approve/reject: the operator. */
export type ApplicationAction = 'edit' | 'submit' | 'approve' | 'reject';

export type StartRefusal = 'already_verified' | 'needs_level_1';
export type StartDecision = { readonly ok: true } | { readonly ok: false; readonly reason: StartRefusal; readonly message: string };

/** The code an approved application grants. */
export const APPLICATION_TARGET_CODE: Readonly<Record<ApplicationLevel, KycCode>> = { kyc2: KYC.LEVEL_1, kyc3: KYC.LEVEL_2 };

/**
 * May a user whose `verified` code is given work on an application for `level`?
 * kyc3 needs level 1 done (rank ≥ code 2); an application for a level already reached (kyc2 at
 * level 1 or above, kyc3 at level 2 or above) is pointless and refused.
 * @example canStartApplication('kyc3', 0) // { ok: false, reason: 'needs_level_1', … }
 */
export function canStartApplication(level: ApplicationLevel, verified: unknown): StartDecision {
  if (isKycAtLeast(verified, APPLICATION_TARGET_CODE[level])) return { ok: false, reason: 'already_verified', message: 'Already verified' };
  if (level === 'kyc3' && !isKycAtLeast(verified, KYC.LEVEL_1)) {
    return { ok: false, reason: 'needs_level_1', message: 'Complete level 1 verification first' };
  }
  return { ok: true };
}

export type TransitionDecision =
  | {
      readonly ok: true;
      readonly next: ApplicationStatus;
      /** false: the action was already done (idempotent submit). */ readonly changed: boolean;
    }
  | { readonly ok: false; readonly message: string };

/**
 * The status after `action`, or a refusal:
 * - edit: draft → draft, rejected → draft (the documents are kept);
 * - submit: draft → submitted; submitted → submitted unchanged (a repeated submit is not an error);
 * - approve / reject: submitted → approved / rejected;
 * - anything else is refused (an approved application is final; a rejected one is edited first).
 */
export function resolveApplicationTransition(status: ApplicationStatus, action: ApplicationAction): TransitionDecision {
  switch (action) {
    case 'edit':
      if (status === 'draft' || status === 'rejected') return { ok: true, next: 'draft', changed: status !== 'draft' };
      return { ok: false, message: status === 'submitted' ? 'The application is under review' : 'The application is already approved' };
    case 'submit':
      if (status === 'draft') return { ok: true, next: 'submitted', changed: true };
      if (status === 'submitted') return { ok: true, next: 'submitted', changed: false };
      return {
        ok: false,
        message: status === 'approved' ? 'The application is already approved' : 'Edit the application before submitting it again',
      };
    case 'approve':
    case 'reject':
      if (status === 'submitted') return { ok: true, next: action === 'approve' ? 'approved' : 'rejected', changed: true };
      return { ok: false, message: `Only a submitted application can be reviewed (this one is ${status})` };
  }
}

/** Form fields each level requires, in the order the pages show them. */
export const APPLICATION_FIELDS: Readonly<Record<ApplicationLevel, readonly string[]>> = {
  kyc2: ['first_name', 'last_name', 'date_of_birth', 'nationality', 'id_type', 'id_number'],
  kyc3: ['address_line', 'city', 'postal_code', 'country'],
};

/** Documents an application of each level may hold. */
export const APPLICATION_DOCUMENTS: Readonly<Record<ApplicationLevel, readonly string[]>> = {
  kyc2: ['id_front', 'id_back', 'selfie'],
  kyc3: ['proof_of_address'],
};

/**
 * users.kyc_status (§3 "kyc_status", default 0) as the application flow sets it: the state of the
 * latest reviewed or submitted application. Decision in docs/spec-decisions.md "KYC applications".
 */
export const KYC_STATUS_CODE = { none: 0, verified: 1, pending: 2, rejected: 3 } as const;

/** Documents a level requires; `id_back` is left out for a passport. */
export function requiredDocuments(level: ApplicationLevel, form: Readonly<Record<string, string | undefined>>): readonly string[] {
  if (level === 'kyc3') return ['proof_of_address'];
  return form.id_type === 'passport' ? ['id_front', 'selfie'] : ['id_front', 'id_back', 'selfie'];
}

/**
 * Fields (empty or absent) and then documents still missing before `level` can be submitted, in
 * display order; empty when complete.
 * @example missingForSubmit('kyc3', { address_line: 'x', city: 'y', postal_code: '1', country: 'DE' }, []) // ['proof_of_address']
 */
export function missingForSubmit(
  level: ApplicationLevel,
  form: Readonly<Record<string, string | undefined>>,
  documents: readonly string[],
): string[] {
  const fields = APPLICATION_FIELDS[level].filter((name) => (form[name] ?? '').trim() === '');
  return [...fields, ...requiredDocuments(level, form).filter((kind) => !documents.includes(kind))];
}

/** Calendar parts of a real `YYYY-MM-DD` date (no 2001-02-30), or undefined. */
export function parseIsoDate(iso: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** Minimum age of an applicant. */
export const ADULT_AGE = 18;

/**
 * True when someone born on `dateOfBirth` (YYYY-MM-DD) is 18 or older on the UTC day of `nowMs`: the
 * 18th birthday counts; someone born on 29 February comes of age on 1 March in a common year.
 * An unreal or malformed date is false.
 * @example isAdult('2008-01-15', Date.UTC(2026, 0, 15)) === true
 */
export function isAdult(dateOfBirth: string, nowMs: number): boolean {
  const born = parseIsoDate(dateOfBirth);
  if (!born) return false;
  const today = new Date(nowMs);
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const comesOfAge = born.year + ADULT_AGE;
  return y > comesOfAge || (y === comesOfAge && (m > born.month || (m === born.month && d >= born.day)));
}

/**
 * The `verified` code after approving `level`: the level's code, unless the user is already at or
 * above it (an approval never lowers a level).
 * @example verifiedAfterApproval('kyc2', KYC.LEVEL_2) === KYC.LEVEL_2
 */
export function verifiedAfterApproval(level: ApplicationLevel, verified: number): number {
  const target = APPLICATION_TARGET_CODE[level];
  return isKycAtLeast(verified, target) ? verified : target;
}
