'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CSSProperties, MouseEvent } from 'react';
import { resolveKycTipBar } from '@ex/domain';
import { SITES } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { useInApp } from '@/lib/browser';
import { useMarquee } from '../hooks/use-marquee';
import { useOpenKyc } from '../hooks/use-open-kyc';
import { useTipBarDismissal } from '../hooks/use-tip-bar-dismissal';
import styles from '../kyc.module.css';

interface KycTipBarProps {
  readonly uid: number;
  readonly verified: number;
}

/**
 * §2.3/§4.12 KYC tip bar for a logged-in user: sticky under the header, 40 px high, a marquee
 * link to identity verification that scrolls only when too wide, and a close icon that marks it
 * done for this user. Visibility and offset come from `resolveKycTipBar` and the site table.
 */
export function KycTipBar({ uid, verified }: KycTipBarProps) {
  const t = useTranslations('kyc.tipBar');
  const { site } = useSite();
  const inApp = useInApp();
  const { dismissed, dismiss } = useTipBarDismissal(uid);
  const state = resolveKycTipBar({ verified, kycTipBar: SITES[site].kycTipBar, inApp, dismissed });
  if (!state.visible) return null;
  return (
    <TipBar
      offsetPx={state.offsetPx}
      heightPx={state.heightPx}
      onClose={dismiss}
      region={t('region')}
      label={t('text')}
      closeLabel={t('close')}
    />
  );
}

interface TipBarProps {
  readonly offsetPx: number;
  readonly heightPx: number;
  readonly region: string;
  readonly label: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
}

function TipBar({ offsetPx, heightPx, region, label, closeLabel, onClose }: TipBarProps) {
  const { containerRef, textRef, scrolling, durationSeconds } = useMarquee<HTMLDivElement, HTMLSpanElement>();
  const { href, open } = useOpenKyc();
  // The spec's 48 px web offset is the height of the header the bar sits under; ours is
  // --header-h, so the bar sticks below whichever is taller (0 in the app).
  const top = offsetPx === 0 ? '0px' : `max(${offsetPx}px, var(--header-h))`;
  const style = { '--kyc-bar-top': top, height: heightPx, '--marquee-duration': `${durationSeconds}s` } as CSSProperties;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open();
  };
  return (
    <aside className={styles.tipBar} style={style} aria-label={region} data-testid="kyc-tip-bar">
      <span className={styles.tipIcon} aria-hidden="true">
        i
      </span>
      <div
        ref={containerRef}
        className={`${styles.marquee} ${scrolling ? styles.marqueeScroll : styles.marqueeStatic}`}
        data-scrolling={scrolling}
      >
        <Link href={href} className={styles.marqueeLink} onClick={onClick} prefetch={false}>
          <span ref={textRef}>{label}</span>
        </Link>
      </div>
      <button type="button" className={styles.closeButton} aria-label={closeLabel} onClick={onClose} data-testid="kyc-tip-bar-close">
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
