import type { MenuCode } from '../menu-codes';

/**
 * §5 "Unsupported-feature check: the path is matched against a list of patterns mapping to menu
 * codes (for example trade, futures, options, copy trading, earn, c2c, card purchase). Other
 * examples: staking for GT, TRX, SOL and TON; strategy-bot types such as spot_grid and martingale;
 * institution sections." The spec does not show the full list; this is ours (docs/spec-decisions.md).
 *
 * A pattern is a path prefix matched on whole segments ('/futures' matches '/futures' and
 * '/futures/USDT/BTC_USDT', not '/futures-delivery'), against the normalised path. More specific
 * prefixes come first: the first match wins.
 */
export const FEATURE_PATTERNS: readonly { readonly prefix: string; readonly menu: MenuCode }[] = [
  { prefix: '/trade', menu: 'spot' },
  { prefix: '/margin-trading', menu: 'margin' },
  { prefix: '/futures-delivery', menu: 'futures' },
  { prefix: '/futures', menu: 'futures' },
  { prefix: '/options', menu: 'options' },
  { prefix: '/etf', menu: 'etf' },
  { prefix: '/convert', menu: 'convert' },
  { prefix: '/alpha', menu: 'alpha' },
  { prefix: '/pre-market', menu: 'pre_market' },
  { prefix: '/premint', menu: 'pre_market' },
  { prefix: '/copytrading', menu: 'copy_trading' },
  { prefix: '/simple-earn', menu: 'earn' },
  { prefix: '/hodl', menu: 'earn' },
  { prefix: '/dual-investment', menu: 'earn' },
  { prefix: '/structured-products', menu: 'earn' },
  // Staking of GT, TRX, SOL and TON, and the staking hub.
  { prefix: '/staking/gt', menu: 'staking' },
  { prefix: '/staking/trx', menu: 'staking' },
  { prefix: '/staking/sol', menu: 'staking' },
  { prefix: '/staking/ton', menu: 'staking' },
  { prefix: '/staking', menu: 'staking' },
  // Strategy bots, each type under the bot hub (spot_grid, martingale, futures_grid, …).
  { prefix: '/strategybot', menu: 'strategy_bot' },
  { prefix: '/c2c', menu: 'c2c' },
  { prefix: '/convert', menu: 'convert' },
  { prefix: '/crypto/buy/with-bank-account', menu: 'buy_crypto_bank' },
  { prefix: '/crypto/buy', menu: 'buy_crypto_card' },
  { prefix: '/buy-sell-crypto', menu: 'buy_crypto_card' },
  { prefix: '/myaccount/deposit_fiat', menu: 'deposit_fiat' },
  { prefix: '/myaccount/deposit_gatecode', menu: 'deposit_gatecode' },
  { prefix: '/pilot', menu: 'pilot' },
  { prefix: '/startup', menu: 'startup' },
  { prefix: '/launchpool', menu: 'launchpool' },
  { prefix: '/candy-drop', menu: 'candy_drop' },
  { prefix: '/web3', menu: 'web3' },
  { prefix: '/institution', menu: 'institution' },
  { prefix: '/institutional', menu: 'institution' },
  { prefix: '/referral', menu: 'referral' },
  { prefix: '/rewards_hub', menu: 'rewards_hub' },
  { prefix: '/vip', menu: 'vip' },
];

const MAX_DECODE_ROUNDS = 3;

/**
 * The path a gate compares, so that no spelling of a gated path slips past it: percent-decoded
 * (up to 3 rounds, `%2F` becomes '/'), backslashes as slashes, lower case, repeated slashes
 * collapsed, a trailing `.rsc` (RSC payload requests) and trailing slashes removed, `.`/`..`
 * segments resolved. Never throws; a malformed escape is kept literally.
 *
 * @example normaliseGatedPath('/Futures%2FUSDT//BTC_USDT/') === '/futures/usdt/btc_usdt'
 * @example normaliseGatedPath('/futures.rsc') === '/futures'
 */
export function normaliseGatedPath(raw: string): string {
  let path = raw.split(/[?#]/)[0] ?? '';
  for (let i = 0; i < MAX_DECODE_ROUNDS && /%[0-9a-f]{2}/i.test(path); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const last = segments.length - 1;
  const tail = segments[last];
  if (tail !== undefined && tail.endsWith('.rsc')) {
    const stripped = tail.slice(0, -'.rsc'.length);
    if (stripped === '' || stripped === 'index') segments.pop();
    else segments[last] = stripped;
  }
  return `/${segments.join('/')}`;
}

/**
 * A leveraged-token pair under /trade (§2.1 "/trade/ETH5L_USDT"): the base is a token name ending in
 * a leverage and a direction (`<BASE><digits>(L|S)`, e.g. ETH5L, BTC3S), then `_<QUOTE>`. These pages
 * are the ETF product, so a sub-site without 'etf' gates them even where spot trading is allowed.
 * Matched on the normalised (lower-case) path.
 */
const LEVERAGED_TOKEN_TRADE = /^\/trade\/[a-z][a-z0-9]*\d+[ls]_[a-z0-9]+(?:\/|$)/;

/**
 * A leveraged-token pair (`ETH5L_USDT`, `BTC3S_USDT`): spot only, never on margin.
 * @example isLeveragedTokenSymbol('ETH5L_USDT') === true
 * @example isLeveragedTokenSymbol('BTC_USDT') === false
 */
export function isLeveragedTokenSymbol(symbol: string): boolean {
  return LEVERAGED_TOKEN_TRADE.test(`/trade/${symbol.toLowerCase()}`);
}

/**
 * The menu code of the feature a (locale-free) path belongs to, or null for pages that are no feature.
 * A leveraged-token trade page is checked before the '/trade' → spot rule.
 * @example resolveFeatureForPath('/futures/USDT/BTC_USDT') === 'futures'
 * @example resolveFeatureForPath('/trade/ETH5L_USDT') === 'etf'
 * @example resolveFeatureForPath('/staking/TON') === 'staking'
 * @example resolveFeatureForPath('/help') === null
 */
export function resolveFeatureForPath(path: string): MenuCode | null {
  const normalised = normaliseGatedPath(path);
  if (LEVERAGED_TOKEN_TRADE.test(normalised)) return 'etf';
  for (const { prefix, menu } of FEATURE_PATTERNS) {
    if (normalised === prefix || normalised.startsWith(`${prefix}/`)) return menu;
  }
  return null;
}
