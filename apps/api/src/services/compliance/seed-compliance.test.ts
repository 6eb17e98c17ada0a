import { describe, expect, it } from 'vitest';
import { DEMO_COMPLIANCE_ITEMS, DEMO_COMPLIANCE_RULES } from '@ex/db';
import { COMPLIANCE_RULE_FLAGS, SITE_KEYS, isMenuCode } from '@ex/sites';

const SEEDED = 'issue 3 "a rules table in the database, seeded with rules for every sub-site"';
const LINKS = '§5 "Text substitutes its link keys with anchor links" — every key occurs in its text';
const SAFE = 'issue 3 "Every server-supplied URL used for navigation … passes one allowlist function: same-site relative paths"';
const PROHIBITED =
  'issue 10 "is_blocked_country: CU, IR, KP, SY and the rest of the §8 prohibited list" / §8 "Prohibited countries: Lists the United States, Canada, Cambodia, Thailand, Cuba, Iran, North Korea and others" (US has its own sub-site; Syria and Sudan are in our notice)';
const POPUP = '§4.15 popups "only on /signup, /login and /"';

const COUNTRY = /^(\*|!?[A-Z]{2})$/;
const SAME_SITE_PATH = /^\/(?!\/)[\w\-/]*$/;

describe('demo compliance seed data', () => {
  it(`${SEEDED} — at least one rule per sub-site`, () => {
    for (const site of SITE_KEYS)
      expect(
        DEMO_COMPLIANCE_RULES.some((r) => r.siteKey === site),
        site,
      ).toBe(true);
  });

  it.each(DEMO_COMPLIANCE_RULES.map((r) => ({ slug: r.slug, r })))(
    `${SEEDED} — rule $slug uses known sites, countries, menu codes and flags`,
    ({ r }) => {
      expect(['*', ...SITE_KEYS]).toContain(r.siteKey);
      expect(r.country).toMatch(COUNTRY);
      expect(['ip', 'user']).toContain(r.match);
      for (const code of r.deniedMenu ?? []) expect(isMenuCode(code), code).toBe(true);
      for (const flag of Object.keys(r.flags ?? {})) expect(COMPLIANCE_RULE_FLAGS as readonly string[]).toContain(flag);
      expect(r.note).not.toBe('');
      if (r.grayTax) expect(r.grayTax.url).toMatch(SAME_SITE_PATH);
    },
  );

  it.each(DEMO_COMPLIANCE_ITEMS.map((i) => ({ slug: i.slug, i })))(`${LINKS}; ${SAFE} — item $slug`, ({ i }) => {
    expect(['*', ...SITE_KEYS]).toContain(i.siteKey);
    expect(i.country ?? '*').toMatch(COUNTRY);
    for (const { key, link } of i.textLink ?? []) {
      expect(i.content).toContain(key);
      expect(link).toMatch(SAME_SITE_PATH);
    }
    if (i.okButtonRouter) expect(i.okButtonRouter).toMatch(SAME_SITE_PATH);
    if (i.kind === 'business') expect([1, 2, 3, 4]).toContain(i.type);
    if (i.kind === 'popup') expect(['register', 'home', 'login']).toContain(i.popupPath);
  });

  it.each(['CU', 'IR', 'KP', 'SY', 'CA', 'KH', 'TH', 'SD'])(`${PROHIBITED} — %s is blocked on every sub-site`, (country) => {
    const blocking = DEMO_COMPLIANCE_RULES.filter(
      (r) => r.siteKey === '*' && r.country === country && r.match === 'ip' && r.flags?.is_blocked_country === true,
    );
    expect(blocking).toHaveLength(1);
  });

  it(`${SEEDED}; ${POPUP} — slugs are unique and every sub-site has state tips`, () => {
    const slugs = [...DEMO_COMPLIANCE_RULES, ...DEMO_COMPLIANCE_ITEMS].map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const site of SITE_KEYS)
      expect(
        DEMO_COMPLIANCE_ITEMS.some((i) => i.kind === 'state_tips' && i.siteKey === site),
        site,
      ).toBe(true);
  });
});
