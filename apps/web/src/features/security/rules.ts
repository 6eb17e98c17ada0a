/**
 * Pure rules of the fund-password and authenticator screens (§4.10, §5, §9). No React, no DOM.
 */

/** §5/§9 "Submit buttons are debounced 1500 ms". */
export const SUBMIT_DEBOUNCE_MS = 1500;

/**
 * Leading-edge debounce of a submit: the first press goes through, and another press within
 * {@link SUBMIT_DEBOUNCE_MS} of the last accepted one does nothing.
 * @example acceptsSubmit(null, 5000) === true; acceptsSubmit(5000, 6499) === false; acceptsSubmit(5000, 6500) === true
 */
export function acceptsSubmit(lastAcceptedAt: number | null, now: number, windowMs = SUBMIT_DEBOUNCE_MS): boolean {
  return lastAcceptedAt === null || now - lastAcceptedAt >= windowMs;
}

/** §4.10 validity options in the order shown: one hour (1), every time (2), never (0). */
export const VALIDITY_OPTIONS = [1, 2, 0] as const;
export type Validity = (typeof VALIDITY_OPTIONS)[number];

/** Message key of a validity; unknown values read as the contract's default, one hour. */
export function validityKey(frequency: number): 'oneHour' | 'everyTime' | 'never' {
  if (frequency === 2) return 'everyTime';
  if (frequency === 0) return 'never';
  return 'oneHour';
}

/**
 * The end of a lock, or null when there is none or it is over.
 * @example activeLockEnd('2030-01-01T00:00:00Z', Date.parse('2029-12-31T00:00:00Z')) // Date(2030-01-01)
 * @example activeLockEnd(null, 0) === null
 */
export function activeLockEnd(lockedUntil: string | null | undefined, now: number): Date | null {
  if (!lockedUntil) return null;
  const end = Date.parse(lockedUntil);
  return Number.isFinite(end) && end > now ? new Date(end) : null;
}
