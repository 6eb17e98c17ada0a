// No zod here: mini-app bundles import these constants without pulling in the schemas.

/**
 * Transfers between accounts (issue 17, §7 funds_transfer and master_transfer). Identity from the
 * session only; every POST is CSRF-checked and asks the allowed-actions rule ('transfer').
 */
export const TRANSFER_ACCOUNTS_PATH = '/api/web/v1/wallet/accounts';
export const TRANSFER_PATH = '/api/web/v1/wallet/transfer';

/** The user's own accounts (issue 17 "spot, margin, futures, earn"). */
export const TRANSFER_ACCOUNTS = ['spot', 'margin', 'futures', 'earn'] as const;
export type TransferAccount = (typeof TRANSFER_ACCOUNTS)[number];

/** Refusals that are no input error: 409 with these codes. */
export const TRANSFER_ERROR_CODES = {
  /** The source account backs open positions (margin or futures): nothing may leave it until they close. */
  marginInUse: 40920,
  /** The request id was used before for another transfer. */
  requestIdReused: 40921,
} as const;

/** master_transfer (§7): the master's sub-accounts with balances, and moving funds master ↔ sub. */
export const SUB_TRANSFER_PARTIES_PATH = '/api/web/v1/wallet/sub-accounts';
export const SUB_TRANSFER_PATH = '/api/web/v1/wallet/sub-transfer';

/** master_transfer refusals (403): who may move what. */
export const SUB_TRANSFER_ERROR_CODES = {
  /** A sub-account asked: only its master moves its funds. */
  notMaster: 40330,
  /** A uid that is neither the master nor one of its sub-accounts. */
  notOwnSubAccount: 40331,
  /** A managed sub-account (type 4) returns funds to its master only. */
  managedSubAccount: 40332,
} as const;
