import { request } from 'node:http';
import { WEB_PORT } from './harness';

export interface HttpAnswer {
  readonly status: number;
  readonly location: string | null;
  readonly contentType: string;
  readonly body: string;
}

/**
 * GET a sub-site's path over plain HTTP, without following redirects: node does not resolve
 * `*.localhost`, so this connects to 127.0.0.1 and names the sub-site in the Host header, as a
 * browser would.
 */
export function httpGet(label: string, path: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  const host = `${label ? `${label}.` : ''}localhost:${WEB_PORT}`;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: WEB_PORT, path, method: 'GET', headers: { host, accept: 'text/html', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: typeof res.headers.location === 'string' ? res.headers.location : null,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${host}${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** Follows same-site redirects (at most `hops`) and returns the last answer and the path it came from. */
export async function httpFollow(label: string, path: string, hops = 3): Promise<HttpAnswer & { readonly path: string }> {
  let current = path;
  for (let i = 0; ; i++) {
    const answer = await httpGet(label, current);
    if (answer.status < 300 || answer.status >= 400 || answer.location === null || i >= hops) return { ...answer, path: current };
    const next = new URL(answer.location, `http://${label ? `${label}.` : ''}localhost:${WEB_PORT}`);
    current = next.pathname + next.search;
  }
}

/** The number of `<h1` elements in server HTML. */
export function h1Count(html: string): number {
  return (html.match(/<h1[\s>]/g) ?? []).length;
}

/** The document's `<title>` text ('' when missing or empty). */
export function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
}

/** Runs `task` over `items`, `limit` at a time, in order of completion. */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
