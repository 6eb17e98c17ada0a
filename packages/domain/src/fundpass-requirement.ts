/**
 * Whether an order needs the fund password now (SPEC §4.10 "Validity options: one hour (1), every
 * time (2), never (0)"; §3 frequency form). Decided on the server for every order placement; the
 * order form only reacts to the refusal by opening the fund-password modal.
 *
 * - No fund password set: nothing to ask for.
 * - Never (0): not asked.
 * - One hour (1): asked unless the last verification is under an hour old.
 * - Every time (2): asked unless a verification is waiting to be used (under
 *   {@link FUNDPASS_SINGLE_USE_WINDOW_MS} old); placing the order uses it up.
 */

/** §4.10 validity values. */
export const FUNDPASS_VALIDITY = { never: 0, oneHour: 1, everyTime: 2 } as const;

export const FUNDPASS_ONE_HOUR_MS = 3_600_000;
/** How long a verification waits for the one order it allows under "every time" (our choice). */
export const FUNDPASS_SINGLE_USE_WINDOW_MS = 120_000;

export interface FundpassRequirementInput {
  readonly hasFundpass: boolean;
  /** §4.10 validity: 0 never, 1 one hour, 2 every time (anything else is treated as every time). */
  readonly frequency: number;
  /** Last successful verification, ms since the epoch; null when none (or used up). */
  readonly verifiedAt: number | null;
}

export type FundpassRequirement =
  { readonly kind: 'not-needed' } | { readonly kind: 'covered'; readonly consume: boolean } | { readonly kind: 'required' };

/**
 * @example resolveFundpassRequirement({ hasFundpass: true, frequency: 1, verifiedAt: null }, now) // { kind: 'required' }
 * @example resolveFundpassRequirement({ hasFundpass: true, frequency: 2, verifiedAt: now - 1000 }, now) // { kind: 'covered', consume: true }
 */
export function resolveFundpassRequirement(input: FundpassRequirementInput, now: number): FundpassRequirement {
  if (!input.hasFundpass || input.frequency === FUNDPASS_VALIDITY.never) return { kind: 'not-needed' };
  const age = input.verifiedAt === null ? null : now - input.verifiedAt;
  // A verification "from the future" (clock skew, tampering) covers nothing.
  const fresh = (window: number) => age !== null && age >= 0 && age < window;
  if (input.frequency === FUNDPASS_VALIDITY.oneHour)
    return fresh(FUNDPASS_ONE_HOUR_MS) ? { kind: 'covered', consume: false } : { kind: 'required' };
  return fresh(FUNDPASS_SINGLE_USE_WINDOW_MS) ? { kind: 'covered', consume: true } : { kind: 'required' };
}
