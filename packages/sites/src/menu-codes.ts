/**
 * Feature (menu) codes a sub-site may permit (§1: "Each sub-site switches features on or off through
 * permitted menu codes"). The compliance check narrows this list further per country and user.
 */
export const MENU_CODES = [
  'spot',
  'margin',
  'futures',
  'options',
  'etf',
  'convert',
  'alpha',
  'pre_market',
  'deposit_onchain',
  'deposit_gatecode',
  'deposit_fiat',
  'buy_crypto_card',
  'buy_crypto_bank',
  'c2c',
  'fiat_trade',
  'earn',
  'staking',
  'copy_trading',
  'strategy_bot',
  'pilot',
  'startup',
  'launchpool',
  'candy_drop',
  'web3',
  'referral',
  'rewards_hub',
  'vip',
  'institution',
] as const;

export type MenuCode = (typeof MENU_CODES)[number];

/** @example isMenuCode('futures') === true */
export function isMenuCode(value: string): value is MenuCode {
  return (MENU_CODES as readonly string[]).includes(value);
}
