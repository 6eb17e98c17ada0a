'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { LOCALES, SITES, localizedPath, resolveLocaleRoute } from '@ex/sites';
import { usePublicPath } from '@/lib/browser';
import { chooseFiat, useChosenFiat } from '@/core/site/fiat-choice';
import { useSite } from '@/core/site/site-context';
import { useSiteSettings } from '@/core/site/hooks/use-site-settings';

/**
 * Language switcher over the site's allowed locales (§4.18) and fiat switcher over fiat_list (§3).
 * A Radix menu: keyboard operable, with menu roles.
 */
export function LocaleFiatMenu() {
  const t = useTranslations('header');
  const { site, locale } = useSite();
  const publicPath = usePublicPath();
  const fiat = useChosenFiat();
  const settings = useSiteSettings(fiat);
  const queryClient = useQueryClient();
  const route = publicPath ? resolveLocaleRoute(site, publicPath.split('?')[0] ?? '/') : null;
  const barePath = route?.kind === 'serve' ? route.path : '/';
  const search = publicPath?.includes('?') ? publicPath.slice(publicPath.indexOf('?')) : '';
  const currentFiat = settings.data?.curr_fiat ?? SITES[site].defaultFiat;

  const onFiat = (code: string) => {
    chooseFiat(code);
    void queryClient.invalidateQueries({ queryKey: ['site-settings'] });
  };

  return (
    <DropdownMenu.Root>
      {/* The name keeps the visible text (WCAG 2.5.3 "label in name"); the purpose is read first. */}
      <DropdownMenu.Trigger className="menu-trigger">
        <span className="visually-hidden">{t('languageAndFiat')}: </span>
        {LOCALES[locale].label} / {currentFiat}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-content" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu-label">{t('language')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={locale}>
            {SITES[site].locales.map((l) => (
              <DropdownMenu.RadioItem key={l} value={l} className="menu-item" asChild>
                <a href={localizedPath(site, l, barePath) + search} lang={LOCALES[l].tag} hrefLang={LOCALES[l].tag}>
                  {LOCALES[l].label}
                </a>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Label className="menu-label">{t('fiat')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={currentFiat} onValueChange={onFiat}>
            {(settings.data?.fiat_list ?? []).map((f) => (
              <DropdownMenu.RadioItem key={f.name} value={f.name} className="menu-item" data-testid={`fiat-${f.name}`}>
                {f.name} {f.symbol}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
