import { describe, expect, it } from 'vitest';
import { ISO_COUNTRY_COUNT, countryAlpha2FromNumeric } from './countries';

const USER_COUNTRY = '§3 User info "country" (numeric: "792 Turkey, 344 Hong Kong, 0 unknown" in the users table)';
const ISSUE = 'issue 3 "the signed-in user (KYC level, country, …)" — rules match the user\'s country as ISO alpha-2';

describe('countryAlpha2FromNumeric', () => {
  it.each([
    { spec: `${USER_COUNTRY} — Turkey`, n: 792, out: 'TR' },
    { spec: `${USER_COUNTRY} — Hong Kong`, n: 344, out: 'HK' },
    { spec: `${USER_COUNTRY} — 0 unknown`, n: 0, out: '' },
    { spec: `${ISSUE} — United Kingdom (the uk@demo.test account)`, n: 826, out: 'GB' },
    { spec: `${ISSUE} — United States`, n: 840, out: 'US' },
    { spec: `${ISSUE} — Estonia (§3 "country code 233 is treated specially")`, n: 233, out: 'EE' },
    { spec: `${ISSUE} — two-digit code Afghanistan (004)`, n: 4, out: 'AF' },
    { spec: `${ISSUE} — Sudan after 2011 (729), South Sudan (728)`, n: 729, out: 'SD' },
    { spec: `${ISSUE} — South Sudan`, n: 728, out: 'SS' },
    { spec: `${ISSUE} — Uzbekistan (§4.11 notice)`, n: 860, out: 'UZ' },
    { spec: `${ISSUE} — Lithuania (LTW notice)`, n: 440, out: 'LT' },
    { spec: `${ISSUE} — Brazil (BX notice)`, n: 76, out: 'BR' },
    { spec: `${ISSUE} — Netherlands`, n: 528, out: 'NL' },
    { spec: `${ISSUE} — Italy`, n: 380, out: 'IT' },
    { spec: `${ISSUE} — United Arab Emirates`, n: 784, out: 'AE' },
    { spec: `${ISSUE} — Japan`, n: 392, out: 'JP' },
    { spec: `${ISSUE} — Australia`, n: 36, out: 'AU' },
    { spec: `${ISSUE} — unassigned code`, n: 999, out: '' },
    { spec: `${ISSUE} — withdrawn Netherlands Antilles (530)`, n: 530, out: '' },
    { spec: `${ISSUE} — negative`, n: -826, out: '' },
    { spec: `${ISSUE} — not an integer`, n: 826.5, out: '' },
    { spec: `${ISSUE} — NaN`, n: Number.NaN, out: '' },
  ])('$spec: $n → "$out"', ({ n, out }) => {
    expect(countryAlpha2FromNumeric(n)).toBe(out);
  });

  it(`${ISSUE} — the full ISO 3166-1 table: 249 codes, each alpha-2 once`, () => {
    expect(ISO_COUNTRY_COUNT).toBe(249);
    const all = Array.from({ length: 1000 }, (_, n) => countryAlpha2FromNumeric(n)).filter((c) => c !== '');
    expect(all).toHaveLength(249);
    expect(new Set(all).size).toBe(249);
    for (const code of all) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});
