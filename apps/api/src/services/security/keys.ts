import { hkdfSync, randomBytes } from 'node:crypto';
import { appSecrets, eq, type Database } from '@ex/db';
import type { Logger } from '../../logger';

/** Keys derived once at start-up from SECURITY_KEY (or the generated master key in `app_secrets`). */
export interface SecurityKeys {
  /** HMAC-SHA256 key of the CSRF tokens. */
  readonly csrfKey: Buffer;
  /** AES-256-GCM key of the authenticator secrets at rest. */
  readonly totpKey: Buffer;
  /** HMAC-SHA256 key of the §3 compliance token (home compliance gate). */
  readonly complianceKey: Buffer;
  /** HMAC-SHA256 key of the device fingerprint ids (§7 /dfdid/udid/c1). */
  readonly fingerprintKey: Buffer;
  /** HMAC-SHA256 key the per-user deposit addresses are derived with (services/wallet/addresses.ts). */
  readonly depositAddressKey: Buffer;
  /** AES-256-GCM key of the §4.7 encrypted streamer ids (`shortlink=group&to=…`). */
  readonly chatRefKey: Buffer;
}

/** The `app_secrets` row holding the generated master key when SECURITY_KEY is not set. */
export const MASTER_KEY_SECRET = 'security_master_key';
const MASTER_KEY_BYTES = 32;

/** HKDF-SHA256 sub-keys: one purpose, one key, so a leak of one use does not expose another. */
export function deriveSecurityKeys(master: Buffer): SecurityKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  return {
    csrfKey: derive('ex/csrf-hmac/v1'),
    totpKey: derive('ex/totp-aes-gcm/v1'),
    complianceKey: derive('ex/compliance-token-hmac/v1'),
    fingerprintKey: derive('ex/fingerprint-hmac/v1'),
    depositAddressKey: derive('ex/deposit-address-hmac/v1'),
    chatRefKey: derive('ex/chat-streamer-ref-aes-gcm/v1'),
  };
}

/**
 * The security keys of this deployment. With SECURITY_KEY (`configured`, already decoded and checked by
 * readConfig) they are derived from it. Without, a random master key is generated once and stored in
 * `app_secrets` — insert-if-absent then read back, so concurrent first starts of several API processes
 * all end up with the same key — and a warning says production should set SECURITY_KEY.
 */
export async function loadSecurityKeys(options: { db: Database; logger: Logger; configured: Buffer | undefined }): Promise<SecurityKeys> {
  if (options.configured) return deriveSecurityKeys(options.configured);
  await options.db
    .insert(appSecrets)
    .values({ name: MASTER_KEY_SECRET, value: randomBytes(MASTER_KEY_BYTES).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await options.db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, MASTER_KEY_SECRET))
    .limit(1);
  const master = Buffer.from(row?.value ?? '', 'base64url');
  if (master.length < MASTER_KEY_BYTES) throw new Error(`app_secrets.${MASTER_KEY_SECRET} is missing or too short`);
  options.logger.warn('SECURITY_KEY is not set: using the generated key stored in the database; production should set SECURITY_KEY');
  return deriveSecurityKeys(master);
}
