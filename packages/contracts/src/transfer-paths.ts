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
