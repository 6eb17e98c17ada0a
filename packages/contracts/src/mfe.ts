import { z } from 'zod';
import { MINI_APP_NAMES } from './mfe-host';

/**
 * Micro-frontends (§7 "Micro-frontends loaded from a static host", issue 17). Each mini-app is an ES
 * module built by apps/mfe/build.mjs and pinned in its manifest by version and SRI hash; the host's
 * loader (apps/web core/mfe) refuses a bundle whose bytes do not match.
 */

const SRI_SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;
/** A path under the mini-app host: `<name>/<version>/<name>.<hash>.js`, no `..`, no scheme. */
const BUNDLE_FILE = /^[a-z_]+\/\d+\.\d+\.\d+\/[a-z_]+\.[0-9a-f]{16}\.js$/;

export const miniAppEntrySchema = z.object({
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  file: z.string().regex(BUNDLE_FILE),
  integrity: z.string().regex(SRI_SHA384),
  bytes: z.number().int().positive(),
  gzipBytes: z.number().int().positive(),
});
export type MiniAppEntry = z.infer<typeof miniAppEntrySchema>;

export const miniAppManifestSchema = z.object({
  schema: z.literal(1),
  apps: z.partialRecord(z.enum(MINI_APP_NAMES), miniAppEntrySchema),
});
export type MiniAppManifest = z.infer<typeof miniAppManifestSchema>;
/** No manifest (the mini-apps were not built): every mini-app is unavailable and its fallback applies. */
export const MINI_APP_MANIFEST_DEFAULT: MiniAppManifest = { schema: 1, apps: {} };
