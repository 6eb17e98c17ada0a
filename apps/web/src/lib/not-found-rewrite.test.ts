import { describe, expect, it } from 'vitest';
import { notFoundRewrite } from './proxy-decision';

const SSR = 'issue 15 "The 404 page is server-rendered with its title and body, so it works without JavaScript"';
const DEAD = 'DEVELOPERS.md "No dead ends": no page answers 200 with "not found"';

describe('notFoundRewrite', () => {
  const decision = (site: 'main' | 'tr', locale: 'en' | 'zh' | 'tr', path: string) => ({
    site,
    locale,
    path,
    internalPath: `/${site}/${locale}${path === '/' ? '' : path}`,
  });
  it.each([
    [
      `${SSR}: the edge's loopback gets the static 404 page of the same site and locale`,
      decision('main', 'zh', '/no-such'),
      true,
      '/main/zh/page-not-found',
    ],
    [`${SSR}: on Turkey in Turkish`, decision('tr', 'tr', '/trade/NOPE_USDT'), true, '/tr/tr/page-not-found'],
    [`${SSR}: any other request is rewritten as before`, decision('main', 'en', '/price'), false, '/main/en/price'],
    [
      `${DEAD}: the 404 page's own address is an unknown path`,
      decision('main', 'en', '/page-not-found'),
      false,
      '/main/en/page-not-found/direct',
    ],
    [`${DEAD}: and below it`, decision('main', 'en', '/page-not-found/x'), false, '/main/en/page-not-found/direct'],
    [`${DEAD}: a longer word is an ordinary path`, decision('main', 'en', '/page-not-founds'), false, '/main/en/page-not-founds'],
  ] as const)('%s', (_spec, input, loopback, expected) => {
    expect(notFoundRewrite(input, loopback)).toBe(expected);
  });
});
