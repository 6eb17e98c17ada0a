'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SITES } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { ComplianceNav } from '@/features/compliance/components/compliance-nav';
import { LocaleFiatMenu } from '@/features/layout/components/locale-fiat-menu';
import { ThemeToggle } from '@/features/layout/components/theme-toggle';

/**
 * The phone header's menu (below 768 px, §9 "Mobile breakpoint 768 px"): a button that opens the
 * navigation in a Radix dialog drawer — focus moves into it and is trapped, Escape or the close
 * button ends it and focus returns to the button, and screen readers hear a labelled dialog. The
 * language, fiat and theme controls, which do not fit a phone's header, live here too.
 */
export function MobileMenu() {
  const t = useTranslations('chrome.menu');
  const tNav = useTranslations('nav');
  const { site } = useSite();
  const config = SITES[site];
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button menu-button" aria-label={t('open')} data-testid="mobile-menu-button">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
          <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content className="drawer" data-testid="mobile-menu" aria-describedby={undefined}>
          <div className="drawer-head">
            <Dialog.Title className="drawer-title">{t('title')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <ComplianceNav label={tNav('primary')} className="drawer-nav" onNavigate={() => setOpen(false)} testId="mobile-nav" />
          {config.hiddenLangAndRate && config.hiddenThemeSwitch ? null : (
            <div className="drawer-tools">
              {config.hiddenLangAndRate ? null : <LocaleFiatMenu />}
              {config.hiddenThemeSwitch ? null : <ThemeToggle />}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
