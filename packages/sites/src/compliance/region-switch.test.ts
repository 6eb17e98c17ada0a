import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SITE_KEYS, type SiteKey } from '../site-types';
import {
  REGION_MISMATCH_KEYS,
  REGION_SWITCH_STEPS,
  regionMismatchMessageKey,
  resolveRegionSwitch,
  resolveRegionSwitchStep,
  type RegionSwitchInput,
} from './region-switch';

const FIRST_WINS = '§4.6 "The first true one wins, in this order"';
const STEP = [
  '',
  '§4.6 "1. main to UK"',
  '§4.6 "2. main to AU"',
  '§4.6 "3. main to US"',
  '§4.6 "4. main to JP"',
  '§4.6 "5. main to AE"',
  '§4.6 "6. main to EU"',
  '§4.6 "7. JP to main"',
  '§4.6 "8. EU to main"',
  '§4.6 "9. US to main"',
  '§4.6 "10. UK to main"',
  '§4.6 "11. AU to main"',
  '§4.6 "12. AE to main"',
];
const MISMATCH =
  '§8 "Region mismatch: \\"Switch Site\\" button; e.g. \\"It looks like that you\'re viewing our website from the non-EU region...\\", similar for US, UK, AU, JP, AE"';

const NONE: RegionSwitchInput = {
  is_uk_ip: false,
  is_au_ip: false,
  is_us_toast: false,
  is_jp_toast: false,
  is_ae_toast: false,
  is_eu_toast: false,
  ip_country: '',
};
const ALL_ON: RegionSwitchInput = {
  is_uk_ip: true,
  is_au_ip: true,
  is_us_toast: true,
  is_jp_toast: true,
  is_ae_toast: true,
  is_eu_toast: true,
  ip_country: 'GB',
};

describe('resolveRegionSwitch — each step on its own', () => {
  const cases: { spec: string; site: SiteKey; limit: RegionSwitchInput; to: SiteKey; step: number }[] = [
    { spec: STEP[1]!, site: 'main', limit: { ...NONE, is_uk_ip: true, ip_country: 'GB' }, to: 'uk', step: 1 },
    { spec: STEP[2]!, site: 'main', limit: { ...NONE, is_au_ip: true, ip_country: 'AU' }, to: 'au', step: 2 },
    { spec: STEP[3]!, site: 'main', limit: { ...NONE, is_us_toast: true, ip_country: 'US' }, to: 'us', step: 3 },
    {
      spec: `${STEP[3]!} — a US territory (PR) is in the US region`,
      site: 'main',
      limit: { ...NONE, is_us_toast: true, ip_country: 'PR' },
      to: 'us',
      step: 3,
    },
    { spec: STEP[4]!, site: 'main', limit: { ...NONE, is_jp_toast: true, ip_country: 'JP' }, to: 'jp', step: 4 },
    { spec: STEP[5]!, site: 'main', limit: { ...NONE, is_ae_toast: true, ip_country: 'AE' }, to: 'ae', step: 5 },
    { spec: STEP[6]!, site: 'main', limit: { ...NONE, is_eu_toast: true, ip_country: 'DE' }, to: 'eu', step: 6 },
    { spec: STEP[7]!, site: 'jp', limit: { ...NONE, is_jp_toast: true, ip_country: 'US' }, to: 'main', step: 7 },
    { spec: STEP[8]!, site: 'eu', limit: { ...NONE, is_eu_toast: true, ip_country: 'US' }, to: 'main', step: 8 },
    { spec: STEP[9]!, site: 'us', limit: { ...NONE, is_us_toast: true, ip_country: 'DE' }, to: 'main', step: 9 },
    { spec: STEP[10]!, site: 'uk', limit: { ...NONE, ip_country: 'FR' }, to: 'main', step: 10 },
    {
      spec: `${STEP[10]!} — an AU visitor on the UK site is not in the UK`,
      site: 'uk',
      limit: { ...NONE, is_au_ip: true, ip_country: 'AU' },
      to: 'main',
      step: 10,
    },
    { spec: STEP[11]!, site: 'au', limit: { ...NONE, ip_country: 'NZ' }, to: 'main', step: 11 },
    {
      spec: `${STEP[11]!} — a GB visitor on the AU site is not in AU`,
      site: 'au',
      limit: { ...NONE, is_uk_ip: true, ip_country: 'GB' },
      to: 'main',
      step: 11,
    },
    { spec: STEP[12]!, site: 'ae', limit: { ...NONE, is_ae_toast: true, ip_country: 'SA' }, to: 'main', step: 12 },
  ];
  it.each(cases)('$spec: $site → $to (step $step)', ({ site, limit, to, step }) => {
    expect(resolveRegionSwitch(site, limit)).toBe(to);
    expect(resolveRegionSwitchStep(site, limit)?.step).toBe(step);
  });
});

describe(`resolveRegionSwitch — ordering: ${FIRST_WINS}`, () => {
  // Every main step with all later main steps' flags also on: the earliest step still wins.
  const mainOrder: { spec: string; limit: RegionSwitchInput; to: SiteKey; step: number }[] = [
    { spec: `${STEP[1]!} before 2–6 (a GB visitor whose flags also trip later steps still goes to uk)`, limit: ALL_ON, to: 'uk', step: 1 },
    { spec: `${STEP[2]!} before 3–6`, limit: { ...ALL_ON, is_uk_ip: false, ip_country: 'AU' }, to: 'au', step: 2 },
    { spec: `${STEP[3]!} before 4–6`, limit: { ...ALL_ON, is_uk_ip: false, is_au_ip: false, ip_country: 'US' }, to: 'us', step: 3 },
    {
      spec: `${STEP[4]!} before 5–6`,
      limit: { ...NONE, is_jp_toast: true, is_ae_toast: true, is_eu_toast: true, ip_country: 'JP' },
      to: 'jp',
      step: 4,
    },
    { spec: `${STEP[5]!} before 6`, limit: { ...NONE, is_ae_toast: true, is_eu_toast: true, ip_country: 'AE' }, to: 'ae', step: 5 },
    { spec: `${STEP[1]!} before ${STEP[6]!}`, limit: { ...NONE, is_uk_ip: true, is_eu_toast: true, ip_country: 'GB' }, to: 'uk', step: 1 },
    { spec: `${STEP[2]!} before ${STEP[3]!}`, limit: { ...NONE, is_au_ip: true, is_us_toast: true, ip_country: 'AU' }, to: 'au', step: 2 },
  ];
  it.each(mainOrder)('$spec', ({ limit, to, step }) => {
    expect(resolveRegionSwitch('main', limit)).toBe(to);
    expect(resolveRegionSwitchStep('main', limit)?.step).toBe(step);
  });

  // Steps 7–12 each belong to one sub-site: with every flag on, each site takes its own step.
  const regional: { spec: string; site: SiteKey; step: number | null }[] = [
    { spec: STEP[7]!, site: 'jp', step: 7 },
    { spec: STEP[8]!, site: 'eu', step: 8 },
    { spec: STEP[9]!, site: 'us', step: 9 },
    { spec: `${STEP[10]!} — not with is_uk_ip on`, site: 'uk', step: null },
    { spec: `${STEP[11]!} — with is_au_ip on it does not fire`, site: 'au', step: null },
    { spec: STEP[12]!, site: 'ae', step: 12 },
  ];
  it.each(regional)('$spec: every flag on, on $site → step $step', ({ site, step }) => {
    expect(resolveRegionSwitchStep(site, ALL_ON)?.step ?? null).toBe(step);
  });

  it(`${FIRST_WINS}: the table is steps 1–12 in order, 1–6 from main, 7–12 to main`, () => {
    expect(REGION_SWITCH_STEPS.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(REGION_SWITCH_STEPS.map((s) => `${s.from}>${s.to}`)).toEqual([
      'main>uk',
      'main>au',
      'main>us',
      'main>jp',
      'main>ae',
      'main>eu',
      'jp>main',
      'eu>main',
      'us>main',
      'uk>main',
      'au>main',
      'ae>main',
    ]);
  });

  it(`${FIRST_WINS}: the result is always the earliest firing step (property)`, () => {
    const limitArb = fc.record({
      is_uk_ip: fc.boolean(),
      is_au_ip: fc.boolean(),
      is_us_toast: fc.boolean(),
      is_jp_toast: fc.boolean(),
      is_ae_toast: fc.boolean(),
      is_eu_toast: fc.boolean(),
      ip_country: fc.constantFrom('', 'GB', 'AU', 'US', 'DE', 'JP', 'AE', 'FR'),
    });
    fc.assert(
      fc.property(fc.constantFrom(...SITE_KEYS), limitArb, (site, limit) => {
        const firing = REGION_SWITCH_STEPS.filter((s) => s.from === site && s.when(limit));
        expect(resolveRegionSwitchStep(site, limit)?.step ?? null).toBe(firing[0]?.step ?? null);
      }),
    );
  });
});

describe('resolveRegionSwitch — no switch', () => {
  const cases: { spec: string; site: SiteKey; limit: RegionSwitchInput }[] = [
    { spec: `${FIRST_WINS} — no step true on main`, site: 'main', limit: { ...NONE, ip_country: 'BR' } },
    { spec: `${FIRST_WINS} — unknown country on main`, site: 'main', limit: NONE },
    { spec: `${STEP[10]!} — a GB visitor on the UK site stays`, site: 'uk', limit: { ...NONE, is_uk_ip: true, ip_country: 'GB' } },
    { spec: `${STEP[10]!} — an unknown country (loopback) on the UK site stays`, site: 'uk', limit: NONE },
    { spec: `${STEP[11]!} — an AU visitor on the AU site stays`, site: 'au', limit: { ...NONE, is_au_ip: true, ip_country: 'AU' } },
    { spec: `${STEP[11]!} — an unknown country on the AU site stays`, site: 'au', limit: NONE },
    { spec: `${STEP[7]!} — a JP visitor on the JP site (no toast) stays`, site: 'jp', limit: { ...NONE, ip_country: 'JP' } },
    { spec: `${STEP[8]!} — an EU visitor on the EU site (no toast) stays`, site: 'eu', limit: { ...NONE, ip_country: 'IT' } },
    { spec: `${STEP[9]!} — a US visitor on the US site (no toast) stays`, site: 'us', limit: { ...NONE, ip_country: 'US' } },
    { spec: `${STEP[12]!} — an AE visitor on the AE site (no toast) stays`, site: 'ae', limit: { ...NONE, ip_country: 'AE' } },
    {
      spec: `${STEP[8]!} — only the EU toast sends an EU-site visitor to main (a GB visitor there stays)`,
      site: 'eu',
      limit: { ...NONE, is_uk_ip: true, ip_country: 'GB' },
    },
    {
      spec: `${STEP[9]!} — other regions' toasts do not fire on the US site`,
      site: 'us',
      limit: { ...NONE, is_eu_toast: true, is_jp_toast: true, is_ae_toast: true, ip_country: 'DE' },
    },
  ];
  it.each(cases)('$spec', ({ site, limit }) => {
    expect(resolveRegionSwitch(site, limit)).toBeNull();
  });

  const otherSites: SiteKey[] = ['tr', 'hk', 'bs', 'sg', 'testnet'];
  it.each(otherSites)(`${FIRST_WINS} — none of the 12 steps starts on %s, whatever the flags`, (site) => {
    expect(resolveRegionSwitch(site, ALL_ON)).toBeNull();
    expect(resolveRegionSwitch(site, { ...ALL_ON, is_uk_ip: false, is_au_ip: false, ip_country: 'BR' })).toBeNull();
  });
});

describe('regionMismatchMessageKey', () => {
  it.each(REGION_SWITCH_STEPS.map((s) => ({ step: s.step, from: s.from, to: s.to })))(
    `${MISMATCH} — step $step ($from → $to) has its own text`,
    ({ from, to }) => {
      const key = regionMismatchMessageKey(from, to);
      expect(key).not.toBeNull();
      expect(key).toBe(REGION_MISMATCH_KEYS[`${from}>${to}` as keyof typeof REGION_MISMATCH_KEYS]);
    },
  );

  it(`${MISMATCH} — the EU→main text is the non-EU one`, () => {
    expect(regionMismatchMessageKey('eu', 'main')).toBe('euToMain');
    expect(regionMismatchMessageKey('main', 'eu')).toBe('mainToEu');
  });

  it(`${MISMATCH} — the twelve pairs have twelve distinct keys`, () => {
    const keys = REGION_SWITCH_STEPS.map((s) => regionMismatchMessageKey(s.from, s.to));
    expect(new Set(keys).size).toBe(12);
  });

  const never: { from: SiteKey; to: SiteKey }[] = [
    { from: 'tr', to: 'main' },
    { from: 'main', to: 'main' },
    { from: 'uk', to: 'eu' },
    { from: 'main', to: 'tr' },
    { from: 'hk', to: 'main' },
  ];
  it.each(never)(`${FIRST_WINS} — $from → $to is no §4.6 step, so it has no text`, ({ from, to }) => {
    expect(regionMismatchMessageKey(from, to)).toBeNull();
  });

  it('an inherited object key is not a pair', () => {
    expect(regionMismatchMessageKey('constructor' as SiteKey, 'main')).toBeNull();
  });
});
