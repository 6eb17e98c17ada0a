/** §3 "Sub-account info" codes and the §8 refusal behaviour. Pure. */

/** §8 "redirect home after 2 s". */
export const SUB_ACCOUNT_REDIRECT_MS = 2000;

/** §3 type: 1 normal, 4 managed. Unknown types read as normal (the §8 fallback type 1). */
export function subAccountTypeKey(type: number): 'normal' | 'managed' {
  return type === 4 ? 'managed' : 'normal';
}

/** §3 sub_type: 6 bugs, 7 asset management; anything else (the fallback 1 included) has no label. */
export function subAccountSubTypeKey(subType: number): 'bugs' | 'assetManagement' | null {
  if (subType === 6) return 'bugs';
  if (subType === 7) return 'assetManagement';
  return null;
}
