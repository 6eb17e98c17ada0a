import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MINI_APP_SHARED_GLOBAL, type MiniAppHost, type MiniAppModule } from '@ex/contracts';

/**
 * What every mini-app bundle exports (issue 17): `mount(element, props)`, `update(props)`,
 * `unmount()`. React comes from the host (build.mjs), so the root renders with the host's React.
 * @example export const { mount, update, unmount } = createMiniApp<Props>((props, host) => <App {...props} host={host} />);
 */
export function createMiniApp<P>(render: (props: P, host: MiniAppHost, element: HTMLElement) => ReactNode): MiniAppModule<P, HTMLElement> {
  let root: Root | null = null;
  let mounted: HTMLElement | null = null;
  const draw = (props: P) => {
    if (!root || !mounted) throw new Error('mini-app: update before mount');
    root.render(<StrictMode>{render(props, hostOf(), mounted)}</StrictMode>);
  };
  return {
    mount(element, props) {
      if (root) throw new Error('mini-app: already mounted');
      mounted = element;
      root = createRoot(element);
      draw(props);
    },
    update: draw,
    unmount() {
      root?.unmount();
      root = null;
      mounted = null;
    },
  };
}

/** The host's services, lent through the shared global. */
export function hostOf(): MiniAppHost {
  const shared = (globalThis as unknown as Record<string, { host?: MiniAppHost } | undefined>)[MINI_APP_SHARED_GLOBAL];
  if (!shared?.host) throw new Error('mini-app: no host services');
  return shared.host;
}

/** Languages every mini-app catalogue carries (the host's 17 plus English). */
export const MINI_APP_LANGUAGES = [
  'en',
  'tr',
  'ja',
  'zh',
  'tw',
  'ar',
  'it',
  'es',
  'ru',
  'fr',
  'de',
  'pt',
  'br',
  'vn',
  'th',
  'id',
  'uk',
  'nl',
] as const;
export type MiniAppLanguage = (typeof MINI_APP_LANGUAGES)[number];
export type Catalogue<K extends string> = Record<MiniAppLanguage, Record<K, string>>;

/**
 * The language of a §7 g_lang / locale prefix: a regional locale reads its base language
 * (`en-eu` → en, `ar-dubai` → ar, `it-eu` → it, `ja-jp` → ja), anything unknown reads English.
 * @example languageOfLocale('ar-dubai') === 'ar'
 */
export function languageOfLocale(locale: string): MiniAppLanguage {
  const base = locale.toLowerCase().split('-')[0] ?? 'en';
  return (MINI_APP_LANGUAGES as readonly string[]).includes(base) ? (base as MiniAppLanguage) : 'en';
}

/**
 * A message with `{name}` placeholders filled in.
 * @example fill('Sent {amount}', { amount: '1' }) === 'Sent 1'
 */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A fresh idempotency key for one user action (kept across its retries). */
export function newRequestId(): string {
  return `mfe-${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;
}
