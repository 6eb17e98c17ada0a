'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { localizedPath } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useComplianceCheck } from '@/core/compliance/use-compliance-check';
import { useSafeHref } from '../hooks/use-safe-href';
import { ServerHtml } from '@/components/server-html';
import styles from '../compliance.module.css';

/**
 * §4.8 /state_compliance_tips: the sub-site's state-compliance tips (check.tips.state, sanitised,
 * link keys as anchors) once the check answers, else a default explanation; always with links home
 * and to the help centre.
 */
export function StateComplianceTips() {
  const t = useTranslations('compliance.tipsPage');
  const { site, locale } = useSite();
  const { check, ready } = useComplianceCheck();
  const toHref = useSafeHref();
  const tips = ready && check.tips.state !== null && check.tips.state.content.trim() !== '' ? check.tips.state : null;
  const okHref = tips?.ok_button && tips.ok_button_router ? toHref(tips.ok_button_router) : '';
  return (
    <section className={styles.tipsPage} data-testid="state-compliance-tips" data-source={tips ? 'server' : 'default'}>
      {/* The notice's title and button come from the compliance store when it has one (data-stored). */}
      <h1 data-stored={tips?.title ? '' : undefined}>{tips?.title || t('heading')}</h1>
      {tips ? <ServerHtml className={styles.serverHtml} content={tips.content} links={tips.text_link} /> : <p>{t('body')}</p>}
      <p className={styles.tipsLinks}>
        {okHref ? (
          <a className="button button-primary" href={okHref} data-stored="">
            {tips?.ok_button}
          </a>
        ) : null}
        <Link className="button button-ghost" href={localizedPath(site, locale, '/')} prefetch={false}>
          {t('home')}
        </Link>
        <Link className="button button-ghost" href={localizedPath(site, locale, '/help')} prefetch={false}>
          {t('help')}
        </Link>
      </p>
    </section>
  );
}
