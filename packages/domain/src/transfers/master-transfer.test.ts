import { describe, expect, it } from 'vitest';
import { masterTransferRefusal, type MasterTransferParty } from './master-transfer';

const master: MasterTransferParty = { role: 'master' };
const normal: MasterTransferParty = { role: 'sub', type: 1 };
const managed: MasterTransferParty = { role: 'sub', type: 4 };

describe('masterTransferRefusal (issue 17: "Only the master can move funds out of a sub-account; a managed sub-account follows its own rule")', () => {
  it.each([
    ['master → normal sub', false, master, normal, null],
    ['normal sub → master', false, normal, master, null],
    ['normal sub → another sub', false, normal, normal, null],
    ['master → managed sub', false, master, managed, null],
    ['managed sub → master', false, managed, master, null],
    ['managed sub → another sub', false, managed, normal, 'managed_to_other_sub'],
    ['normal sub → managed sub', false, normal, managed, null],
    ['a sub-account asking to move its own funds', true, normal, master, 'not_master'],
    ["a sub-account asking to move its master's funds", true, master, normal, 'not_master'],
    ['master → master', false, master, master, 'master_to_master'],
  ] as const)('%s → %s', (_case, askerIsSub, from, to, expected) => {
    expect(masterTransferRefusal(askerIsSub, from, to)).toBe(expected);
  });

  it('refuses a sub-account to itself', () => {
    expect(masterTransferRefusal(false, normal, normal, true)).toBe('same_account');
  });
});
