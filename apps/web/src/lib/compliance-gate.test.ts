import { describe, expect, it, vi } from 'vitest';
import { COMPLIANCE_CHECK_DEFAULT, type ComplianceCheck } from '@ex/contracts';
import { decideFeatureGate } from './compliance-gate';

const SPEC =
  '§4.8 "A country-limited user is sent to /state_compliance_tips (non-permanent redirect)"; "On the main site … otherwise redirect to the tips page"';
const BYPASS =
  'issue 3 "Enforce this in proxy.ts AND again in the page or route code … a request that skips the proxy must still be refused"';

const check = (over: Partial<ComplianceCheck>): ComplianceCheck => ({ ...COMPLIANCE_CHECK_DEFAULT, ...over });
const usVisitor = check({ menu: ['spot', 'convert'] });
const limitedUser = check({ menu: ['spot', 'futures'], toast: { ...COMPLIANCE_CHECK_DEFAULT.toast, limit_country_user_status: 1 } });

describe(`decideFeatureGate — ${BYPASS}`, () => {
  it(`${SPEC} — a denied feature redirects to the localized tips page`, async () => {
    const fetchCheck = vi.fn(async () => usVisitor);
    expect(
      await decideFeatureGate({ site: 'main', locale: 'zh', path: '/futures/USDT/BTC_USDT', headers: new Headers(), fetchCheck }),
    ).toEqual({ kind: 'redirect', location: '/zh/state_compliance_tips' });
  });

  it(`${SPEC} — a country-limited user is redirected even where the menu permits the feature`, async () => {
    expect(
      await decideFeatureGate({
        site: 'main',
        locale: 'en',
        path: '/futures',
        headers: new Headers(),
        fetchCheck: async () => limitedUser,
      }),
    ).toEqual({ kind: 'redirect', location: '/state_compliance_tips' });
  });

  it('a permitted feature is served', async () => {
    expect(
      await decideFeatureGate({
        site: 'main',
        locale: 'en',
        path: '/trade/BTC_USDT',
        headers: new Headers(),
        fetchCheck: async () => usVisitor,
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('pages that are no feature never cost a compliance check', async () => {
    const fetchCheck = vi.fn(async () => usVisitor);
    expect(await decideFeatureGate({ site: 'main', locale: 'en', path: '/help', headers: new Headers(), fetchCheck })).toEqual({
      kind: 'allow',
    });
    expect(fetchCheck).not.toHaveBeenCalled();
  });

  it('issue 10 "A blocked country\'s menu keeps only what such a visitor may still do": product pages redirect, trade pages (to cancel and close) are served', async () => {
    const blocked = check({ menu: ['spot', 'margin', 'futures'], limit: { ...COMPLIANCE_CHECK_DEFAULT.limit, is_blocked_country: true } });
    const gate = (path: string) =>
      decideFeatureGate({ site: 'main', locale: 'en', path, headers: new Headers(), fetchCheck: async () => blocked });
    for (const path of ['/simple-earn', '/convert', '/c2c', '/crypto/buy', '/copytrading', '/launchpool']) {
      expect(await gate(path), path).toEqual({ kind: 'redirect', location: '/state_compliance_tips' });
    }
    expect(await gate('/futures/USDT/BTC_USDT')).toEqual({ kind: 'allow' });
  });

  it('issue 11 one permitted-menu rule: an answered empty menu permits nothing (only a missing check falls back to the site menu)', async () => {
    expect(
      await decideFeatureGate({
        site: 'main',
        locale: 'en',
        path: '/trade/BTC_USDT',
        headers: new Headers(),
        fetchCheck: async () => check({ menu: [] }),
      }),
    ).toEqual({ kind: 'redirect', location: '/state_compliance_tips' });
  });

  it("§8 a failed check still applies the sub-site's own menu: futures on the US site is refused", async () => {
    expect(
      await decideFeatureGate({ site: 'us', locale: 'en', path: '/futures', headers: new Headers(), fetchCheck: async () => null }),
    ).toEqual({ kind: 'redirect', location: '/state_compliance_tips' });
  });
});
