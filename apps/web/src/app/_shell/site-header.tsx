import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SITES, localizedPath, type Locale, type SiteKey } from '@ex/sites';
import { AuthArea } from '@/features/auth/components/auth-area';
import { ComplianceNav } from '@/features/compliance/components/compliance-nav';
import { FundWalletDrawer } from '@/features/wallet/components/fund-wallet-drawer';
import { LocaleFiatMenu } from '@/features/layout/components/locale-fiat-menu';
import { ThemeToggle } from '@/features/layout/components/theme-toggle';
import { LazyNotificationsMenu } from './lazy-prompts';
import { MobileMenu } from './mobile-menu';

/**
 * Static header per sub-site and locale; the navigation, auth area, menus and theme are client
 * islands. The items come from the site table and the visitor's compliance menu (ComplianceNav);
 * below 768 px they move into the phone menu. It composes four features (auth, compliance, layout,
 * orders' notifications), so it lives in app/.
 */
export async function SiteHeader({ site, locale }: { site: SiteKey; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const config = SITES[site];
  return (
    <header className="site-header">
      <Link href={localizedPath(site, locale, '/')} className="site-logo" aria-label={config.ogSiteName}>
        {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG, no optimisation needed */}
        <img src={config.logo} alt="" width={28} height={28} />
        <span className="site-logo-name">{config.ogSiteName}</span>
      </Link>
      <ComplianceNav label={t('primary')} className="site-nav" testId="site-nav" />
      <div className="header-actions">
        <AuthArea
          signedInExtras={
            <>
              <FundWalletDrawer />
              <LazyNotificationsMenu />
            </>
          }
        />
        <div className="header-tools">
          {config.hiddenLangAndRate ? null : <LocaleFiatMenu />}
          {config.hiddenThemeSwitch ? null : <ThemeToggle />}
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
