'use client';

import { useTranslations } from 'next-intl';
import type { ComplianceItem } from '@ex/contracts';
import { useSafeHref } from '../hooks/use-safe-href';
import { ServerHtml } from '@/components/server-html';
import styles from '../compliance.module.css';

interface BusinessBarProps {
  readonly item: ComplianceItem;
  readonly variant: 'business' | 'uk-only';
  readonly closable: boolean;
  readonly onDismiss: () => void;
}

/**
 * §5 business-compliance floating bar: the winning item of `resolveFloatingBar` (priority 1–4),
 * its text with link keys turned into anchors and sanitised. The UK-only variant (visitors in GB)
 * is labelled for UK visitors and marked with a UK tag. An OK button shows when the item has one
 * whose target passes the allowlist.
 */
export function BusinessBar({ item, variant, closable, onDismiss }: BusinessBarProps) {
  const t = useTranslations('compliance.business');
  const toHref = useSafeHref();
  const okHref = item.ok_button && item.ok_button_router ? toHref(item.ok_button_router) : '';
  return (
    <section
      className={styles.floating}
      aria-label={variant === 'uk-only' ? t('ukRegion') : t('region')}
      data-testid="business-bar"
      data-variant={variant}
      data-priority={item.type}
    >
      <div className={styles.floatingBody}>
        {variant === 'uk-only' ? <span className={styles.tag}>{t('ukLabel')}</span> : null}
        {item.title ? <p className={styles.floatingTitle}>{item.title}</p> : null}
        <ServerHtml className={styles.serverHtml} content={item.content} links={item.text_link} />
      </div>
      <div className={styles.floatingActions}>
        {okHref ? (
          <a className="button button-primary" href={okHref}>
            {item.ok_button}
          </a>
        ) : null}
        {closable ? (
          <button
            type="button"
            className={styles.closeButton}
            aria-label={t('dismiss')}
            onClick={onDismiss}
            data-testid="business-bar-close"
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
