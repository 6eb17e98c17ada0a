import { describe, expect, it } from 'vitest';
import { propsChanged } from './update-triggers';

const props = {
  g_lang: 'en',
  lang_prefix: '',
  theme: 'light',
  isUkLimit: false,
  isItalyLimit: false,
  isNotsNeedNotificationProvider: false,
  is_uk_limit: false,
  sub_website_id: 0,
};

describe('mini-app update triggers (§4.14 "update on change of locale, prefix, theme or limit flags")', () => {
  it.each([
    ['the locale', { g_lang: 'de' }],
    ['the prefix', { lang_prefix: '/de' }],
    ['the theme', { theme: 'dark' }],
    ['the UK limit flag', { isUkLimit: true }],
    ['the Italy limit flag', { isItalyLimit: true }],
    ["master_transfer's is_uk_limit", { is_uk_limit: true }],
    ['the sub-site id', { sub_website_id: 2 }],
  ])('updates when %s changes', (_what, change) => {
    expect(propsChanged(props, { ...props, ...change })).toBe(true);
  });

  it('does not update for a re-render with equal values', () => {
    expect(propsChanged(props, { ...props })).toBe(false);
  });

  it('updates when a prop appears or disappears', () => {
    const { sub_website_id: _dropped, ...fewer } = props;
    expect(propsChanged(props, fewer)).toBe(true);
  });
});
