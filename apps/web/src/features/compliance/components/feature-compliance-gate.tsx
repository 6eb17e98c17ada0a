'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { STATE_COMPLIANCE_TIPS_PATH, localizedPath, resolveLocaleRoute, resolveStateCompliance } from '@ex/sites';
import { usePublicPath } from '@/lib/browser';
import { useSite } from '@/core/site/site-context';
import { Modal } from '@/components/modal';
import { useComplianceCheck } from '@/core/compliance/use-compliance-check';
import { useSafeHref } from '../hooks/use-safe-href';
import { ServerHtml } from '@/components/server-html';
import styles from '../compliance.module.css';

/**
 * §4.8 in the browser, for client-side navigations and as the page-side half of the gate: on a
 * feature path the check does not permit, redirect to /state_compliance_tips, or — on the main site
 * with is_show_compliance_tips — show the tips instead of the feature. The tips cannot be dismissed
 * into the feature: both buttons leave (OK to ok_button_router through the allowlist, else home).
 */
export function FeatureComplianceGate() {
  const t = useTranslations('featureGate');
  const { site, locale } = useSite();
  const publicPath = usePublicPath();
  const { check, known } = useComplianceCheck();
  const toHref = useSafeHref();
  const route = publicPath === null ? null : resolveLocaleRoute(site, publicPath.split('?')[0] ?? '/');
  const decision = known && route?.kind === 'serve' ? resolveStateCompliance({ site, path: route.path, check }) : null;
  const tipsPath = localizedPath(site, locale, STATE_COMPLIANCE_TIPS_PATH);
  const home = localizedPath(site, locale, '/');

  useEffect(() => {
    if (decision?.kind === 'redirect') window.location.replace(tipsPath);
  }, [decision?.kind, tipsPath]);

  if (decision?.kind !== 'show-tips') return null;
  const tips = check.tips.state;
  const okHref = (tips?.ok_button_router ? toHref(tips.ok_button_router) : '') || home;
  return (
    <Modal
      open
      title={tips?.title || t('title')}
      closable={false}
      testId="feature-compliance-tips"
      actions={
        <>
          <a className="button" href={home}>
            {tips?.cancel_button || t('home')}
          </a>
          <a className="button button-primary" href={okHref}>
            {tips?.ok_button || t('ok')}
          </a>
        </>
      }
    >
      {tips?.content ? <ServerHtml className={styles.serverHtml} content={tips.content} links={tips.text_link} /> : <p>{t('body')}</p>}
    </Modal>
  );
}
