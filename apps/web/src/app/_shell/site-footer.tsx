import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SITES, localizedPath, type Locale, type SiteKey } from '@ex/sites';
import { LazyTrDeclarationFooterLink } from './lazy-prompts';

/** Minimal footer: legal documents and support from the site table (per-site footers come later). */
export async function SiteFooter({ site, locale }: { site: SiteKey; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tl = await getTranslations({ locale, namespace: 'notFound.links' });
  const config = SITES[site];
  const href = (path: string) => localizedPath(site, locale, path);
  return (
    <footer className="site-footer">
      <nav aria-label={t('legal')} className="footer-links">
        <Link href={href(config.docs.userAgreement)} prefetch={false}>
          {tl('userAgreement')}
        </Link>
        <Link href={href(config.docs.privacyPolicy)} prefetch={false}>
          {tl('privacy')}
        </Link>
        <Link href={href(config.docs.fees)} prefetch={false}>
          {tl('fees')}
        </Link>
        <LazyTrDeclarationFooterLink />
        <a href={`mailto:${config.support.email}`}>
          {t('support')}: {config.support.email}
        </a>
      </nav>
      <p className="footer-rights">{t('rights', { year: new Date().getFullYear(), site: config.ogSiteName })}</p>
    </footer>
  );
}
