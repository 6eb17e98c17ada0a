import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, pagePolicy } from './csp';
import { createEdgeServer } from './edge';

const CSP = "issue 20 \"Every HTML response carries a CSP without 'unsafe-inline' or 'unsafe-eval' for scripts: nonces … or hashes\"";
const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it.each([
    ['one inline script', '<p>x</p><script>self.__next_f.push([1,"a"])</script>', [sha('self.__next_f.push([1,"a"])')]],
    [
      'attributes on the tag, body hashed as written',
      '<script id="t" nonce="">document.documentElement.dataset.theme="dark"</script>',
      [sha('document.documentElement.dataset.theme="dark"')],
    ],
    ['external scripts are not hashed', '<script src="/_next/static/chunks/a.js" async></script><script>b()</script>', [sha('b()')]],
    ['duplicates once, in order', '<script>b()</script><script>a()</script><script>b()</script>', [sha('b()'), sha('a()')]],
    ['multi-line bodies and an upper-case tag', '<SCRIPT type="application/ld+json">{\n"a":1}</SCRIPT >', [sha('{\n"a":1}')]],
    ['no scripts', '<html><body>hello</body></html>', []],
  ])('%s', (_, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});

describe('pagePolicy', () => {
  it(CSP, () => {
    const policy = pagePolicy([sha('a()')]);
    expect(policy).toBe(
      `script-src 'self' ${sha('a()')}; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; ` +
        "require-trusted-types-for 'script'; trusted-types exchange default nextjs nextjs#bundler",
    );
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
  it('issue 20 "Trusted Types … so a future innerHTML outside them fails": a loader adds its policy name to the list', () => {
    expect(pagePolicy([], { trustedTypesPolicies: ['exchange', 'mfe-loader'] })).toMatch(
      /; require-trusted-types-for 'script'; trusted-types exchange mfe-loader$/,
    );
  });
  it('adds the configured script origins (a CDN) before the hashes', () => {
    expect(pagePolicy([], { scriptOrigins: ['https://static.example.com'] })).toMatch(/^script-src 'self' https:\/\/static\.example\.com;/);
  });
});

describe('the edge sets the page policy from the HTML it sends', () => {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));
  const PAGE =
    '<!doctype html><html><head><script>window.__theme="dark"</script></head><body><h1>Hi</h1><script>self.__next_f.push([0])</script></body></html>';

  async function edgeServing(app: Parameters<typeof createEdgeServer>[0]['app']): Promise<string> {
    const server = createEdgeServer({
      apiOrigin: 'http://127.0.0.1:9',
      trustedHops: 0,
      siteHttps: false,
      app,
      pageCsp: {},
      log: () => undefined,
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('a streamed page: every inline script of the body is allowed, nothing else inline', async () => {
    const origin = await edgeServing((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write(PAGE.slice(0, 40));
      res.end(PAGE.slice(40));
    });
    const res = await fetch(origin + '/');
    expect(await res.text()).toBe(PAGE);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(sha('window.__theme="dark"'));
    expect(policy).toContain(sha('self.__next_f.push([0])'));
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('a gzip-compressed page with writeHead headers is hashed from its decoded body and sent unchanged', async () => {
    const zipped = gzipSync(PAGE);
    const origin = await edgeServing((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': zipped.length });
      res.end(zipped);
    });
    const res = await fetch(origin + '/');
    expect(await res.text()).toBe(PAGE); // fetch decodes gzip
    expect(res.headers.get('content-security-policy')).toContain(sha('window.__theme="dark"'));
  });

  it('other responses keep the general frame-ancestors policy and stream untouched', async () => {
    const origin = await edgeServing((_req, res) => {
      res.setHeader('content-type', 'application/javascript');
      res.end('console.log(1)');
    });
    const res = await fetch(origin + '/_next/static/a.js');
    expect(await res.text()).toBe('console.log(1)');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  });
});
