import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_ENV } from '../lib/env';
import { parseTrustedHops } from './client-address';
import { createEdgeServer } from './edge';

/**
 * The web server: `npm start` runs the bundle of this file (apps/web/dist/server.mjs, built with the
 * app), `npm run dev` runs it with tsx and `--dev`. It replaces `next start`: Next.js serves the pages
 * behind the edge layer (./edge.ts), which owns the forwarded headers, the security headers and the
 * API paths. PORT (3000), API_ORIGIN / API_PORT, TRUSTED_PROXY_HOPS (0), SITE_PROTOCOL: see README.
 */
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  // Before Next.js (and React) load: they pick their production or development builds from it.
  if (!dev) Object.assign(process.env, { NODE_ENV: 'production' });
  // The secret of the edge's loopback request for the 404 page; proxy.ts (same process) reads it.
  const notFoundToken = randomBytes(24).toString('hex');
  process.env.EX_NOT_FOUND_TOKEN = notFoundToken;
  const { port, apiOrigin } = WEB_ENV;
  const trustedHops = parseTrustedHops(process.env.TRUSTED_PROXY_HOPS);
  const dir = webDir();
  // As under `next start`/`next dev`: next.config.ts and its plugins resolve paths from apps/web.
  process.chdir(dir);
  const { default: next } = await import('next');

  // Next.js attaches its upgrade listener (dev hot reload) to this emitter instead of the server,
  // so it never sees the API's WebSocket; the edge hands it the other upgrades.
  const nextUpgrades = new EventEmitter();
  const app = next({ dev, dir, port, hostname: 'localhost', httpServer: nextUpgrades as Server });
  await app.prepare();
  const handle = app.getRequestHandler();

  const server = createEdgeServer({
    apiOrigin,
    trustedHops,
    siteHttps: WEB_ENV.protocol === 'https:',
    notFound: { port, token: notFoundToken },
    pageCsp: dev ? undefined : { scriptOrigins: miniAppScriptOrigins(process.env.MFE_BASE_URL) },
    miniAppDir: process.env.MFE_DIST_DIR || path.join(dir, '../mfe/dist'),
    app: (req, res) => handle(req, res),
    appUpgrade: (req, socket, head) => {
      if (!nextUpgrades.emit('upgrade', req, socket, head)) socket.destroy();
    },
  });
  server.listen(port, () => {
    console.warn(
      `web server listening on port ${port} (${dev ? 'development' : 'production'}; API at ${apiOrigin}; TRUSTED_PROXY_HOPS=${trustedHops})`,
    );
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    server.closeIdleConnections();
    server.close(() => {
      void app.close().finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A mini-app host on another origin (a CDN in MFE_BASE_URL) must be allowed to serve scripts. */
function miniAppScriptOrigins(baseUrl: string | undefined): string[] {
  if (!baseUrl || !/^https?:\/\//i.test(baseUrl)) return [];
  return [new URL(baseUrl).origin];
}

/** apps/web: the nearest folder above this file (src/server/ or dist/) holding next.config.ts. */
function webDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'next.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('next.config.ts not found above the web server');
    dir = parent;
  }
  return dir;
}

main().catch((error: unknown) => {
  console.error('web server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
