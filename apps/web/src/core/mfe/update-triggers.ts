/**
 * §4.14 "update on change of locale, prefix, theme or limit flags": a mini-app's props are exactly
 * those values, so the host calls `update` when any prop differs from what the bundle last got,
 * and never for a re-render that rebuilt an equal props object.
 * @example propsChanged({ g_lang: 'en', theme: 'light' }, { g_lang: 'en', theme: 'dark' }) === true
 * @example propsChanged({ g_lang: 'en' }, { g_lang: 'en' }) === false
 */
export function propsChanged(previous: Readonly<Record<string, unknown>>, next: Readonly<Record<string, unknown>>): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  for (const key of keys) if (!Object.is(previous[key], next[key])) return true;
  return false;
}
