import QRCode from 'qrcode';
import { getTranslations } from 'next-intl/server';
import { SITES, localizedPath, resolveFooterPromos, type Locale, type SiteKey } from '@ex/sites';
import { AppDownloadGuide, type AppDownloadGuideVariant } from '@/components/app-download-guide';
import { originOf } from '@/lib/env';

/**
 * The app download guide of a sub-site (§2.3), where the site shows one (§3 hiddenAppDownload):
 * a QR code of the site's home page in this language, to open it on a phone and add it to the home
 * screen (the web app manifest makes it installable). Rendered on the server, so static pages carry it.
 */
export async function AppDownloadPromo({
  site,
  locale,
  variant,
  testId,
}: {
  site: SiteKey;
  locale: Locale;
  variant: AppDownloadGuideVariant;
  testId?: string;
}) {
  if (!resolveFooterPromos(site).appDownload) return null;
  const t = await getTranslations({ locale, namespace: 'chrome.appGuide' });
  const url = `${originOf(site)}${localizedPath(site, locale, '/')}`;
  const qrSvg = await QRCode.toString(url, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#111318', light: '#ffffff' },
  });
  const name = SITES[site].ogSiteName;
  return (
    <AppDownloadGuide
      variant={variant}
      title={t('title', { site: name })}
      body={t('body', { site: name })}
      qrSvg={qrSvg}
      qrLabel={t('qrLabel', { site: name })}
      testId={testId}
    />
  );
}
