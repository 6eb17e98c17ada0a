import { describe, expect, it } from 'vitest';
import { resolveSiteHosts } from '@ex/sites';
import { isOwnOrigin } from './origin';

const PORT = 'issue 10 finding 6 "The CSRF Origin check must compare the port as well"';
const HOSTS = resolveSiteHosts({});
const SITE = { host: 'localhost:3000', https: false };
const TLS = { host: 'example.com', https: true };
const TLS_HOSTS = resolveSiteHosts({ baseDomain: 'example.com' });

describe('isOwnOrigin', () => {
  it.each([
    { spec: "the request's own origin", origin: 'http://localhost:3000', request: SITE, hosts: HOSTS, own: true },
    { spec: 'another sub-site on the same port', origin: 'http://tr.localhost:3000', request: SITE, hosts: HOSTS, own: true },
    { spec: 'www of the main host on the same port', origin: 'http://www.localhost:3000', request: SITE, hosts: HOSTS, own: true },
    { spec: `${PORT}: another port on our host`, origin: 'http://localhost:9999', request: SITE, hosts: HOSTS, own: false },
    { spec: `${PORT}: another port on a sub-site host`, origin: 'http://tr.localhost:9999', request: SITE, hosts: HOSTS, own: false },
    { spec: `${PORT}: no port is port 80, not 3000`, origin: 'http://localhost', request: SITE, hosts: HOSTS, own: false },
    { spec: 'another scheme', origin: 'https://localhost:3000', request: SITE, hosts: HOSTS, own: false },
    { spec: 'https on the default port, written or not', origin: 'https://tr.example.com', request: TLS, hosts: TLS_HOSTS, own: true },
    { spec: 'https with :443 spelt out', origin: 'https://example.com:443', request: TLS, hosts: TLS_HOSTS, own: true },
    { spec: 'http to an https site', origin: 'http://example.com', request: TLS, hosts: TLS_HOSTS, own: false },
    { spec: 'https on another port', origin: 'https://example.com:8443', request: TLS, hosts: TLS_HOSTS, own: false },
    { spec: 'a foreign host', origin: 'http://evil.example:3000', request: SITE, hosts: HOSTS, own: false },
    { spec: 'a look-alike suffix', origin: 'http://localhost.evil.example:3000', request: SITE, hosts: HOSTS, own: false },
    { spec: '"null" (sandboxed frame)', origin: 'null', request: SITE, hosts: HOSTS, own: false },
    { spec: 'garbage', origin: 'http://', request: SITE, hosts: HOSTS, own: false },
  ])('$spec', ({ origin, request, hosts, own }) => {
    expect(isOwnOrigin(origin, request, hosts)).toBe(own);
  });
});
