import { describe, expect, it } from 'vitest';
import { SITE_KEYS, type SiteKey } from '../site-types';
import { REGION_COUNTRIES, isCountryInRegion, resolveRegionFlags, type RegionFlags } from './regions';

const MAIN = 'design "is_main = S === \'main\'"';
const ABS = "design \"is_uk_ip = c === 'GB'; is_au_ip = c === 'AU' (absolute, on every site)\"";
const TOAST =
  'design "is_us_toast / is_jp_toast / is_ae_toast / is_eu_toast: on main, c is in that region; on that region\'s own site (us/jp/ae/eu), c is known and NOT in the region; false elsewhere"';
const SETS = 'design "Region sets: UK={GB}; AU={AU}; US={US,PR,GU,VI,AS,MP,UM}; JP={JP}; AE={AE}; EU = EU-27 + IS, LI, NO"';

const NONE: RegionFlags = {
  is_main: false,
  is_uk_ip: false,
  is_au_ip: false,
  is_us_toast: false,
  is_jp_toast: false,
  is_ae_toast: false,
  is_eu_toast: false,
};

describe('region sets', () => {
  it(`${SETS} — EU is 27 members plus 3 EEA states`, () => {
    expect(REGION_COUNTRIES.eu).toHaveLength(30);
    expect(new Set(REGION_COUNTRIES.eu).size).toBe(30);
  });
  it.each([
    { region: 'eu', c: 'DE', in: true },
    { region: 'eu', c: 'NO', in: true },
    { region: 'eu', c: 'IS', in: true },
    { region: 'eu', c: 'LI', in: true },
    { region: 'eu', c: 'CH', in: false },
    { region: 'eu', c: 'GB', in: false },
    { region: 'us', c: 'PR', in: true },
    { region: 'us', c: 'UM', in: true },
    { region: 'us', c: 'CA', in: false },
    { region: 'uk', c: 'GB', in: true },
    { region: 'uk', c: 'IE', in: false },
    { region: 'jp', c: '', in: false },
  ] as const)(`${SETS} — $c in $region: $in`, ({ region, c, in: expected }) => {
    expect(isCountryInRegion(region, c)).toBe(expected);
  });
});

describe('resolveRegionFlags', () => {
  const cases: { spec: string; site: SiteKey; c: string; on: (keyof RegionFlags)[] }[] = [
    { spec: `${MAIN}; ${TOAST} — main, unknown country`, site: 'main', c: '', on: ['is_main'] },
    { spec: `${ABS} — GB visitor on main`, site: 'main', c: 'GB', on: ['is_main', 'is_uk_ip'] },
    { spec: `${ABS} — AU visitor on main`, site: 'main', c: 'AU', on: ['is_main', 'is_au_ip'] },
    { spec: `${TOAST} — US visitor on main`, site: 'main', c: 'US', on: ['is_main', 'is_us_toast'] },
    { spec: `${TOAST} — Puerto Rico is in the US region`, site: 'main', c: 'PR', on: ['is_main', 'is_us_toast'] },
    { spec: `${TOAST} — JP visitor on main`, site: 'main', c: 'JP', on: ['is_main', 'is_jp_toast'] },
    { spec: `${TOAST} — AE visitor on main`, site: 'main', c: 'AE', on: ['is_main', 'is_ae_toast'] },
    { spec: `${TOAST} — EU visitor on main`, site: 'main', c: 'FR', on: ['is_main', 'is_eu_toast'] },
    { spec: `${TOAST} — Norway counts as EU`, site: 'main', c: 'NO', on: ['is_main', 'is_eu_toast'] },
    { spec: `${TOAST} — a country in no region`, site: 'main', c: 'BR', on: ['is_main'] },
    { spec: `${TOAST} — non-EU visitor on eu`, site: 'eu', c: 'US', on: ['is_eu_toast'] },
    { spec: `${TOAST} — EU visitor on eu`, site: 'eu', c: 'IT', on: [] },
    { spec: `${TOAST} — unknown country on eu`, site: 'eu', c: '', on: [] },
    { spec: `${TOAST} — non-US visitor on us`, site: 'us', c: 'DE', on: ['is_us_toast'] },
    { spec: `${TOAST} — US territory visitor on us`, site: 'us', c: 'GU', on: [] },
    { spec: `${TOAST} — non-JP visitor on jp`, site: 'jp', c: 'KR', on: ['is_jp_toast'] },
    { spec: `${TOAST} — non-AE visitor on ae`, site: 'ae', c: 'SA', on: ['is_ae_toast'] },
    { spec: `${TOAST}; ${ABS} — GB visitor on uk: only the absolute flag`, site: 'uk', c: 'GB', on: ['is_uk_ip'] },
    { spec: `${TOAST} — non-GB visitor on uk: no toast flag (step 10 reads is_uk_ip)`, site: 'uk', c: 'FR', on: [] },
    { spec: `${ABS} — AU visitor on au`, site: 'au', c: 'AU', on: ['is_au_ip'] },
    { spec: `${TOAST} — false elsewhere: US visitor on tr`, site: 'tr', c: 'US', on: [] },
    { spec: `${TOAST} — a JP visitor on eu is non-EU`, site: 'eu', c: 'JP', on: ['is_eu_toast'] },
    { spec: `${TOAST} — false elsewhere: JP visitor on sg`, site: 'sg', c: 'JP', on: [] },
    { spec: `${ABS} — GB visitor on hk`, site: 'hk', c: 'GB', on: ['is_uk_ip'] },
  ];
  it.each(cases)('$spec: $site / "$c"', ({ site, c, on }) => {
    expect(resolveRegionFlags(site, c)).toEqual({ ...NONE, ...Object.fromEntries(on.map((k) => [k, true])) });
  });

  it(`${MAIN} — only main has is_main`, () => {
    for (const site of SITE_KEYS) expect(resolveRegionFlags(site, 'DE').is_main).toBe(site === 'main');
  });
});
