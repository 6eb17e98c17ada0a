/**
 * §4.15 Turkey declaration / customer-understand declaration and user agreement; §8 failure rules.
 * Declaration status: 0 not applicable, 1 needs signing, 2 signed. User agreement: 1 must show.
 */

export const DECLARATION_STATUS_VALUES = { notApplicable: 0, needsSigning: 1, signed: 2 } as const;

export type DeclarationStatusValue = 0 | 1 | 2;

export interface DeclarationConfirmState {
  /** The "I have read and agree" checkbox. */
  readonly ticked: boolean;
  /** The current declaration status (2 signed). */
  readonly status: number;
  /** A sign request is in flight. */
  readonly submitting: boolean;
}

/**
 * §4.15 "Confirm is enabled only after the checkbox is ticked, not already signed and not submitting."
 * @example canConfirmDeclaration({ ticked: true, status: 1, submitting: false }) === true
 */
export function canConfirmDeclaration(state: DeclarationConfirmState): boolean {
  return state.ticked && state.status !== DECLARATION_STATUS_VALUES.signed && !state.submitting;
}

/**
 * The status to act on after a status fetch or a sign request. `response` is the parsed envelope
 * `{ code, data: { status } }`, or null/undefined/an Error when the call failed.
 * §8 "Declaration fetch or sign failure: logged; treated as status 1 (unsigned)": a failure, a
 * non-zero code or a status outside 0–2 is 1.
 * @example resolveDeclarationStatus({ code: 0, data: { status: 2 } }) === 2
 * @example resolveDeclarationStatus(null) === 1
 */
export function resolveDeclarationStatus(response: unknown): DeclarationStatusValue {
  if (!isRecord(response) || response.code !== 0 || !isRecord(response.data)) return 1;
  const status = response.data.status;
  return status === 0 || status === 1 || status === 2 ? status : 1;
}

/**
 * §3 "User agreement status: status (1 = must show)"; §8 "User agreement check failure: treated as
 * no agreement needed" — pass null/undefined for a failed check. Also §4.15 "it stays open until
 * status is no longer 1": call it again with the refetched status.
 * @example isUserAgreementOpen(1) === true
 * @example isUserAgreementOpen(undefined) === false
 */
export function isUserAgreementOpen(status: unknown): boolean {
  return status === 1;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
