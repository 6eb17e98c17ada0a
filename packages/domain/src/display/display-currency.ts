/**
 * Display currency (issue 12, §3 `curr_fiat`, `curr_fiat_market_rates`, `fiat_list`): the fiat the
 * visitor chose converts every estimated value (balances, totals, order cost estimates); crypto
 * amounts stay in their own unit. Exact decimal maths; Intl rounds only when the result is written.
 */
import { compareDecimal, decimal, multiplyDecimal, parseDecimal, type DecimalString } from '../decimal';

/** One entry of §3 `fiat_list` ("symbol per fiat"). */
export interface FiatListing {
  readonly name: string;
  readonly symbol: string;
}

/** The part of §3 site settings the display currency is read from. */
export interface DisplayCurrencySettings {
  readonly curr_fiat: string;
  readonly fiat_list: readonly FiatListing[];
  /** Units of each fiat per 1 USD. */
  readonly curr_fiat_market_rates: Readonly<Record<string, string>>;
}

/** The fiat estimated values are shown in: its ISO code, its `fiat_list` symbol and its units per 1 USD. */
export interface DisplayCurrency {
  readonly code: string;
  readonly symbol: string;
  readonly perUsd: DecimalString;
}

/** §9 "Default fiat USD" (and the §8 settings fallback: USD at 1). */
export const USD_DISPLAY_CURRENCY: DisplayCurrency = { code: 'USD', symbol: '$', perUsd: decimal('1') };

const ZERO = decimal('0');

/**
 * The display currency: the first of the visitor's choice, the settings' `curr_fiat` and USD that is
 * listed in `fiat_list` and has a readable rate above zero (a fiat without a rate cannot convert,
 * so it is never shown as if it had one).
 * @example resolveDisplayCurrency({ curr_fiat: 'USD', fiat_list: [usd, eur], curr_fiat_market_rates: { USD: '1', EUR: '0.9215' } }, 'EUR')
 * // { code: 'EUR', symbol: '€', perUsd: '0.9215' }
 * @example resolveDisplayCurrency(SITE_SETTINGS_DEFAULT, 'XXX') // USD_DISPLAY_CURRENCY
 */
export function resolveDisplayCurrency(settings: DisplayCurrencySettings | undefined, chosen?: string): DisplayCurrency {
  if (!settings) return USD_DISPLAY_CURRENCY;
  for (const code of [chosen, settings.curr_fiat]) {
    if (code === undefined) continue;
    const listing = settings.fiat_list.find((f) => f.name === code);
    const rate = parseDecimal(settings.curr_fiat_market_rates[code] ?? '');
    if (listing && rate !== null && compareDecimal(rate, ZERO) > 0) return { code, symbol: listing.symbol, perUsd: rate };
  }
  return USD_DISPLAY_CURRENCY;
}

/**
 * A USD value in the display currency, exact (`usd × perUsd`); unreadable text is null.
 * @example usdToDisplay('62827.17', { code: 'EUR', symbol: '€', perUsd: '0.9215' }) === '57895.237155'
 */
export function usdToDisplay(usd: string, currency: DisplayCurrency): DecimalString | null {
  const value = parseDecimal(usd);
  return value === null ? null : multiplyDecimal(value, currency.perUsd);
}

/**
 * The display-currency value of a crypto amount at its USD price (`amount × usdPrice × perUsd`);
 * null when either is unreadable or the asset has no price.
 * @example displayValueOf('0.5', '97250.12', USD_DISPLAY_CURRENCY) === '48625.060'
 * @example displayValueOf('12500.5', undefined, eur) === null
 */
export function displayValueOf(amount: string, usdPrice: string | undefined, currency: DisplayCurrency): DecimalString | null {
  const quantity = parseDecimal(amount);
  const price = usdPrice === undefined ? null : parseDecimal(usdPrice);
  if (quantity === null || price === null) return null;
  return multiplyDecimal(multiplyDecimal(quantity, price), currency.perUsd);
}

/**
 * Joins Intl's currency-style parts with the site's symbol in place of Intl's own, so the language
 * still decides where the symbol goes and how it is spaced (`€1,234.50` in English, `1.234,50 €` in
 * German) while the symbol is the one `fiat_list` names (§3 "symbol per fiat").
 * @example withFiatSymbol(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).formatToParts(1234.5), '€') === '1.234,50 €'
 * @example withFiatSymbol(new Intl.NumberFormat('en', { style: 'currency', currency: 'AED' }).formatToParts(5), 'د.إ') === 'د.إ 5.00'
 */
export function withFiatSymbol(parts: readonly Intl.NumberFormatPart[], symbol: string): string {
  return parts.map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
}
