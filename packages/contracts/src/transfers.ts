import { z } from 'zod';
import { isDecimalString } from '@ex/domain';
import { canonicalDecimal } from './decimal-input';
import { requestIdSchema } from './wallet';
import { TRANSFER_ACCOUNTS } from './transfer-paths';

const decimalText = z.string().refine((s: string): boolean => isDecimalString(s), 'a decimal string');

export const accountBalanceSchema = z.object({ currency: z.string(), available: decimalText });
export const transferAccountViewSchema = z.object({
  account: z.enum(TRANSFER_ACCOUNTS),
  balances: z.array(accountBalanceSchema),
  /** Open positions draw on this account: transfers out of it are refused. */
  margin_in_use: z.boolean(),
});
export type TransferAccountView = z.infer<typeof transferAccountViewSchema>;
export const transferAccountsSchema = z.object({ accounts: z.array(transferAccountViewSchema) });
export type TransferAccounts = z.infer<typeof transferAccountsSchema>;

export const transferBodySchema = z
  .object({
    from: z.enum(TRANSFER_ACCOUNTS, `from must be one of ${TRANSFER_ACCOUNTS.join(', ')}`),
    to: z.enum(TRANSFER_ACCOUNTS, `to must be one of ${TRANSFER_ACCOUNTS.join(', ')}`),
    currency: z.string('currency is required').regex(/^[A-Z0-9]{2,12}$/, 'currency must be a listed asset symbol'),
    amount: canonicalDecimal('amount'),
    request_id: requestIdSchema,
  })
  .refine((b) => b.from !== b.to, { message: 'Choose two different accounts', path: ['to'] });
export type TransferBody = z.infer<typeof transferBodySchema>;

export const transferViewSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  from_uid: z.number().int(),
  to_uid: z.number().int(),
  currency: z.string(),
  amount: decimalText,
  created_at: z.string(),
});
export type TransferView = z.infer<typeof transferViewSchema>;
export const transferResultSchema = z.object({ transfer: transferViewSchema });

const uidField = (name: string) => z.number(`${name} is required`).int(`${name} must be a uid`).positive(`${name} must be a uid`);

export const subTransferBodySchema = z
  .object({
    from_uid: uidField('from_uid'),
    to_uid: uidField('to_uid'),
    currency: z.string('currency is required').regex(/^[A-Z0-9]{2,12}$/, 'currency must be a listed asset symbol'),
    amount: canonicalDecimal('amount'),
    request_id: requestIdSchema,
  })
  .refine((b) => b.from_uid !== b.to_uid, { message: 'Choose two different accounts', path: ['to_uid'] });
export type SubTransferBody = z.infer<typeof subTransferBodySchema>;

export const subTransferPartySchema = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  /** 0 for the master; §3 sub-account type (1 normal, 4 managed) for a sub-account. */
  type: z.number().int(),
  sub_type: z.number().int(),
  balances: z.array(accountBalanceSchema),
});
export type SubTransferParty = z.infer<typeof subTransferPartySchema>;
export const subTransferPartiesSchema = z.object({ master: subTransferPartySchema, subs: z.array(subTransferPartySchema) });
export type SubTransferParties = z.infer<typeof subTransferPartiesSchema>;
