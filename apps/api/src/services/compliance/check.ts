import { complianceCheckSchema, type ComplianceCheck } from '@ex/contracts';
import type { UserRow } from '@ex/db';
import { countryAlpha2FromNumeric } from '@ex/domain';
import { resolveComplianceCheck, type ComplianceUser, type SiteKey } from '@ex/sites';
import type { ComplianceTables } from './tables';

export interface ComplianceRequest {
  readonly site: SiteKey;
  /** The visitor's country (alpha-2, '' unknown), from `visitorCountry`. */
  readonly ipCountry: string;
  /** The session's user; never taken from uid/nickname cookies. */
  readonly user: UserRow | null;
  readonly locale: string;
}

/** The parts of the user row the check reads; the numeric country becomes alpha-2 like the rules. */
export function complianceUserOf(user: UserRow): ComplianceUser {
  return {
    country: countryAlpha2FromNumeric(user.country),
    verified: user.verified,
    isHkUser: user.isHkUser,
    isWithdrawOnly: user.isWithdrawOnly,
    isRiskUser: user.isRiskUser,
  };
}

/**
 * GET /api/web/v1/compliance/check and its footer-tips variants (§3, §7): the pure
 * `resolveComplianceCheck` over the cached tables, validated against the contract before it leaves.
 */
export function complianceCheck(tables: ComplianceTables, request: ComplianceRequest): ComplianceCheck {
  const result = resolveComplianceCheck({
    site: request.site,
    ipCountry: request.ipCountry,
    user: request.user ? complianceUserOf(request.user) : null,
    rules: tables.rules,
    items: tables.items,
    locale: request.locale,
  });
  return complianceCheckSchema.parse(result);
}
