import { describe, expect, it } from 'vitest';
import { TAKER_FEE_RATES } from '@ex/domain';
import { articlePath, sectionPagePath } from './content-sections';
import { contentLocaleOf, resolveArticleSeoLinks } from './content-locale';
import { resolveFeeSchedule } from './fee-schedule';
import { resolveRobotsTxt, resolveSitemapEntries } from './seo-files';
import { contentPlaceholders, fillPlaceholders, unknownPlaceholders } from './site-legal';
import { SITE_KEYS } from './site-types';

const origin = (site: string) => (site === 'main' ? 'http://localhost' : `http://${site}.localhost`);

describe('fee schedule (§2.1 /fee: the rates the ledger charges; §9 Turkey fee tax 20%)', () => {
  it.each(SITE_KEYS)('%s lists the ledger rates for spot and futures', (site) => {
    const schedule = resolveFeeSchedule(site);
    expect(schedule.rows.map((r) => [r.market, r.taker])).toEqual([
      ['spot', TAKER_FEE_RATES.spot],
      ['futures', TAKER_FEE_RATES.futures],
    ]);
  });
  it('adds the 20% tax on the Turkey site only', () => {
    expect(resolveFeeSchedule('tr')).toMatchObject({ taxPercent: 20, rows: [{ takerWithTax: '0.0012' }, { takerWithTax: '0.0006' }] });
    expect(resolveFeeSchedule('main')).toMatchObject({ taxPercent: null, rows: [{ takerWithTax: null }, { takerWithTax: null }] });
  });
});

describe('legal placeholders (per-site facts in one table)', () => {
  it("fills each site's entity and regulator", () => {
    expect(fillPlaceholders('{{legal.entity}} / {{legal.regulator}}', 'uk')).toBe('Exchange UK Ltd / Financial Conduct Authority (FCA)');
    expect(fillPlaceholders('{{ site.name }}', 'jp')).toBe('Exchange Japan');
  });
  it('states fees as the ledger charges them', () => {
    expect(contentPlaceholders('main')).toMatchObject({ 'fee.spot': '0.1%', 'fee.futures': '0.05%', 'fee.taxPercent': '0%' });
    expect(contentPlaceholders('tr')['fee.taxPercent']).toBe('20%');
  });
  it('names unknown placeholders and leaves them unfilled', () => {
    expect(unknownPlaceholders('{{legal.entity}} {{legal.ceo}} {{legal.ceo}}')).toEqual(['legal.ceo']);
    expect(fillPlaceholders('{{legal.ceo}}', 'main')).toBe('{{legal.ceo}}');
  });
});

describe('content paths and locales', () => {
  it.each([
    ['news', 'a-b', '/news/a-b'],
    ['announcement', 'x', '/announcements/x'],
    ['help', 'kyc-procedure-web', '/help/guide/kyc-procedure-web'],
    ['glossary', 'altcoin', '/learn/glossary#altcoin'],
    ['legal', 'fee-schedule', '/fee'],
    ['legal', 'aml-cft-policy', '/legal/aml-cft-policy'],
    ['company', 'contacts', '/page/contacts'],
    ['how-to-buy', 'bitcoin', '/how-to-buy/bitcoin'],
  ])('%s/%s lives at %s', (kind, slug, path) => expect(articlePath(kind, slug)).toBe(path));
  it('pages a section', () => {
    expect(sectionPagePath('/blog', 1)).toBe('/blog');
    expect(sectionPagePath('/blog', 2)).toBe('/blog/page/2');
  });
  it('reads regional locales in their language', () => {
    expect(contentLocaleOf('ja-jp')).toBe('ja');
    expect(contentLocaleOf('en-eu')).toBe('en');
    expect(contentLocaleOf('tw')).toBe('tw');
  });
  it('announces hreflang only for languages the article exists in', () => {
    const links = resolveArticleSeoLinks({ site: 'jp', locale: 'ja-jp', path: '/legal/aml-cft-policy', available: ['ja'], origin });
    expect(links.alternates.map((a) => a.hrefLang)).toEqual(['ja-JP', 'x-default']);
    const both = resolveArticleSeoLinks({ site: 'jp', locale: 'en', path: '/x', available: ['en', 'ja'], origin });
    expect(both.alternates.map((a) => a.hrefLang)).toEqual(['en', 'ja-JP', 'en-JP', 'x-default']);
  });
});

describe('robots.txt and sitemaps (§2.2 the main site does not index nl and it)', () => {
  it('disallows nl and it on the main host only, and lists each indexable locale sitemap', () => {
    const main = resolveRobotsTxt('main', 'http://localhost');
    expect(main).toContain('Disallow: /nl/\n');
    expect(main).toContain('Disallow: /it/\n');
    expect(main).toContain('Sitemap: http://localhost/sitemap.xml');
    expect(main).toContain('Sitemap: http://localhost/de/sitemap.xml');
    expect(main).not.toContain('Sitemap: http://localhost/nl/sitemap.xml');
    const eu = resolveRobotsTxt('eu', 'http://eu.localhost');
    expect(eu).not.toContain('Disallow: /it-eu/\n');
    expect(eu).toContain('Disallow: /it-eu/myaccount');
    expect(eu).toContain('Sitemap: http://eu.localhost/it-eu/sitemap.xml');
  });
  it('lists pages with alternates and articles only where a translation exists', () => {
    const entries = resolveSitemapEntries({
      site: 'jp',
      locale: 'ja-jp',
      origin: 'http://jp.localhost',
      articles: [
        { kind: 'legal', slug: 'aml-cft-policy', fallback: false, locales: ['en', 'ja'] },
        { kind: 'news', slug: 'only-english', fallback: true, locales: ['en'] },
        { kind: 'glossary', slug: 'altcoin', fallback: false, locales: ['ja'] },
      ],
    });
    const locs = entries.map((e) => e.loc);
    expect(locs).toContain('http://jp.localhost/ja-jp/legal/aml-cft-policy');
    expect(locs).toContain('http://jp.localhost/ja-jp/legal/terms-of-service');
    expect(locs.some((l) => l.includes('only-english') || l.includes('#'))).toBe(false);
    const aml = entries.find((e) => e.loc.endsWith('/aml-cft-policy'));
    expect(aml?.alternates.map((a) => a.hrefLang)).toEqual(['en', 'ja-JP', 'en-JP']);
  });
});
