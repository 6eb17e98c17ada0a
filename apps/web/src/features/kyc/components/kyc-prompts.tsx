'use client';

import { isKyc2Done, pageKindOfPath, resolveRiskUserNotice, shouldShowUkServiceClosed } from '@ex/domain';
import { resolveLocaleRoute } from '@ex/sites';
import { usePublicPath } from '@/lib/browser';
import { useSession } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';
import { useKycCompliance } from '../hooks/use-kyc-compliance';
import { useComplianceModalOpen } from '@/core/compliance/open-modal-store';
import { KycTipBar } from './kyc-tip-bar';
import { KycUpgradeNotice } from './kyc-upgrade-notice';
import { RiskUserNotice } from './risk-user-notice';
import { UkServiceClosedModal } from './uk-service-closed-modal';

/** Is `publicPath` one of the KYC pages (where a "verify now" modal would cover the form)? */
function onKycPage(site: Parameters<typeof resolveLocaleRoute>[0], publicPath: string | null): boolean {
  if (publicPath === null) return false;
  const route = resolveLocaleRoute(site, publicPath.split('?')[0] ?? '/');
  return route.kind === 'serve' && route.path.startsWith('/myaccount/kyc');
}

/**
 * Log-in, sign-up and the other auth pages get no prompts: right after a log-in the session
 * arrives there a moment before the page navigates on, and a notice shown (and its 12 h cookie
 * written) in that moment would never be seen.
 */
function onAuthPage(site: Parameters<typeof resolveLocaleRoute>[0], publicPath: string | null): boolean {
  if (publicPath === null) return true;
  const route = resolveLocaleRoute(site, publicPath.split('?')[0] ?? '/');
  return route.kind !== 'serve' || pageKindOfPath(route.path) !== 'other';
}

const noUrl = () => '';

/**
 * The KYC prompts under the header, for logged-in users only (§6): the tip bar, and at most one
 * modal — the UK service-closed modal first, then the risk-user notice, then the upgrade notice.
 * The compliance inputs (kyc_toast, is_uk_limit) come from the compliance check; see useKycCompliance.
 */
export function KycPrompts() {
  const { site, locale } = useSite();
  const session = useSession();
  const publicPath = usePublicPath();
  const { kycToast, isUkLimit } = useKycCompliance();
  // Modals never stack: a compliance notice on screen holds the KYC modal back until it closes.
  const complianceModalOpen = useComplianceModalOpen();
  if (session.status !== 'logged-in' || onAuthPage(site, publicPath)) return null;
  const { uid, verified } = session.user;

  let modal = null;
  if (complianceModalOpen) {
    modal = null;
  } else if (shouldShowUkServiceClosed({ locale, isUkLimit })) {
    modal = <UkServiceClosedModal isUkLimit={isUkLimit} />;
  } else if (kycToast && resolveRiskUserNotice({ kycToast, lastShownAt: null, now: 0, isSafeUrl: noUrl }).show) {
    modal = <RiskUserNotice kycToast={kycToast} />;
  } else if (kycToast && !isKyc2Done(verified) && !onKycPage(site, publicPath)) {
    modal = <KycUpgradeNotice key={uid} verified={verified} showFlag={kycToast.show_kyc_upgrade_notice} />;
  }
  return (
    <>
      <KycTipBar key={uid} uid={uid} verified={verified} />
      {modal}
    </>
  );
}
