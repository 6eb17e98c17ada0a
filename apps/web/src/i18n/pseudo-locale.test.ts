import { describe, expect, it } from 'vitest';
import { pseudoLocaleEnabled, pseudoRewrite } from './pseudo-locale';

const PSEUDO = 'issue 12 "A pseudo-locale … available in development and in the e2e suite"';

describe(`reaching the pseudo-locale (${PSEUDO}; decision: never without PSEUDO_LOCALE=1)`, () => {
  it('is enabled only by PSEUDO_LOCALE=1', () => {
    expect(pseudoLocaleEnabled({ PSEUDO_LOCALE: '1' })).toBe(true);
    expect(pseudoLocaleEnabled({})).toBe(false);
    expect(pseudoLocaleEnabled({ PSEUDO_LOCALE: 'true' })).toBe(false);
  });

  it('rewrites a page to its en-XA render only with the flag and the cookie', () => {
    expect(pseudoRewrite('/main/en/login', 'main', 'en', '1', true)).toBe('/main/en-XA/login');
    expect(pseudoRewrite('/main/zh', 'main', 'zh', '1', true)).toBe('/main/en-XA');
    expect(pseudoRewrite('/main/en/login', 'main', 'en', '1', false)).toBeNull();
    expect(pseudoRewrite('/main/en/login', 'main', 'en', undefined, true)).toBeNull();
  });
});
