'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/modal';
import { useSite } from '@/core/site/site-context';
import { SITE_HOSTS } from '@/lib/env';
import { resolveGateTarget } from '../gate-target';
import { useHomeGate } from '../hooks/use-home-gate';

/**
 * §4.9 home compliance gate (mount on the home page only). Texts come from the ipqs translation
 * keys (§8 "VPN and detection messages"); the server's result decides which dialog shows:
 * - 0 or 3, VPN tips: Cancel shows the upgrade prompt, accept reloads the page;
 * - 2, upgrade prompt: confirm runs a type-3 check, then goes to the url;
 * - 4, detection notice: no close icon, Escape and outside clicks do nothing.
 * Closing or declining skips the gate for 7200 s. Nothing shows on any failure.
 */
export function HomeComplianceGate() {
  const t = useTranslations('ipqs');
  const { site, locale } = useSite();
  const { view, busy, close, cancelVpn, acceptVpn, confirmUpgrade } = useHomeGate();
  if (view === null) return null;
  const closable = view.result.closable === 1;

  if (view.dialog === 'vpn' || view.dialog === 'upgrade') {
    // 0 or 3: Cancel shows the upgrade prompt, accept reloads; 2: Later closes, Upgrade runs a type-3 check.
    const dialog =
      view.dialog === 'vpn'
        ? {
            testId: 'home-gate-vpn',
            text: t('vpn_tips'),
            secondary: { label: t('cancel'), run: cancelVpn },
            primary: { label: t('accept'), run: acceptVpn },
          }
        : {
            testId: 'home-gate-upgrade',
            text: t('accessing'),
            secondary: { label: t('later'), run: close },
            primary: { label: t('upgrade'), run: confirmUpgrade },
          };
    return (
      <Modal
        layer="signature"
        open
        onClose={close}
        title={t('dear_user')}
        closable={closable}
        closeLabel={t('close')}
        testId={dialog.testId}
        actions={
          <>
            <button type="button" className="button button-ghost" onClick={dialog.secondary.run} disabled={busy}>
              {dialog.secondary.label}
            </button>
            <button type="button" className="button button-primary" onClick={dialog.primary.run} disabled={busy} aria-busy={busy}>
              {dialog.primary.label}
            </button>
          </>
        }
      >
        <p>{dialog.text}</p>
      </Modal>
    );
  }

  // Result 4 never closes; its one way forward is the server's url (the upgrade), through the allowlist.
  const href = resolveGateTarget({ site, locale, hosts: SITE_HOSTS, raw: view.result.url, fallback: '' });
  return (
    <Modal
      layer="signature"
      open
      title={t('dear_user')}
      closable={false}
      testId="home-gate-detection"
      actions={
        href !== '' ? (
          <a className="button button-primary" href={href}>
            {t('upgrade')}
          </a>
        ) : undefined
      }
    >
      <p>{t('detection')}</p>
    </Modal>
  );
}
