import { z } from 'zod';

/** Every API response: `{ code, message, data }`; code 0 is success (§7 "response code 0"). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

/** A 4xx/5xx body. `field` names the first invalid input field, `errors` lists all of them. */
export const apiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  field: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Error codes the API returns (HTTP status × 100 plus a detail). */
export const ERROR_CODES = {
  invalidInput: 40000,
  unauthenticated: 40100,
  badCredentials: 40101,
  /** Wrong fund password or authenticator code. */
  wrongSecret: 40102,
  forbidden: 40300,
  csrf: 40301,
  /**
   * The action needs the fund password (§4.10) and no verification covers it: prompt with the
   * fund-password modal (POST security/fundpass/verify), then retry the same request.
   */
  fundpassRequired: 40302,
  /**
   * The compliance check does not allow this action (issue 10: a blocked country, a country-limited
   * or a withdraw-only account may only cancel orders, close positions, redeem and withdraw). The
   * message says why; nothing was written. Not retryable as it is.
   */
  actionNotAllowed: 40303,
  notFound: 40400,
  duplicateEmail: 40900,
  /** Too many wrong fund-password/TOTP attempts: locked until a time shown to the user. */
  locked: 42300,
  rateLimited: 42900,
  internal: 50000,
  /** Written by the web server, not the API: the API reset the connection or answered garbage. */
  badGateway: 50200,
  /** Written by the web server: the API is not accepting connections (down or restarting). */
  unavailable: 50300,
  /** Written by the web server: the API did not answer in time. */
  gatewayTimeout: 50400,
} as const;

/**
 * Parses `raw` with `schema`; on any mismatch returns `fallback` (§8 "Silent fallback to defaults").
 * @example parseOr(z.number(), 'x', 0) === 0
 */
export function parseOr<T>(schema: z.ZodType<T>, raw: unknown, fallback: T): T {
  const result = schema.safeParse(raw);
  return result.success ? result.data : fallback;
}
