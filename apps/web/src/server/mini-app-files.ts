import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/** Where the web server serves the mini-app bundles (issue 17 "default: its own /mfe/"). */
export const MINI_APP_PATH = '/mfe/';

/** A content-hashed bundle name (apps/mfe/build.mjs): its bytes never change, so it caches for good. */
const HASHED_BUNDLE = /^[a-z_]+\/\d+\.\d+\.\d+\/[a-z_]+\.[0-9a-f]{16}\.js$/;

/**
 * The response headers of one file under /mfe/, or null when nothing is served there: hashed
 * bundles are immutable for a year; the manifest revalidates every time. Other names are 404.
 * @example miniAppFileHeaders('funds_transfer/1.0.0/funds_transfer.0123456789abcdef.js')?.['cache-control'] === 'public, max-age=31536000, immutable'
 */
export function miniAppFileHeaders(relative: string): Record<string, string> | null {
  if (HASHED_BUNDLE.test(relative)) {
    return { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' };
  }
  if (relative === 'manifest.json') return { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' };
  return null;
}

/**
 * Serves GET/HEAD under /mfe/ from `dir` (apps/mfe/dist). Returns false for any other path so the
 * request goes on to Next.js. A CDN may sit in front (MFE_BASE_URL): bundles are public and CORS-open.
 */
export function serveMiniAppFile(req: IncomingMessage, res: ServerResponse, pathname: string, dir: string): boolean {
  if (!pathname.startsWith(MINI_APP_PATH)) return false;
  let relative = '';
  try {
    relative = decodeURIComponent(pathname.slice(MINI_APP_PATH.length));
  } catch {
    relative = '';
  }
  const headers = (req.method === 'GET' || req.method === 'HEAD') && !relative.includes('..') ? miniAppFileHeaders(relative) : null;
  const file = path.join(dir, relative);
  let size = -1;
  try {
    if (headers && file.startsWith(path.resolve(dir) + path.sep)) size = statSync(file).size;
  } catch {
    size = -1;
  }
  if (!headers || size < 0) {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end('Not found');
    return true;
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('cross-origin-resource-policy', 'cross-origin');
  res.setHeader('content-length', size);
  res.statusCode = 200;
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
  return true;
}
