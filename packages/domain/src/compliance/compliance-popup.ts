/**
 * §4.15 "Compliance popup: closed, then opened once per page load if enabled, the path matches and
 * the daily count is below maxCount; closing or OK dismisses. It may only show on /signup, /login
 * and / (path filter register/home/login)." §9 "Compliance popup: daily limit from
 * options.maxCount, storage key per path."
 */
import { resolveDailyCount } from '../frequency-store';

/** §4.15 path filter → the only route each value may show on. */
export const COMPLIANCE_POPUP_PATHS = { register: '/signup', login: '/login', home: '/' } as const;
export type CompliancePopupPath = keyof typeof COMPLIANCE_POPUP_PATHS;

/** The §3 popup fields the rule reads (the rest is content). */
export interface CompliancePopupInput {
  readonly enable?: unknown;
  readonly path?: unknown;
  readonly options?: { readonly maxCount?: unknown } | null;
}

function isPopupPath(value: unknown): value is CompliancePopupPath {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(COMPLIANCE_POPUP_PATHS, value);
}

/** The route path without query, hash or trailing slash ('/' stays '/'). */
function routeOf(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

/**
 * §9 "storage key per path": the frequency-store key of a popup's path filter.
 * @example compliancePopupStorageKey('register') === 'compliance_popup:register'
 */
export function compliancePopupStorageKey(path: CompliancePopupPath): string {
  return `compliance_popup:${path}`;
}

/**
 * §4.15: may this popup show on `path` (the route path without locale prefix) when it has shown
 * `dailyCount` times in the current day? Needs `enable` exactly true, a path filter of
 * register/home/login that maps to `path` (/signup, / and /login; query, hash and a trailing slash
 * ignored), and `dailyCount` below a non-negative integer `options.maxCount` (0 or a malformed
 * count: never).
 * @example canShowCompliancePopup({ popup: { enable: true, path: 'login', options: { maxCount: 2 } }, path: '/login', dailyCount: 1 }) === true
 * @example canShowCompliancePopup({ popup: { enable: true, path: 'home', options: { maxCount: 2 } }, path: '/price', dailyCount: 0 }) === false
 */
export function canShowCompliancePopup(input: { popup: CompliancePopupInput; path: string; dailyCount: number }): boolean {
  const { popup, path, dailyCount } = input;
  if (popup.enable !== true || !isPopupPath(popup.path)) return false;
  if (COMPLIANCE_POPUP_PATHS[popup.path] !== routeOf(path)) return false;
  const max = popup.options?.maxCount;
  if (typeof max !== 'number' || !Number.isSafeInteger(max) || max < 0) return false;
  return dailyCount < max;
}

export interface CompliancePopupChoice {
  /** Index of the popup in the list. */
  readonly index: number;
  /** Storage key of its daily count. */
  readonly key: string;
  /** The value to store once it has shown (the count plus one, see resolveDailyCount). */
  readonly next: string;
}

/**
 * The first popup of `popups` that may show on `path` now, with its storage key and the count to
 * store once shown; null when none may. `read` returns the stored `count/timestamp` of a key
 * (§5 "Frequency store value"; malformed values count as none shown).
 * @example resolveCompliancePopup({ popups: [{ enable: true, path: 'home', options: { maxCount: 1 } }], path: '/', now: 5, read: () => null })
 *   // { index: 0, key: 'compliance_popup:home', next: '1/5' }
 */
export function resolveCompliancePopup(input: {
  popups: readonly CompliancePopupInput[];
  path: string;
  now: number;
  read: (key: string) => string | null;
}): CompliancePopupChoice | null {
  for (const [index, popup] of input.popups.entries()) {
    if (!isPopupPath(popup.path)) continue;
    const key = compliancePopupStorageKey(popup.path);
    const daily = resolveDailyCount({ raw: input.read(key), now: input.now });
    if (canShowCompliancePopup({ popup, path: input.path, dailyCount: daily.count })) return { index, key, next: daily.next };
  }
  return null;
}
