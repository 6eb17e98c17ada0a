import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import {
  SITES,
  localizedPath,
  resolveFooterDeclaration,
  resolveFooterGroups,
  resolveFooterPromos,
  type Locale,
  type SiteKey,
} from '@ex/sites';
import { SignupGuide } from '@/features/auth/components/signup-guide';
import { AppDownloadPromo } from './app-download-promo';
import { FloatingFooterMenu } from './floating-footer-menu';
import { LazyTrDeclarationFooterLink } from './lazy-prompts';

/**
 * The footer of a sub-site (§2.3): the promo cards it shows, the §2.1 link groups with the site's
 * agreement and about documents (`resolveFooterGroups`), Turkey's declaration with the fee tax, the
 * support address and the floating footer menu where the site has one.
 */
export async function SiteFooter({ site, locale }: { site: SiteKey; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tc = await getTranslations({ locale, namespace: 'chrome.footer' });
  const config = SITES[site];
  const href = (path: string) => localizedPath(site, locale, path);
  const promos = resolveFooterPromos(site);
  const declaration = resolveFooterDeclaration(site);
  return (
    <footer className="site-footer" data-testid="site-footer">
      {promos.signup || promos.appDownload ? (
        <div className="footer-promos">
          {promos.signup ? <SignupGuide testId="footer-signup-guide" /> : null}
          <AppDownloadPromo site={site} locale={locale} variant="line" testId="footer-app-guide" />
        </div>
      ) : null}
      <nav className="footer-groups" aria-label={tc('label')}>
        {resolveFooterGroups(site).map((group) => (
          <div key={group.key} className="footer-group">
            <h2 id={`footer-${group.key}`}>{tc(`groups.${group.key}`)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link href={href(link.path)} prefetch={false}>
                    {tc(`links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {declaration ? (
        <section className="footer-declaration" aria-labelledby="footer-declaration-title" data-testid="footer-declaration">
          <h2 id="footer-declaration-title">{tc('declaration.title')}</h2>
          <p>{tc('declaration.body', { site: config.ogSiteName, tax: declaration.feeTaxPercent / 100 })}</p>
        </section>
      ) : null}
      <div className="footer-bottom">
        <a href={`mailto:${config.support.email}`}>
          {/* The address keeps its left-to-right order inside an Arabic line (issue 12). */}
          {t('support')}: <bdi>{config.support.email}</bdi>
        </a>
        <LazyTrDeclarationFooterLink />
        <p className="footer-rights">{t('rights', { year: new Date().getFullYear(), site: config.ogSiteName })}</p>
      </div>
      <FloatingFooterMenu />
    </footer>
  );
}
