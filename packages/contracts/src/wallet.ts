import { z } from 'zod';
import { CHAIN_IDS } from '@ex/domain';
import { canonicalDecimal } from './decimal-input';
import { def, none } from './endpoint-def';

/**
 * Wallet contracts (issue 13): deposits, code deposits, fiat deposit instructions, assets,
 * withdrawals. Every money POST carries `request_id`, the client's idempotency key: a retried
 * request changes nothing twice.
 */

const amount = z.string().regex(/^\d+(\.\d+)?$/, 'decimal string');
const currency = (field = 'currency') => z.string(`${field} is required`).regex(/^[A-Z0-9]{2,10}$/, `${field} is not a currency code`);
/** 8–64 characters of [A-Za-z0-9_-]: a UUID or any random id the browser made for this action. */
export const requestIdSchema = z
  .string('request_id is required')
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_id must be 8 to 64 letters, digits, - or _');
export const chainSchema = z.enum(CHAIN_IDS, `chain must be one of ${CHAIN_IDS.join(', ')}`);

export const depositAddressQuerySchema = z.object({ currency: currency(), chain: chainSchema.optional() });
export const networkSchema = z.object({
  chain: z.string(),
  name: z.string(),
  min_deposit: amount,
  min_withdrawal: amount,
  withdrawal_fee: amount,
  confirmations: z.number().int(),
});
export type WalletNetwork = z.infer<typeof networkSchema>;
export const depositAddressSchema = z.object({
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  networks: z.array(networkSchema),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

export const DEPOSIT_STATUSES = ['pending', 'credited'] as const;
export const depositSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  chain: z.string(),
  tx_hash: z.string(),
  amount,
  confirmations: z.number().int(),
  required_confirmations: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  created_at: z.string(),
  credited_at: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;
export const depositsQuerySchema = z.object({ currency: currency().optional() });
export const depositListSchema = z.object({ list: z.array(depositSchema) });

export const testFundsBodySchema = z.object({ request_id: requestIdSchema }).strict();
export const testFundsResultSchema = z.object({ deposit: depositSchema });

export const redeemCodeBodySchema = z
  .object({
    code: z
      .string('code is required')
      .trim()
      .min(1, 'code is required')
      .max(64, 'code is too long')
      .transform((s) => s.toUpperCase()),
    request_id: requestIdSchema,
  })
  .strict();
export const redeemCodeResultSchema = z.object({ currency: z.string(), amount });

export const assetSchema = z.object({
  currency: z.string(),
  available: amount,
  locked: amount,
  total: amount,
  /** Value of `total` in USD at the current price ('0' without a price). */
  usd_value: amount,
  /** The currency can be deposited and withdrawn on a network (WALLET_CURRENCIES). */
  transferable: z.boolean(),
});
export type Asset = z.infer<typeof assetSchema>;
export const assetListSchema = z.object({ list: z.array(assetSchema) });

export const HISTORY_KINDS = ['deposit', 'withdrawal', 'convert', 'buy', 'p2p', 'transfer'] as const;
export const historyEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  currency: z.string(),
  available: z.string(),
  locked: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export const historyListSchema = z.object({ list: z.array(historyEntrySchema) });

export const fiatAccountSchema = z.object({
  currency: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  iban: z.string(),
  swift: z.string(),
});
export const fiatDepositSchema = z.object({ reference: z.string(), accounts: z.array(fiatAccountSchema) });

export const WITHDRAWAL_STATUSES = ['pending', 'completed', 'rejected'] as const;
export const withdrawalSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  amount,
  fee: amount,
  /** amount − fee: what arrives at the address. */
  receive: amount,
  status: z.enum(WITHDRAWAL_STATUSES),
  tx_hash: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalListSchema = z.object({ list: z.array(withdrawalSchema) });
export const withdrawInfoQuerySchema = z.object({ currency: currency() });
export const withdrawInfoSchema = z.object({
  currency: z.string(),
  available: amount,
  networks: z.array(networkSchema),
  kyc2_done: z.boolean(),
  daily_limit_usd: amount,
  used_today_usd: amount,
  has_fundpass: z.boolean(),
  totp_enabled: z.boolean(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;
export const withdrawBodySchema = z
  .object({
    request_id: requestIdSchema,
    currency: currency(),
    chain: chainSchema,
    address: z.string('address is required').trim().min(1, 'address is required').max(128, 'address is too long'),
    amount: canonicalDecimal('amount'),
    fundpass: z.string('fundpass is required').min(1, 'fundpass is required').max(128),
    totp: z
      .string()
      .regex(/^\d{6}$/, 'totp must be 6 digits')
      .optional(),
  })
  .strict();
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;
export const withdrawResultSchema = z.object({ withdrawal: withdrawalSchema });

const get = <Q extends z.ZodType, D extends z.ZodType>(path: string, query: Q, data: D, fallback: z.infer<D> | null) =>
  def({ method: 'GET', path, query, body: none, data, fallback, auth: true });
const post = <B extends z.ZodType, D extends z.ZodType>(path: string, body: B, data: D) =>
  def({ method: 'POST', path, query: none, body, data, fallback: null, auth: true });

/**
 * The wallet's calls (not in §7, which shows only total_funds), in their own registry. Lists fall
 * back to empty; an address, the fiat instructions, the withdrawal terms and every POST surface
 * their errors (a wrong address or limit must never be shown as if it were real).
 */
export const WALLET_ENDPOINTS = {
  depositAddress: get('/api/web/v1/wallet/deposit/address', depositAddressQuerySchema, depositAddressSchema, null),
  deposits: get('/api/web/v1/wallet/deposits', depositsQuerySchema, depositListSchema, { list: [] }),
  testFunds: post('/api/web/v1/wallet/test-funds', testFundsBodySchema, testFundsResultSchema),
  redeemCode: post('/api/web/v1/wallet/gatecode/redeem', redeemCodeBodySchema, redeemCodeResultSchema),
  assets: get('/api/web/v1/wallet/assets', none, assetListSchema, { list: [] }),
  history: get('/api/web/v1/wallet/history', none, historyListSchema, { list: [] }),
  fiatDeposit: get('/api/web/v1/wallet/deposit/fiat', none, fiatDepositSchema, null),
  withdrawInfo: get('/api/web/v1/wallet/withdraw/info', withdrawInfoQuerySchema, withdrawInfoSchema, null),
  withdrawals: get('/api/web/v1/wallet/withdrawals', none, withdrawalListSchema, { list: [] }),
  withdraw: post('/api/web/v1/wallet/withdrawals', withdrawBodySchema, withdrawResultSchema),
} as const;
