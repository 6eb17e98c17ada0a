'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isPhoneViewport } from '@ex/domain';
import { SITES, localizedPath, showsFloatingFooterMenu } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useInApp } from '@/lib/browser';
import { useViewportWidth } from '@/lib/viewport';

/**
 * The floating footer menu: a help button fixed at the bottom corner with the support entries and
 * a way back to the top. §2.3 "Japan, Hong Kong, EU and mobile users do not get the floating footer
 * menu" (`showsFloatingFooterMenu`; mobile: a phone-width viewport or the native app). It needs the
 * viewport, so it appears after hydration only.
 */
export function FloatingFooterMenu() {
  const t = useTranslations('chrome.floating');
  const tl = useTranslations('chrome.footer.links');
  const { site, locale } = useSite();
  const width = useViewportWidth();
  const inApp = useInApp();
  if (width === null || !showsFloatingFooterMenu(site, { mobile: inApp || isPhoneViewport(width) })) return null;
  const href = (path: string) => localizedPath(site, locale, path);
  const config = SITES[site];
  return (
    <div className="floating-footer-menu" data-testid="floating-footer-menu">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="floating-button" aria-label={t('open')}>
          <span aria-hidden="true">?</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu-content" side="top" align="end" sideOffset={8}>
            <DropdownMenu.Item className="menu-item" asChild>
              <Link href={href('/help')}>{tl('help')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className="menu-item" asChild>
              <Link href={href('/myaccount/tickets')}>{tl('tickets')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className="menu-item" asChild>
              <Link href={href(config.docs.fees)}>{tl('fees')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className="menu-item" asChild>
              <Link href={href(config.support.path)}>{tl('contact')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="menu-separator" />
            <DropdownMenu.Item
              className="menu-item"
              onSelect={() =>
                window.scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
              }
            >
              {t('top')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
