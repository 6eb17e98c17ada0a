import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { FINGERPRINT_PATH, fingerprintBodySchema } from '@ex/contracts';
import { fingerprintId } from '@ex/domain';
import type { AppDeps, AppEnv } from '../deps';
import { readBody } from '../http/input';

/**
 * §7 "/dfdid/udid/c1": the device fingerprint id (§3, §4.17). The browser sends a hash of its signals
 * (never the signals themselves); the id is the issue time and an HMAC of that hash under the
 * deployment's key, so the same device gets the same 32-hex part, nobody can forge one for another
 * device's hash without the key, and the id carries no personal data. Nothing is stored.
 */
export function fingerprintRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(FINGERPRINT_PATH, async (c) => {
    const { signals } = await readBody(c, fingerprintBodySchema);
    const digest = createHmac('sha256', deps.secrets.fingerprintKey).update(signals).digest('hex').slice(0, 32);
    c.header('Cache-Control', 'no-store');
    return c.json({ id: fingerprintId(deps.now(), digest) });
  });
  return app;
}
