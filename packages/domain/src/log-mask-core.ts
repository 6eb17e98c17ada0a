// Shared pieces of the log masker (log-mask.ts): token edges, the rule shape and the masking helpers.

export const STAR = '*';

/** A mask returns null to say "not a match after all"; the search then resumes one character on. */
export type Mask = (m: string) => string | null;
export type Rule = readonly [RegExp, Mask];

// Token edges: a match must not touch letters, digits, `_`, or a `.digit` continuation.
// `*` counts as an edge too, so residue of an earlier mask never unblocks a new match (idempotence).
export const START = String.raw`(?<![\w.+*])`;
export const END = String.raw`(?![\w*]|[.,][\d*])`;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isAlnum = (code: number) => isDigit(code) || ((code | 32) >= 97 && (code | 32) <= 122);

/** Replaces every character passing `keepable` except the last `keep` of them with `*`, leaving the rest in place. */
function maskExceptLast(s: string, keep: number, keepable: (code: number) => boolean): string {
  let total = 0;
  for (let i = 0; i < s.length; i++) if (keepable(s.charCodeAt(i))) total++;
  let seen = 0;
  let out = '';
  for (let i = 0; i < s.length; i++) out += keepable(s.charCodeAt(i)) && ++seen <= total - keep ? STAR : s.charAt(i);
  return out;
}

/** Replaces every digit except the last `keep` digits with `*`, leaving separators in place. */
export function maskDigitsExceptLast(s: string, keep: number): string {
  return maskExceptLast(s, keep, isDigit);
}

/** Replaces every ASCII letter and digit except the last `keep` with `*`, leaving separators and brackets in place. */
export function maskAlnumExceptLast(s: string, keep: number): string {
  return maskExceptLast(s, keep, isAlnum);
}

/** Σ weights[i] · digit i of `digits`. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (weights[i] as number) * (digits.charCodeAt(i) - 48);
  return sum;
}

/** The digits of `s`, in order. */
export const digitsOf = (s: string): string => s.replace(/\D/g, '');
