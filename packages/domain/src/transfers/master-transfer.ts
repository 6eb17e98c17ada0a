/** §3 sub-account types: 1 normal, 4 managed. */
export const SUB_ACCOUNT_MANAGED = 4;

/** One side of a master_transfer: the master itself or one of the master's sub-accounts. */
export type MasterTransferParty = { readonly role: 'master' } | { readonly role: 'sub'; readonly type: number };

export type MasterTransferRefusal = 'not_master' | 'same_account' | 'master_to_master' | 'managed_to_other_sub';

/**
 * Whether a master_transfer may run (issue 17 "Only the master can move funds out of a sub-account;
 * a managed sub-account follows its own rule"), given who asks and the two parties already resolved
 * against the master's own sub-accounts (a stranger's uid never gets here: it is a 403 first).
 * - A sub-account never initiates one: only its master moves its funds.
 * - The master moves funds master → sub, sub → master and sub → sub.
 * - A managed sub-account (type 4) is funded by its master and returns funds to its master only,
 *   never straight to another sub-account (decision in docs/spec-decisions.md).
 * @example masterTransferRefusal(true, { role: 'sub', type: 1 }, { role: 'master' }) === 'not_master'
 * @example masterTransferRefusal(false, { role: 'sub', type: 4 }, { role: 'sub', type: 1 }) === 'managed_to_other_sub'
 */
export function masterTransferRefusal(
  askerIsSub: boolean,
  from: MasterTransferParty,
  to: MasterTransferParty,
  sameUid = false,
): MasterTransferRefusal | null {
  if (askerIsSub) return 'not_master';
  if (sameUid) return 'same_account';
  if (from.role === 'master' && to.role === 'master') return 'master_to_master';
  if (from.role === 'sub' && from.type === SUB_ACCOUNT_MANAGED && to.role === 'sub') return 'managed_to_other_sub';
  return null;
}
