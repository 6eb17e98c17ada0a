import { describe, expect, it } from 'vitest';
import type { MenuCode } from '../menu-codes';
import { resolveStateCompliance, type StateComplianceCheck } from './state-compliance';

const LIMITED = '§4.8 "A country-limited user is sent to /state_compliance_tips (non-permanent redirect; covers both UK and state limits)"';
const MAIN =
  '§4.8 "On the main site, when the current path matches a feature code that is not permitted: show the tips if is_show_compliance_tips is set, otherwise redirect to the tips page."';
const FAILED = '§8 "Compliance check failure or non-zero code: … page loads" — the sub-site\'s own menu still applies';

const check = (menu: MenuCode[], tips = false, limited = 0): StateComplianceCheck => ({
  menu,
  limit: { is_show_compliance_tips: tips },
  toast: { limit_country_user_status: limited },
});
const ALL: MenuCode[] = ['spot', 'futures', 'options', 'earn', 'copy_trading'];

describe('resolveStateCompliance', () => {
  it.each([
    { spec: MAIN, site: 'main', path: '/futures/USDT/BTC_USDT', c: check(['spot']), kind: 'redirect' },
    { spec: MAIN, site: 'main', path: '/futures/USDT/BTC_USDT', c: check(['spot'], true), kind: 'show-tips' },
    { spec: MAIN, site: 'main', path: '/futures/USDT/BTC_USDT', c: check(ALL), kind: 'allow' },
    { spec: `${MAIN} — pages that are no feature are never gated`, site: 'main', path: '/help', c: check([]), kind: 'allow' },
    { spec: LIMITED, site: 'main', path: '/trade/BTC_USDT', c: check(ALL, true, 1), kind: 'redirect' },
    {
      spec: `${LIMITED} — a limited user keeps home, account and help`,
      site: 'main',
      path: '/myaccount/security',
      c: check(ALL, false, 1),
      kind: 'allow',
    },
    { spec: `${LIMITED} — the tips page itself`, site: 'main', path: '/state_compliance_tips', c: check(ALL, false, 1), kind: 'allow' },
    {
      spec: 'decision: other sub-sites never serve a denied product (no tips modal)',
      site: 'us',
      path: '/futures',
      c: check(['spot'], true),
      kind: 'redirect',
    },
    { spec: FAILED, site: 'us', path: '/futures', c: null, kind: 'redirect' },
    { spec: FAILED, site: 'main', path: '/futures', c: null, kind: 'allow' },
    {
      spec: `${MAIN} — an empty menu is an answer: nothing is permitted (resolvePermittedMenu)`,
      site: 'main',
      path: '/trade/BTC_USDT',
      c: check([]),
      kind: 'redirect',
    },
    {
      spec: 'issue 10 "A blocked country\'s menu keeps only what such a visitor may still do": the trade pages stay, other products go',
      site: 'main',
      path: '/simple-earn',
      c: check(['spot', 'margin', 'futures']),
      kind: 'redirect',
    },
  ] as const)('$spec: $site $path → $kind', ({ site, path, c, kind }) => {
    expect(resolveStateCompliance({ site, path, check: c }).kind).toBe(kind);
  });

  it('names the feature it decided on', () => {
    expect(resolveStateCompliance({ site: 'main', path: '/staking/TON', check: check([]) })).toEqual({
      kind: 'redirect',
      feature: 'staking',
    });
  });
});
