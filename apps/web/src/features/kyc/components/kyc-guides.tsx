'use client';

import { useTranslations } from 'next-intl';
import { SITES, localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { KYC_APP_GUIDE_PATH } from '../kyc-config';
import styles from '../kyc.module.css';

/** §2.1 KYC procedure guides: the site's web guide (main or US, from the site table) and the app guide. */
export function KycGuides() {
  const t = useTranslations('kyc.home');
  const { site, locale } = useSite();
  return (
    <nav className={styles.section} aria-labelledby="kyc-guides">
      <h2 id="kyc-guides">{t('guidesHeading')}</h2>
      <ul className={styles.links}>
        <li>
          <a href={localizedPath(site, locale, SITES[site].docs.kycGuide)}>{t('webGuide')}</a>
        </li>
        <li>
          <a href={localizedPath(site, locale, KYC_APP_GUIDE_PATH)}>{t('appGuide')}</a>
        </li>
      </ul>
    </nav>
  );
}
