'use client';

import { useRef } from 'react';
import { useSession } from '@/core/session/hooks/use-session';
import { useComplianceCheck } from '@/core/compliance/use-compliance-check';
import { useReservedDockSpace } from '../hooks/use-reserved-dock-space';
import { useRoutePath } from '../hooks/use-route-path';
import { ComplianceBars } from './compliance-bars';
import { ComplianceModals } from './compliance-modals';
import { CookieConsent } from './cookie-consent';
import { FeatureComplianceGate } from './feature-compliance-gate';
import { FloatingBar } from './floating-bar';
import styles from '../compliance.module.css';

/**
 * Every compliance notice of the page, mounted once in the site layout:
 * - the §4.5 compliance bars under the header;
 * - the §4.8 gate of feature paths (redirect, or the tips on main);
 * - the compliance modals, one at a time (ComplianceModals);
 * - a dock at the foot of the page with the one floating bar (region switch or business) and the
 *   cookies prompt.
 * Nothing that depends on the compliance check renders before it answers (never on the server),
 * and a failed check (§8 fallback) shows nothing but the cookies prompt.
 */
export function ComplianceNotices() {
  const session = useSession();
  const { check, ready, uid } = useComplianceCheck();
  const routePath = useRoutePath();
  const dock = useRef<HTMLDivElement>(null);
  useReservedDockSpace(dock);
  return (
    <>
      {ready ? <ComplianceBars check={check} /> : null}
      <FeatureComplianceGate />
      {ready ? (
        <ComplianceModals key={uid} check={check} loggedIn={session.status === 'logged-in'} uid={uid} routePath={routePath} />
      ) : null}
      <div className={styles.dock} ref={dock}>
        {ready ? <FloatingBar check={check} uid={uid} /> : null}
        <CookieConsent />
      </div>
    </>
  );
}
