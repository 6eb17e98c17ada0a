import { getTranslations } from 'next-intl/server';
import type { Locale } from '@ex/sites';
import styles from '../content.module.css';

/** The media kit's logo files (apps/web/public/media-kit), each previewed and downloadable. */
const ASSETS = [
  { key: 'logo', file: '/media-kit/exchange-logo.svg', dark: false },
  { key: 'logoWhite', file: '/media-kit/exchange-logo-white.svg', dark: true },
  { key: 'symbol', file: '/media-kit/exchange-symbol.svg', dark: false },
] as const;

export async function MediaDownloads({ locale }: { readonly locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.mediaKit' });
  return (
    <section aria-labelledby="media-downloads-title">
      <h2 id="media-downloads-title">{t('downloads')}</h2>
      <ul className={styles.downloads}>
        {ASSETS.map((asset) => (
          <li key={asset.key} className={styles.card}>
            <div className={styles.logoTile} data-dark={asset.dark}>
              {/* A static SVG file; next/image adds nothing for a vector preview. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={asset.file} alt={t(asset.key)} />
            </div>
            <strong>{t(asset.key)}</strong>
            <a href={asset.file} download data-testid={`media-download-${asset.key}`}>
              {t('download')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
