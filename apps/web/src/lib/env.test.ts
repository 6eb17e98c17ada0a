import { describe, expect, it } from 'vitest';
import { readWebEnv } from './env';

const README = 'README "Configuration"';

describe(`readWebEnv (${README})`, () => {
  it('defaults: localhost hosts, http, no public port, the API on 127.0.0.1:3001, no diagnostics', () => {
    const env = readWebEnv({});
    expect(env.hosts.main).toBe('localhost');
    expect(env.hosts.tr).toBe('tr.localhost');
    expect(env).toMatchObject({
      port: 3000,
      protocol: 'http:',
      publicPort: undefined,
      apiOrigin: 'http://127.0.0.1:3001',
      diagnosticRoutes: false,
    });
  });

  it.each([
    [
      'SITE_BASE_DOMAIN moves every host',
      { SITE_BASE_DOMAIN: 'example.com' },
      (e: ReturnType<typeof readWebEnv>) => e.hosts.tr === 'tr.example.com',
    ],
    [
      'SITE_HOSTS overrides one host',
      { SITE_HOSTS: 'tr=borsa.example' },
      (e: ReturnType<typeof readWebEnv>) => e.hosts.tr === 'borsa.example',
    ],
    ['SITE_PROTOCOL=https', { SITE_PROTOCOL: 'https' }, (e: ReturnType<typeof readWebEnv>) => e.protocol === 'https:'],
    ['SITE_PUBLIC_PORT', { SITE_PUBLIC_PORT: '3360' }, (e: ReturnType<typeof readWebEnv>) => e.publicPort === '3360'],
    ['PORT', { PORT: '3360' }, (e: ReturnType<typeof readWebEnv>) => e.port === 3360],
    ['API_PORT', { API_PORT: '3361' }, (e: ReturnType<typeof readWebEnv>) => e.apiOrigin === 'http://127.0.0.1:3361'],
    [
      'API_ORIGIN wins over API_PORT',
      { API_ORIGIN: 'http://api.internal:8080', API_PORT: '3361' },
      (e: ReturnType<typeof readWebEnv>) => e.apiOrigin === 'http://api.internal:8080',
    ],
    ['ENABLE_DIAGNOSTIC_ROUTES=1', { ENABLE_DIAGNOSTIC_ROUTES: '1' }, (e: ReturnType<typeof readWebEnv>) => e.diagnosticRoutes],
    [
      'blank values read as unset',
      { SITE_PROTOCOL: ' ', SITE_PUBLIC_PORT: '', API_PORT: '' },
      (e: ReturnType<typeof readWebEnv>) => e.protocol === 'http:' && e.publicPort === undefined && e.apiOrigin.endsWith(':3001'),
    ],
  ])('%s', (_name, vars, holds) => {
    expect(holds(readWebEnv(vars))).toBe(true);
  });

  it.each([
    [{ SITE_PROTOCOL: 'ftp' }, 'SITE_PROTOCOL must be http or https'],
    [{ SITE_PUBLIC_PORT: 'eighty' }, 'SITE_PUBLIC_PORT must be a port'],
    [{ API_PORT: '70000' }, 'API_PORT must be a port'],
    [{ API_ORIGIN: 'not a url' }, 'API_ORIGIN must be an http(s) URL'],
    [{ SITE_HOSTS: 'xx=foo.example' }, 'unknown sub-site "xx"'],
  ])('refuses %o, naming the variable', (vars, message) => {
    expect(() => readWebEnv(vars)).toThrow(message);
  });
});
