'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { COOKIES } from '@ex/sites';
import { writeCookie } from '@/lib/browser';

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const isDarkNow = () => document.documentElement.dataset.theme === 'dark';

/** Theme switch: writes the `dark` cookie (§9 "Dark theme when cookie dark >0") and applies it at once. */
export function ThemeToggle() {
  const t = useTranslations('header');
  const dark = useSyncExternalStore(subscribe, isDarkNow, () => false);
  const toggle = () => {
    const next = !isDarkNow();
    writeCookie(COOKIES.dark, next ? '1' : '0');
    document.documentElement.dataset.theme = next ? 'dark' : 'light';
    listeners.forEach((fn) => fn());
  };
  return (
    <button type="button" className="icon-button" onClick={toggle} aria-pressed={dark} aria-label={dark ? t('themeLight') : t('themeDark')}>
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}
