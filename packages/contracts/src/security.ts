import { z } from 'zod';
import { PASSWORD_MAX } from './auth';
import { formTextFields } from './form-body';

/** §4.10 validity options: one hour (1), every time (2), never (0). */
export const FUNDPASS_FREQUENCIES = [0, 1, 2] as const;
export const frequencySchema = z.literal(FUNDPASS_FREQUENCIES, 'Choose one hour, every time or never');

/** Fund password: 6–32 characters (stored hashed like the login password, never equal to it). */
export const fundpassSchema = z.string().min(6, 'Use at least 6 characters').max(32, 'Use at most 32 characters');
/** A 6-digit authenticator code. */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

/** GET /api/web/v1/security/overview */
export const securityOverviewSchema = z.object({
  has_fundpass: z.boolean(),
  fundpass_frequency: z.number().int(),
  totp_enabled: z.boolean(),
  /** ISO time until which a lock on fund-password/TOTP attempts holds, or null. */
  locked_until: z.string().nullable(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** POST /api/web/v1/security/fundpass/set — first fund password, confirmed with the login password. */
export const fundpassSetBodySchema = z.object({
  login_password: z.string().min(1, 'Enter your log-in password').max(PASSWORD_MAX),
  fundpass: fundpassSchema,
});

/** POST /api/web/v1/security/fundpass/change — needs the old one, and the authenticator code when enabled. */
export const fundpassChangeBodySchema = z.object({
  old_fundpass: z.string().min(1, 'Enter your current fund password').max(32),
  fundpass: fundpassSchema,
  totp: totpCodeSchema.optional(),
});

/** POST /api/web/v1/security/fundpass/verify — the fund-password modal's confirm (§4.10). */
export const fundpassVerifyBodySchema = z.object({ fundpass: z.string().min(1, 'Enter your fund password').max(32) });
export const fundpassVerifyResultSchema = z.object({
  /** Unix seconds until which no new prompt is needed (frequency 1), 0 when every time. */
  valid_until: z.number().int().nonnegative(),
});

/** GET /apiweb/v1/user/get_user_frequency (§7: code 0 success, data.frequency). */
export const userFrequencySchema = z.object({ frequency: z.number().int() });

/** POST /json_svr/query_safe (§7): form-encoded (`frequency` as its text), CSRF header from a cookie. */
export const querySafeBodySchema = formTextFields(
  z.object({
    action: z.literal('tradepassfrequency'),
    frequency: frequencySchema,
    fundpass: z.string().min(1, 'Enter your fund password').max(32),
    totp: totpCodeSchema,
  }),
  { frequency: 'int' },
);
/** Its response is not the usual envelope: `result` truthy on success, `msg` otherwise (§7, §8). */
export const querySafeResponseSchema = z.object({ result: z.union([z.boolean(), z.number()]), msg: z.string() });
export type QuerySafeResponse = z.infer<typeof querySafeResponseSchema>;

/** POST /api/web/v1/security/totp/setup — a pending secret to scan. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
/** POST /api/web/v1/security/totp/confirm */
export const totpConfirmBodySchema = z.object({ code: totpCodeSchema });
export const okSchema = z.object({ ok: z.literal(true) });

/** CSRF (issue 4): double-submit cookie and header names. Under https the cookie is `__Host-csrftoken`. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_COOKIE_SECURE = '__Host-csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/** §7 "csrf header from a cookie (fallback '1')". */
export const CSRF_FALLBACK = '1';

/** §3 "Sub-account info": type 1 normal, 4 managed; sub_type 6 bugs, 7 asset management. */
export const subAccountInfoSchema = z.object({ type: z.number().int(), sub_type: z.number().int() });
/** §8 "fall back to type 1 sub type 1". */
export const SUB_ACCOUNT_INFO_DEFAULT = { type: 1, sub_type: 1 } as const;
export const subAccountQuerySchema = z.object({ sub_uid: z.coerce.number().int().positive() });
/** GET /api/web/v1/usercenter/get_sub_user_type (response not shown in §7: our shape). */
export const subUserTypeSchema = z.object({ is_sub: z.boolean(), type: z.number().int(), sub_type: z.number().int() });
