/**
 * §4.6 "Region redirect priority": which sub-site the region-switch floating bar offers, from the
 * region flags of the compliance check's `limit` (§3). The API computes the flags relative to the
 * sub-site asked about (docs/spec-decisions.md "Region flags"); this module only reads them.
 */
import type { SiteKey } from '../site-types';

/** The `limit` fields (§3) that decide the region switch. */
export interface RegionSwitchInput {
  /** The visitor is in GB (absolute, on every site). */
  readonly is_uk_ip: boolean;
  /** The visitor is in AU (absolute, on every site). */
  readonly is_au_ip: boolean;
  /** On main: the visitor is in the region. On the region's own site: the country is known and outside it. */
  readonly is_us_toast: boolean;
  readonly is_jp_toast: boolean;
  readonly is_ae_toast: boolean;
  readonly is_eu_toast: boolean;
  /** The visitor's ISO alpha-2 country, '' when unknown. */
  readonly ip_country: string;
}

export interface RegionSwitchStep {
  /** 1–12, the position in §4.6. */
  readonly step: number;
  readonly from: SiteKey;
  readonly to: SiteKey;
  /** True when this step fires for a request to `from`. */
  readonly when: (limit: RegionSwitchInput) => boolean;
}

/**
 * The twelve steps of §4.6 in order ("The first true one wins"). Steps 10 and 11 read the absolute
 * is_uk_ip / is_au_ip flags, so they also need a known country: an unknown visitor (loopback,
 * private network) on the UK or AU site is not sent away.
 */
export const REGION_SWITCH_STEPS: readonly RegionSwitchStep[] = [
  { step: 1, from: 'main', to: 'uk', when: (l) => l.is_uk_ip },
  { step: 2, from: 'main', to: 'au', when: (l) => l.is_au_ip },
  { step: 3, from: 'main', to: 'us', when: (l) => l.is_us_toast },
  { step: 4, from: 'main', to: 'jp', when: (l) => l.is_jp_toast },
  { step: 5, from: 'main', to: 'ae', when: (l) => l.is_ae_toast },
  { step: 6, from: 'main', to: 'eu', when: (l) => l.is_eu_toast },
  { step: 7, from: 'jp', to: 'main', when: (l) => l.is_jp_toast },
  { step: 8, from: 'eu', to: 'main', when: (l) => l.is_eu_toast },
  { step: 9, from: 'us', to: 'main', when: (l) => l.is_us_toast },
  { step: 10, from: 'uk', to: 'main', when: (l) => l.ip_country !== '' && !l.is_uk_ip },
  { step: 11, from: 'au', to: 'main', when: (l) => l.ip_country !== '' && !l.is_au_ip },
  { step: 12, from: 'ae', to: 'main', when: (l) => l.is_ae_toast },
];

/**
 * The first §4.6 step that fires on `site`, or null. The sub-site is the one the page was served
 * for (limit.is_main is the same fact computed by the API and is not read again).
 * @example resolveRegionSwitchStep('main', { ...noFlags, is_uk_ip: true, is_eu_toast: true })?.step === 1
 */
export function resolveRegionSwitchStep(site: SiteKey, limit: RegionSwitchInput): RegionSwitchStep | null {
  return REGION_SWITCH_STEPS.find((s) => s.from === site && s.when(limit)) ?? null;
}

/**
 * §4.6: the sub-site the "Switch Site" button goes to, or null when the visitor is where they belong.
 * @example resolveRegionSwitch('main', { ...noFlags, is_uk_ip: true, ip_country: 'GB' }) === 'uk'
 * @example resolveRegionSwitch('uk', { ...noFlags, ip_country: 'FR' }) === 'main'
 * @example resolveRegionSwitch('tr', { ...noFlags, is_uk_ip: true, ip_country: 'GB' }) === null
 */
export function resolveRegionSwitch(site: SiteKey, limit: RegionSwitchInput): SiteKey | null {
  return resolveRegionSwitchStep(site, limit)?.to ?? null;
}

/**
 * Message key (under `compliance.regionSwitch.messages`) of the §8 region-mismatch text for each
 * step: main→X tells a visitor from region X that X has its own site; X→main tells a visitor on
 * the X site that they are outside X ("It looks like that you're viewing our website from the
 * non-EU region...").
 */
export const REGION_MISMATCH_KEYS = {
  'main>uk': 'mainToUk',
  'main>au': 'mainToAu',
  'main>us': 'mainToUs',
  'main>jp': 'mainToJp',
  'main>ae': 'mainToAe',
  'main>eu': 'mainToEu',
  'jp>main': 'jpToMain',
  'eu>main': 'euToMain',
  'us>main': 'usToMain',
  'uk>main': 'ukToMain',
  'au>main': 'auToMain',
  'ae>main': 'aeToMain',
} as const;

export type RegionMismatchKey = (typeof REGION_MISMATCH_KEYS)[keyof typeof REGION_MISMATCH_KEYS];

/**
 * The region-mismatch message key of a (from, to) pair; null for a pair §4.6 never produces.
 * @example regionMismatchMessageKey('eu', 'main') === 'euToMain'
 * @example regionMismatchMessageKey('tr', 'main') === null
 */
export function regionMismatchMessageKey(from: SiteKey, to: SiteKey): RegionMismatchKey | null {
  const pair = `${from}>${to}`;
  return Object.prototype.hasOwnProperty.call(REGION_MISMATCH_KEYS, pair)
    ? REGION_MISMATCH_KEYS[pair as keyof typeof REGION_MISMATCH_KEYS]
    : null;
}
