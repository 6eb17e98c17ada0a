import type { RiskUserKycToast } from '@ex/domain';

/**
 * §3 kyc_toast as the compliance check sends it (loosely typed server flags). The compliance
 * check is issue 3; until it exists nothing provides this object.
 */
export interface KycToast extends RiskUserKycToast {
  readonly show_kyc_upgrade_notice?: unknown;
  readonly risk_user_guide_msg?: unknown;
}

/** The parts of the compliance check result the KYC prompts read. */
export interface KycComplianceInput {
  readonly kycToast: KycToast | null;
  /** limit.is_uk_limit (§3). */
  readonly isUkLimit: unknown;
}
