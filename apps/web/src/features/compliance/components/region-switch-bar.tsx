'use client';

import { useTranslations } from 'next-intl';
import { regionMismatchMessageKey, resolveSafeNavigationUrl, siteOrigin, type SiteKey } from '@ex/sites';
import { SITE_HOSTS } from '@/lib/env';
import { useSite } from '@/core/site/site-context';
import styles from '../compliance.module.css';

/**
 * The target sub-site's home, on this page's protocol and port, through the navigation allowlist
 * ('' if refused). Only called in the browser (the bar mounts after the compliance check).
 */
function targetHref(target: SiteKey): string {
  const protocol = window.location.protocol === 'https:' ? 'https:' : 'http:';
  const origin = siteOrigin(target, SITE_HOSTS, protocol, window.location.port || undefined);
  return resolveSafeNavigationUrl(`${origin}/`, SITE_HOSTS, '');
}

/**
 * §4.6/§8 region-switch floating bar: the region-mismatch text of the (this site, target) pair and
 * a "Switch Site" link to the target sub-site. Dismissible; the dismissal lasts for this tab.
 */
export function RegionSwitchBar({ target, onDismiss }: { readonly target: SiteKey; readonly onDismiss: () => void }) {
  const t = useTranslations('compliance.regionSwitch');
  const { site } = useSite();
  const key = regionMismatchMessageKey(site, target);
  const href = targetHref(target);
  if (key === null || href === '') return null;
  return (
    <section className={styles.floating} aria-label={t('region')} data-testid="region-switch-bar" data-target={target}>
      <div className={styles.floatingBody}>
        <p>{t(`messages.${key}`)}</p>
      </div>
      <div className={styles.floatingActions}>
        <a className="button button-primary" href={href} data-testid="region-switch-button">
          {t('switch')}
        </a>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={t('dismiss')}
          onClick={onDismiss}
          data-testid="region-switch-close"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
