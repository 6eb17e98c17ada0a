// npm placed drizzle-orm under packages/db/node_modules while drizzle-kit sits at the repo root, and
// drizzle-kit's version check does `import('drizzle-orm/version')` from its own location, which fails.
// This hook resolves drizzle-orm imports as if made from packages/db. Used only by `npm run generate`.
import { register } from 'node:module';

register('./drizzle-kit-hooks.mjs', import.meta.url);
