'use client';

import { useComplianceCheck } from '@/core/compliance/use-compliance-check';
import type { KycComplianceInput } from '../kyc-toast';

/**
 * The compliance check's KYC inputs (§3 toast.kyc_toast, limit.is_uk_limit). Until the check has
 * answered there is no kyc_toast, so no KYC notice decides on a half-known state.
 */
export function useKycCompliance(): KycComplianceInput {
  const { check, ready } = useComplianceCheck();
  return ready ? { kycToast: check.toast.kyc_toast, isUkLimit: check.limit.is_uk_limit } : { kycToast: null, isUkLimit: false };
}
