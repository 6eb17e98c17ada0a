import { describe, expect, it } from 'vitest';
import { COMPLIANCE_BAR_FLAGS, STATE_LIMIT_NOTICES } from '@ex/domain';
import { ACTION_RESTRICTIONS, REGION_MISMATCH_KEYS } from '@ex/sites';
import en from '../../../messages/en.compliance.json';
import it_ from '../../../messages/it.compliance.json';
import ja from '../../../messages/ja.compliance.json';
import ar from '../../../messages/ar.compliance.json';
import tr from '../../../messages/tr.compliance.json';
import zh from '../../../messages/zh.compliance.json';

const MISMATCH = '§8 "Region mismatch: … similar for US, UK, AU, JP, AE; also given in Italian, Japanese and Arabic"';
const NOTICES =
  '§8 Notices: "User-agreement conflict …; UK persons message …; Uzbekistan market exit (withdraw assets before 1 April 2024 00:00 UTC)"';

const regionKeys = Object.values(REGION_MISMATCH_KEYS);
const c = en.compliance;

describe('compliance messages', () => {
  it.each([
    { lang: 'en', messages: c.regionSwitch },
    { lang: 'it', messages: it_.compliance.regionSwitch },
    { lang: 'ja', messages: ja.compliance.regionSwitch },
    { lang: 'ar', messages: ar.compliance.regionSwitch },
  ])(`${MISMATCH}: $lang has the 12 texts, the button and the dismiss label`, ({ messages }) => {
    const texts = messages.messages as Record<string, string>;
    expect(Object.keys(texts).sort()).toEqual([...regionKeys].sort());
    for (const key of regionKeys) expect(texts[key]?.trim().length).toBeGreaterThan(20);
    expect(messages.switch.trim()).not.toBe('');
    expect(messages.dismiss.trim()).not.toBe('');
  });

  it(`${MISMATCH}: the EU text is the spec's sentence`, () => {
    expect(c.regionSwitch.messages.euToMain.startsWith("It looks like that you're viewing our website from the non-EU region")).toBe(true);
    expect(c.regionSwitch.switch).toBe('Switch Site');
  });

  it.each([...COMPLIANCE_BAR_FLAGS])('§3 compliance-notice flag %s has a bar text', (flag) => {
    expect((c.bars as Record<string, string>)[flag]?.trim()).toBeTruthy();
  });

  it.each([...STATE_LIMIT_NOTICES])('§4.11 state-limit notice %s has a title and a text', (notice) => {
    const entry = (c.stateLimit as unknown as Record<string, { title: string; body: string }>)[notice];
    expect(entry?.title.trim()).toBeTruthy();
    expect(entry?.body.trim()).toBeTruthy();
  });

  it(`${NOTICES}: the wording the spec quotes`, () => {
    expect(c.stateLimit.USER_CONFLICT.body).toContain(
      'we have stopped providing this service for you. Please close any existing orders or positions',
    );
    expect(c.stateLimit.UK.body).toContain('not directed at UK persons and we are not accepting new UK customers');
    expect(c.stateLimit.UZBEKISTAN.body).toContain('withdraw your assets before 1 April 2024 00:00 UTC');
  });

  it('§8 restricted location, prohibited countries, IP limit, withdraw-only and EU texts', () => {
    expect(c.restricted.body.startsWith('It appears that you are attempting to access our services from a Restricted Location')).toBe(true);
    expect(c.restricted.ok).toBe('I Got it');
    expect(c.prohibited.body).toContain('the United States, Canada, Cambodia, Thailand, Cuba, Iran, North Korea');
    expect(c.prohibited.ok).toBe('I Acknowledge');
    expect(c.ipLimit.ok).toBe('I Got it');
    expect(c.withdrawOnly.ticket).toBe('Create a ticket');
    expect(c.euUpcoming.title).toBe('Stay tuned! This feature is upcoming');
    expect(c.euUpcoming.confirm).toBe('Confirm');
    expect([c.cookies.necessary, c.cookies.all]).toEqual(['Accept necessary', 'Accept all']);
  });

  it.each([
    { lang: 'en', actions: c.actions },
    { lang: 'it', actions: it_.compliance.actions },
    { lang: 'ja', actions: ja.compliance.actions },
    { lang: 'ar', actions: ar.compliance.actions },
    { lang: 'tr', actions: tr.compliance.actions },
    { lang: 'zh', actions: zh.compliance.actions },
  ])('issue 10 "a message the UI shows": $lang explains every action restriction, each in its own words', ({ lang, actions }) => {
    const texts = actions as Record<string, string>;
    for (const restriction of ACTION_RESTRICTIONS) expect(texts[restriction]?.trim().length, restriction).toBeGreaterThan(10);
    if (lang !== 'en')
      for (const restriction of ACTION_RESTRICTIONS)
        expect(texts[restriction]).not.toBe((c.actions as Record<string, string>)[restriction]);
  });
});
