'use client';

import type { KycComplianceInput } from '../kyc-toast';

const NOT_YET: KycComplianceInput = { kycToast: null, isUkLimit: false };

/**
 * The compliance check's KYC inputs (§3 toast.kyc_toast, limit.is_uk_limit). The compliance check
 * is issue 3 and not built yet: until then there is no kyc_toast (the risk-user notice stays
 * dormant), no UK limit (the UK service-closed modal stays dormant), and the upgrade notice's
 * `show_kyc_upgrade_notice` defaults to on. Issue 3 replaces this body with its query.
 */
export function useKycCompliance(): KycComplianceInput {
  return NOT_YET;
}
