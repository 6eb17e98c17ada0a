import styles from './promo-cards.module.css';
import { TrustedHtmlBlock } from './trusted-html-block';

export type AppDownloadGuideVariant = 'line' | 'shadow' | 'horizontal';

export interface AppDownloadGuideProps {
  /** §2.3 "app download guide variants: line, shadow, horizontal". */
  readonly variant: AppDownloadGuideVariant;
  readonly title: string;
  readonly body: string;
  /** The QR code as SVG markup, made on the server by the `qrcode` library from our own URL. */
  readonly qrSvg: string;
  /** Accessible name of the QR image (what it opens). */
  readonly qrLabel: string;
  readonly testId?: string;
}

/**
 * The app download guide: a QR code to open the site on a phone, with its text. Three layouts:
 * `line` (one row, for the footer), `shadow` (a raised card) and `horizontal` (QR beside the text).
 * No data of its own: the caller passes the texts and the QR markup.
 */
export function AppDownloadGuide({ variant, title, body, qrSvg, qrLabel, testId }: AppDownloadGuideProps) {
  return (
    <div className={`${styles.card} ${styles[`app-${variant}`]}`} data-variant={variant} data-testid={testId}>
      {/* Trusted markup: generated on our server from our own URL, no user input. */}
      <TrustedHtmlBlock html={qrSvg} className={styles.qr} role="img" ariaLabel={qrLabel} />
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p className={styles.body}>{body}</p>
      </div>
    </div>
  );
}
