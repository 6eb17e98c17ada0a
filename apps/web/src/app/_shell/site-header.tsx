import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SITES, localizedPath, resolveNavItems, type Locale, type SiteKey } from '@ex/sites';
import { AuthArea } from '@/features/auth/components/auth-area';
import { ComplianceNav } from '@/features/compliance/components/compliance-nav';
import { LocaleFiatMenu } from '@/features/layout/components/locale-fiat-menu';
import { ThemeToggle } from '@/features/layout/components/theme-toggle';
import { LazyNotificationsMenu } from './lazy-prompts';

/**
 * Static header per sub-site and locale; the auth area, menus and theme are client islands. It
 * composes four features (auth, compliance, layout, orders' notifications), so it lives in app/.
 */
export async function SiteHeader({ site, locale }: { site: SiteKey; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const config = SITES[site];
  return (
    <header className="site-header">
      <Link href={localizedPath(site, locale, '/')} className="site-logo" aria-label={config.ogSiteName}>
        {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG, no optimisation needed */}
        <img src={config.logo} alt="" width={28} height={28} />
        <span>{config.ogSiteName}</span>
      </Link>
      {/* The menu code lets the EU sub-site show "This feature is upcoming" for a feature it does not permit. */}
      <ComplianceNav label={t('primary')} className="site-nav">
        {resolveNavItems(site).map((item) => (
          <Link
            key={item.key}
            href={localizedPath(site, locale, item.path)}
            prefetch={false}
            data-menu-code={item.menu}
            data-upcoming={item.upcoming || undefined}
            data-track={`header_nav_${item.key.toLowerCase()}`}
            data-track-hover={`header_nav_${item.key.toLowerCase()}`}
          >
            {t(item.key)}
          </Link>
        ))}
      </ComplianceNav>
      <div className="header-actions">
        <AuthArea signedInExtras={<LazyNotificationsMenu />} />
        {config.hiddenLangAndRate ? null : <LocaleFiatMenu />}
        {config.hiddenThemeSwitch ? null : <ThemeToggle />}
      </div>
    </header>
  );
}
