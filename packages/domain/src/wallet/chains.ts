import { decimal, type DecimalString } from '../decimal';

/**
 * The networks deposits arrive on and withdrawals leave by. `kind` decides the address format
 * (addresses.ts); `confirmations` is how many blocks a deposit waits before it is credited.
 */
export type ChainKind = 'evm' | 'tron' | 'btc';
export const CHAIN_IDS = ['TRX', 'ETH', 'BSC', 'BTC'] as const;
export type ChainId = (typeof CHAIN_IDS)[number];

export interface Chain {
  readonly id: ChainId;
  /** What users know the network as (not translated: network names are proper names). */
  readonly name: string;
  readonly kind: ChainKind;
  readonly confirmations: number;
}

export const CHAINS: Readonly<Record<ChainId, Chain>> = {
  TRX: { id: 'TRX', name: 'TRON (TRC20)', kind: 'tron', confirmations: 20 },
  ETH: { id: 'ETH', name: 'Ethereum (ERC20)', kind: 'evm', confirmations: 12 },
  BSC: { id: 'BSC', name: 'BNB Smart Chain (BEP20)', kind: 'evm', confirmations: 15 },
  BTC: { id: 'BTC', name: 'Bitcoin', kind: 'btc', confirmations: 2 },
};

/** A currency on one network: the smallest deposit credited, the smallest withdrawal and its fee. */
export interface CurrencyNetwork {
  readonly chain: ChainId;
  readonly minDeposit: DecimalString;
  readonly minWithdrawal: DecimalString;
  readonly withdrawalFee: DecimalString;
}

const net = (chain: ChainId, minDeposit: string, minWithdrawal: string, withdrawalFee: string): CurrencyNetwork => ({
  chain,
  minDeposit: decimal(minDeposit),
  minWithdrawal: decimal(minWithdrawal),
  withdrawalFee: decimal(withdrawalFee),
});

/**
 * The currencies that can be deposited and withdrawn, and their networks (first: the default).
 * Decision: the six most held coins and their usual networks; fees are flat per withdrawal, in the
 * currency withdrawn, like the exchange's fee page shows them.
 */
export const WALLET_CURRENCIES: Readonly<Record<string, readonly CurrencyNetwork[]>> = {
  USDT: [net('TRX', '1', '10', '1'), net('ETH', '10', '20', '5'), net('BSC', '1', '10', '0.3')],
  USDC: [net('ETH', '10', '20', '5'), net('BSC', '1', '10', '0.3')],
  BTC: [net('BTC', '0.0001', '0.001', '0.0002')],
  ETH: [net('ETH', '0.005', '0.01', '0.002')],
  BNB: [net('BSC', '0.01', '0.02', '0.001')],
  TRX: [net('TRX', '10', '20', '1')],
};

/** The default currency of /myaccount/deposit (§2.1 "default USDT"). */
export const DEFAULT_DEPOSIT_CURRENCY = 'USDT';

/**
 * The network entry of `currency` on `chain`, or null when the currency does not travel there.
 * @example currencyNetwork('USDT', 'TRX')?.minDeposit === '1'
 * @example currencyNetwork('BTC', 'ETH') === null
 */
export function currencyNetwork(currency: string, chain: string): CurrencyNetwork | null {
  return WALLET_CURRENCIES[currency]?.find((n) => n.chain === chain) ?? null;
}

/** @example isWalletCurrency('USDT') === true */
export function isWalletCurrency(currency: string): boolean {
  return Object.prototype.hasOwnProperty.call(WALLET_CURRENCIES, currency);
}
