'use client';

import { useQuery } from '@tanstack/react-query';
import { COMPLIANCE_CHECK_DEFAULT, ENDPOINTS, type ComplianceCheck } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { useSession } from '@/core/session/hooks/use-session';
import { complianceCheckQueryOptions } from './get-compliance-check';

export interface ComplianceState {
  /** The check result, or the §8 empty structures while loading or after a failure. */
  readonly check: ComplianceCheck;
  /** True once the request settled (a failed one gives the §8 fallback). */
  readonly ready: boolean;
  /** A real answer arrived: not loading and not the §8 fallback of a failed request. */
  readonly known: boolean;
  readonly uid: number;
}

/**
 * The compliance check for this visitor: asked once the session is known (so a signed-in user's
 * flags are in it), shared by every notice through the query cache.
 */
export function useComplianceCheck(): ComplianceState {
  const session = useSession();
  const uid = session.status === 'logged-in' ? session.user.uid : 0;
  const query = useQuery({ ...complianceCheckQueryOptions(browserClient, uid), enabled: session.status !== 'loading' });
  // fetchEndpoint returns the registry's fallback object itself when the request fails.
  const known = query.isSuccess && query.data !== ENDPOINTS.complianceCheck.fallback;
  return { check: query.data ?? COMPLIANCE_CHECK_DEFAULT, ready: query.isSuccess, known, uid };
}
