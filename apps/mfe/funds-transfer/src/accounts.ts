import type { TransferAccount } from '@ex/contracts';

export interface TransferLimits {
  readonly isUkLimit: boolean;
  readonly isItalyLimit: boolean;
}

/**
 * The accounts funds_transfer offers (§7 props isUkLimit, isItalyLimit). Decision
 * (docs/spec-decisions.md "funds_transfer limit flags"): a UK-limited user is offered no margin or
 * futures account (UK retail rules on crypto derivatives), an Italy-limited user no futures account;
 * the others see all four.
 * @example offeredAccounts({ isUkLimit: true, isItalyLimit: false }) // ['spot', 'earn']
 */
export function offeredAccounts(limits: TransferLimits): TransferAccount[] {
  const all: TransferAccount[] = ['spot', 'margin', 'futures', 'earn'];
  return all.filter((a) => !(limits.isUkLimit && (a === 'margin' || a === 'futures')) && !(limits.isItalyLimit && a === 'futures'));
}
