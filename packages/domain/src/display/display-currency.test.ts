import { describe, expect, it } from 'vitest';
import {
  USD_DISPLAY_CURRENCY,
  displayValueOf,
  resolveDisplayCurrency,
  usdToDisplay,
  withFiatSymbol,
  type DisplayCurrency,
  type DisplayCurrencySettings,
} from './display-currency';
import { decimal } from '../decimal';

const CHOSEN = 'issue 12 "The chosen fiat (curr_fiat, §3) converts every estimated value … with curr_fiat_market_rates"';
const SYMBOL = 'issue 12 "with the symbol from fiat_list"; §3 "fiat_list (symbol per fiat)"';
const DEFAULT = '§9 "Default fiat USD"; §8 settings fallback USD';
const CRYPTO = 'issue 12 "Crypto amounts stay in their own unit"';

const settings: DisplayCurrencySettings = {
  curr_fiat: 'USD',
  fiat_list: [
    { name: 'USD', symbol: '$' },
    { name: 'EUR', symbol: '€' },
    { name: 'JPY', symbol: '¥' },
    { name: 'GBP', symbol: '£' },
    { name: 'AED', symbol: 'د.إ' },
  ],
  // GBP has no rate and CAD is not listed: neither can be shown.
  curr_fiat_market_rates: { USD: '1', EUR: '0.9215', JPY: '151.23', AED: '3.6725', CAD: '1.3921' },
};
const eur: DisplayCurrency = { code: 'EUR', symbol: '€', perUsd: decimal('0.9215') };

describe('resolveDisplayCurrency', () => {
  it.each([
    { spec: CHOSEN, chosen: 'EUR', from: settings, out: eur },
    {
      spec: `${CHOSEN} — the settings' curr_fiat when nothing is chosen`,
      chosen: undefined,
      from: { ...settings, curr_fiat: 'JPY' },
      out: { code: 'JPY', symbol: '¥', perUsd: '151.23' },
    },
    {
      spec: `${CHOSEN} — a choice without a rate cannot convert: curr_fiat instead`,
      chosen: 'GBP',
      from: settings,
      out: USD_DISPLAY_CURRENCY,
    },
    { spec: `${SYMBOL} — a fiat not in fiat_list is not offered`, chosen: 'CAD', from: settings, out: USD_DISPLAY_CURRENCY },
    {
      spec: `${DEFAULT} — a rate of zero is no rate`,
      chosen: 'EUR',
      from: { ...settings, curr_fiat_market_rates: { EUR: '0' } },
      out: USD_DISPLAY_CURRENCY,
    },
    { spec: DEFAULT, chosen: 'EUR', from: undefined, out: USD_DISPLAY_CURRENCY },
  ])('$spec: $chosen', ({ chosen, from, out }) => {
    expect(resolveDisplayCurrency(from, chosen)).toEqual(out);
  });
});

describe('usdToDisplay and displayValueOf', () => {
  it.each([
    { spec: `${CHOSEN}: the estimated balance of issue 12`, usd: '62827.17', currency: eur, out: '57895.237155' },
    { spec: `${CHOSEN}: exact, never through a float`, usd: '0.1', currency: { ...eur, perUsd: decimal('0.2') }, out: '0.02' },
    { spec: DEFAULT, usd: '62827.17', currency: USD_DISPLAY_CURRENCY, out: '62827.17' },
    { spec: 'decision: unreadable is null (shown as "--")', usd: 'n/a', currency: eur, out: null },
  ])('$spec: $usd', ({ usd, currency, out }) => {
    expect(usdToDisplay(usd, currency)).toBe(out);
  });

  it.each([
    { spec: `${CHOSEN} — an order cost in USDT`, amount: '650.25', price: '1', currency: eur, out: '599.205375' },
    { spec: `${CHOSEN} — a BTC balance`, amount: '0.5', price: '97250.12', currency: USD_DISPLAY_CURRENCY, out: '48625.060' },
    { spec: `${CRYPTO} — an asset without a USD price has no estimate`, amount: '12500.5', price: undefined, currency: eur, out: null },
    { spec: 'decision: unreadable amount is null', amount: '', price: '1', currency: eur, out: null },
  ])('$spec', ({ amount, price, currency, out }) => {
    expect(displayValueOf(amount, price, currency)).toBe(out);
  });
});

describe('withFiatSymbol', () => {
  const parts = (tag: string, currency: string, value: string) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency }).formatToParts(value as `${number}`);
  it.each([
    { spec: SYMBOL, tag: 'en', code: 'EUR', symbol: '€', value: '1234.5', out: '€1,234.50' },
    { spec: `${SYMBOL}; German puts it after`, tag: 'de-DE', code: 'EUR', symbol: '€', value: '1234.5', out: '1.234,50\u00a0€' },
    { spec: `${SYMBOL}: fiat_list's, not Intl's (CN¥)`, tag: 'en', code: 'CNY', symbol: '¥', value: '10', out: '¥10.00' },
    { spec: `${SYMBOL}: Intl's spacing kept after a letter code`, tag: 'en', code: 'AED', symbol: 'د.إ', value: '5', out: 'د.إ\u00a05.00' },
    { spec: `${SYMBOL}: Japanese yen`, tag: 'ja-JP', code: 'JPY', symbol: '¥', value: '9501235', out: '¥9,501,235' },
  ])('$spec: $tag $code → $out', ({ tag, code, symbol, value, out }) => {
    expect(withFiatSymbol(parts(tag, code, value), symbol)).toBe(out);
  });
});
