import type { SiteKey } from '../site-types';

/**
 * The regions whose visitors the region-switch bar (§4.6) sends to a regional sub-site, as ISO
 * 3166-1 alpha-2 sets (docs/spec-decisions.md "Region flags"). The US region takes in the US
 * territories; the EU region is the EU-27 plus the EEA states Iceland, Liechtenstein and Norway.
 */
export const REGION_COUNTRIES = {
  uk: ['GB'],
  au: ['AU'],
  us: ['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM'],
  jp: ['JP'],
  ae: ['AE'],
  eu: [
    'AT',
    'BE',
    'BG',
    'HR',
    'CY',
    'CZ',
    'DK',
    'EE',
    'FI',
    'FR',
    'DE',
    'GR',
    'HU',
    'IE',
    'IT',
    'LV',
    'LT',
    'LU',
    'MT',
    'NL',
    'PL',
    'PT',
    'RO',
    'SK',
    'SI',
    'ES',
    'SE',
    'IS',
    'LI',
    'NO',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ComplianceRegion = keyof typeof REGION_COUNTRIES;

/**
 * Whether an alpha-2 country is in a region; '' (unknown) is in none.
 * @example isCountryInRegion('eu', 'NO') === true
 * @example isCountryInRegion('us', 'PR') === true
 */
export function isCountryInRegion(region: ComplianceRegion, country: string): boolean {
  return country !== '' && (REGION_COUNTRIES[region] as readonly string[]).includes(country);
}

/** The region flags of the compliance check's `limit` (§3), relative to the sub-site asked about. */
export interface RegionFlags {
  readonly is_main: boolean;
  readonly is_uk_ip: boolean;
  readonly is_au_ip: boolean;
  readonly is_us_toast: boolean;
  readonly is_jp_toast: boolean;
  readonly is_ae_toast: boolean;
  readonly is_eu_toast: boolean;
}

/**
 * A "toast" flag: on main, the visitor is in the region (suggest the regional site); on the region's
 * own sub-site, the visitor's country is known and outside it (suggest main); false elsewhere.
 */
function regionToast(site: SiteKey, region: 'us' | 'jp' | 'ae' | 'eu', country: string): boolean {
  if (site === 'main') return isCountryInRegion(region, country);
  if (site === region) return country !== '' && !isCountryInRegion(region, country);
  return false;
}

/**
 * The region flags for a request to `site` from a visitor in `country` (alpha-2, '' unknown).
 * is_uk_ip and is_au_ip are absolute (the visitor is in GB / AU, whatever the site); the toast
 * flags are relative to the site, so one flag drives both directions of §4.6 (main→us and us→main).
 *
 * @example resolveRegionFlags('main', 'US').is_us_toast === true
 * @example resolveRegionFlags('us', 'DE').is_us_toast === true
 * @example resolveRegionFlags('us', '').is_us_toast === false
 */
export function resolveRegionFlags(site: SiteKey, country: string): RegionFlags {
  return {
    is_main: site === 'main',
    is_uk_ip: country === 'GB',
    is_au_ip: country === 'AU',
    is_us_toast: regionToast(site, 'us', country),
    is_jp_toast: regionToast(site, 'jp', country),
    is_ae_toast: regionToast(site, 'ae', country),
    is_eu_toast: regionToast(site, 'eu', country),
  };
}
