import { Secret, TOTP } from 'otpauth';
import { ENDPOINTS } from '@ex/contracts';
import { eq, securityLocks, userSecurity, users } from '@ex/db';
import { expect } from 'vitest';
import { createLogger } from '../logger';
import { hashPassword } from '../services/password';
import { createAuthRateLimits } from '../services/rate-limit';
import { Browser, startTestApi, type TestApi } from './harness';

export const LOGIN_PASSWORD = 'Login-pass-2026';

/**
 * A test API whose log-in limits are out of the way: these suites log in often from one
 * (socket-less) address, and the lock under test is the fund-password/TOTP one.
 */
export function startSecurityApi(options: { seed?: boolean } = {}): Promise<TestApi> {
  const roomy = { limit: 10_000, windowMs: 60_000 };
  const rateLimits = createAuthRateLimits({
    logger: createLogger({ level: 'silent' }),
    rules: { loginEmail: { name: 'le', ...roomy }, loginIp: { name: 'li', ...roomy }, signupIp: { name: 'si', ...roomy } },
  });
  return startTestApi({ ...options, rateLimits });
}

let hashed: Promise<string> | undefined;

/** A fresh account (inserted directly: one scrypt for all) signed in through the real log-in. */
export async function newUser(api: TestApi, email: string, host = 'localhost'): Promise<{ browser: Browser; uid: number }> {
  hashed ??= hashPassword(LOGIN_PASSWORD);
  const [row] = await api.handle.db
    .insert(users)
    .values({ email, passwordHash: await hashed, nickname: email.split('@')[0] ?? 'user' })
    .returning({ uid: users.uid });
  if (!row) throw new Error('user not created');
  return { browser: await signIn(api, email, LOGIN_PASSWORD, host), uid: row.uid };
}

export async function signIn(api: TestApi, email: string, password: string, host = 'localhost'): Promise<Browser> {
  const browser = new Browser(api, host);
  const res = await browser.postJson(ENDPOINTS.login.path, { email, password });
  expect(res.status, `login ${email}`).toBe(200);
  return browser;
}

/** The code an authenticator app shows for `base32` at `timestamp` (ms). */
export function totpAt(base32: string, timestamp: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30, timestamp });
}

export async function securityRow(api: TestApi, uid: number) {
  const [row] = await api.handle.db.select().from(userSecurity).where(eq(userSecurity.uid, uid));
  return row;
}

export async function lockRows(api: TestApi, uid: number) {
  return api.handle.db.select().from(securityLocks).where(eq(securityLocks.uid, uid));
}

/** POST JSON with the browser's CSRF header. */
export function post(browser: Browser, path: string, body: unknown): Promise<Response> {
  return browser.postJson(path, body, browser.csrfHeaders());
}

/** Sets the fund password (must succeed). */
export async function setFundpass(browser: Browser, fundpass: string): Promise<void> {
  const res = await post(browser, ENDPOINTS.fundpassSet.path, { login_password: LOGIN_PASSWORD, fundpass });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
}

/** Starts and confirms the authenticator at the API's clock; returns the base32 secret. */
export async function enableTotp(api: TestApi, browser: Browser): Promise<string> {
  const setup = await post(browser, ENDPOINTS.totpSetup.path, {});
  expect(setup.status).toBe(200);
  const { data } = (await setup.json()) as { data: { secret: string } };
  const confirm = await post(browser, ENDPOINTS.totpConfirm.path, { code: totpAt(data.secret, api.clock.now()) });
  expect(confirm.status, JSON.stringify(await confirm.clone().json())).toBe(200);
  return data.secret;
}
