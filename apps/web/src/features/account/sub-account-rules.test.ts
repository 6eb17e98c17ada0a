import { describe, expect, it } from 'vitest';
import { SUB_ACCOUNT_REDIRECT_MS, subAccountSubTypeKey, subAccountTypeKey } from './sub-account-rules';

describe('§3 sub-account info labels', () => {
  it.each([
    [1, 'normal'],
    [4, 'managed'],
    [0, 'normal'],
  ] as const)('type %i → %s', (n, key) => expect(subAccountTypeKey(n)).toBe(key));
  it.each([
    [6, 'bugs'],
    [7, 'assetManagement'],
    [1, null],
  ] as const)('sub_type %i → %s', (n, key) => expect(subAccountSubTypeKey(n)).toBe(key));
  it('§8 redirects home after 2 s', () => expect(SUB_ACCOUNT_REDIRECT_MS).toBe(2000));
});
