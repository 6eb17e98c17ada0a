'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { resolveActionRestriction, resolveAllowedActions, type Action, type ActionRestriction } from '@ex/sites';
import { useComplianceCheck } from './use-compliance-check';

export interface AllowedActionsState {
  /** What this visitor may change (`resolveAllowedActions`); every action until the check answers. */
  readonly allowed: ReadonlySet<Action>;
  readonly restriction: ActionRestriction | null;
  /** The reason to show next to a disabled control (compliance.actions.*), or null when unrestricted. */
  readonly reason: string | null;
}

/**
 * The one allowed-actions rule in the browser, over this visitor's compliance check. While the check
 * is pending or after it failed (§8 "gate skipped, page loads") nothing is disabled here; the API
 * refuses on its own check either way.
 */
export function useAllowedActions(): AllowedActionsState {
  const t = useTranslations('compliance.actions');
  const { check, known } = useComplianceCheck();
  return useMemo(() => {
    const answered = known ? check : null;
    const restriction = resolveActionRestriction(answered);
    return { allowed: resolveAllowedActions(answered), restriction, reason: restriction === null ? null : t(restriction) };
  }, [check, known, t]);
}
