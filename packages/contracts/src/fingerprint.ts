import { z } from 'zod';

/** §7 "a server path /dfdid/udid/c1": issues the device fingerprint id (POST `{ signals }` → `{ id }`). */
export const FINGERPRINT_PATH = '/dfdid/udid/c1';
export const fingerprintBodySchema = z
  .object({
    /** A hash of the browser's signals, computed in the browser (hex); the raw signals never leave it. */
    signals: z.string().regex(/^[0-9a-f]{16,128}$/, 'signals must be 16 to 128 lower-case hex characters'),
  })
  .strict();
export const fingerprintResponseSchema = z.object({ id: z.string().regex(/^[0-9a-f]{40}$/) });
