import { z } from 'zod';

/** Passwords longer than this are refused before hashing (a KDF on megabytes is a DoS vector). */
export const PASSWORD_MAX = 128;
export const PASSWORD_MIN = 8;

export const emailSchema = z.string().trim().toLowerCase().max(254, 'E-mail is too long').pipe(z.email('Enter a valid e-mail address'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`)
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), 'Use letters and digits');

export const nicknameSchema = z
  .string()
  .trim()
  .min(2, 'Use at least 2 characters')
  .max(32, 'Use at most 32 characters')
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'Letters, digits, _ . - only');

/** POST /api/web/v1/auth/signup */
export const signupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  nickname: nicknameSchema.optional(),
  /** Acquisition channel (§4.2 "An acquisition channel value can be set first"). */
  ch: z.string().max(64).optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** POST /api/web/v1/auth/login — only the length cap is checked before the lookup. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Response data of signup and login. */
export const authResultSchema = z.object({ uid: z.number().int().positive(), nickname: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

/** Response data of logout. */
export const logoutResultSchema = z.object({ ok: z.literal(true) });
