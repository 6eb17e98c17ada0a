import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

import { NOT_FOUND_HEADER } from '../lib/proxy-decision';

export interface NotFoundRescueOptions {
  /** This server's port, for the loopback request. */
  readonly port: number;
  /** The per-process secret of NOT_FOUND_HEADER. */
  readonly token: string;
  readonly log: (message: string) => void;
}

/** Headers of the original request the not-found page may depend on (sub-site, language, theme). */
const FORWARDED = ['host', 'cookie', 'accept', 'accept-language', 'user-agent'];

/**
 * Whether a request may get the server-rendered 404 page: a document request (GET, not a client
 * router's RSC fetch, not a build asset), not the loopback itself.
 */
export function isRescuable(req: IncomingMessage, pathname: string): boolean {
  return (
    req.method === 'GET' && req.headers.rsc === undefined && req.headers[NOT_FOUND_HEADER] === undefined && !pathname.startsWith('/_next/')
  );
}

/**
 * Next.js 16 answers `notFound()` of a dynamic route with status 404 and an empty error shell whose
 * page is drawn in the browser (vercel/next.js#62228): no title, no body without JavaScript. This
 * watches the response: when it turns out to be a 404 HTML page, Next's output is held back and the
 * static not-found page of the same sub-site and locale (fetched over loopback with the same host,
 * path and cookies) is sent instead, still with status 404. If that fetch fails, Next's own output
 * goes out unchanged.
 */
export function rescueNotFound(req: IncomingMessage, res: ServerResponse, options: NotFoundRescueOptions): void {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const flushHeaders = res.flushHeaders.bind(res);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  let rescuing: boolean | null = null;
  const held: Buffer[] = [];
  const decide = (): boolean => {
    rescuing ??= res.statusCode === 404 && /^text\/html\b/.test(String(res.getHeader('content-type') ?? ''));
    return rescuing;
  };
  const hold = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    held.push(
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  const callbackOf = (args: unknown[]) => args.find((a): a is () => void => typeof a === 'function');

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    const headers = rest.find((a) => typeof a === 'object' && a !== null) as Record<string, string | string[] | number> | undefined;
    if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return decide() ? res : writeHead(status);
  }) as typeof res.writeHead;
  res.flushHeaders = () => {
    if (!decide()) flushHeaders();
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!decide()) return write(chunk, ...rest);
    hold(chunk, rest[0]);
    callbackOf(rest)?.();
    return true;
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    if (!decide()) return end(...args);
    hold(args[0], args[1]);
    callbackOf(args)?.();
    fetchNotFoundPage(req, options).then(
      (page) => {
        for (const name of ['content-length', 'content-encoding', 'etag']) res.removeHeader(name);
        res.setHeader('content-type', page.contentType);
        writeHead(404);
        end(page.body);
      },
      (error: unknown) => {
        options.log(`404 page fetch failed for ${req.url ?? ''}: ${error instanceof Error ? error.message : String(error)}`);
        writeHead(404);
        end(Buffer.concat(held));
      },
    );
    return res;
  }) as typeof res.end;
}

/** GET the same path over loopback with the secret header: proxy.ts serves the static not-found page. */
function fetchNotFoundPage(req: IncomingMessage, options: NotFoundRescueOptions): Promise<{ body: Buffer; contentType: string }> {
  const headers: Record<string, string> = { [NOT_FOUND_HEADER]: options.token };
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return new Promise((resolve, reject) => {
    const loopback = httpRequest(
      { host: '127.0.0.1', port: options.port, path: req.url ?? '/', method: 'GET', headers, timeout: 10_000 },
      (page) => {
        const chunks: Buffer[] = [];
        page.on('data', (chunk: Buffer) => chunks.push(chunk));
        page.on('end', () => {
          if (page.statusCode !== 200) return reject(new Error(`status ${page.statusCode ?? 0}`));
          resolve({ body: Buffer.concat(chunks), contentType: String(page.headers['content-type'] ?? 'text/html; charset=utf-8') });
        });
        page.on('error', reject);
      },
    );
    loopback.on('timeout', () => loopback.destroy(new Error('timed out')));
    loopback.on('error', reject);
    loopback.end();
  });
}
