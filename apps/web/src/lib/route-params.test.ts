import { afterEach, describe, expect, it } from 'vitest';
import { readRouteParams } from './route-params';

const PSEUDO = 'issue 12 pseudo-locale; decision: never reachable without PSEUDO_LOCALE=1';
const params = (site: string, locale: string) => Promise.resolve({ site, locale });

describe(`readRouteParams and the pseudo-locale segment (${PSEUDO})`, () => {
  const saved = process.env.PSEUDO_LOCALE;
  afterEach(() => {
    if (saved === undefined) delete process.env.PSEUDO_LOCALE;
    else process.env.PSEUDO_LOCALE = saved;
  });

  it('refuses en-XA (404) when the server runs without PSEUDO_LOCALE=1', async () => {
    delete process.env.PSEUDO_LOCALE;
    await expect(readRouteParams(params('main', 'en-XA'))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it('renders en-XA as English (formats, links) when PSEUDO_LOCALE=1', async () => {
    process.env.PSEUDO_LOCALE = '1';
    await expect(readRouteParams(params('main', 'en-XA'))).resolves.toEqual({ site: 'main', locale: 'en' });
    await expect(readRouteParams(params('nowhere', 'en-XA'))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it('still serves real locales and refuses unknown ones', async () => {
    await expect(readRouteParams(params('main', 'ja'))).resolves.toEqual({ site: 'main', locale: 'ja' });
    await expect(readRouteParams(params('main', 'xx'))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
