'use client';

import { useCallback, useMemo, type MouseEvent } from 'react';
import { isFeatureUpcoming } from '@ex/domain';
import { isMenuCode, isMenuUpcoming, resolvePermittedMenu } from '@ex/sites';
import { useSite } from '@/core/site/site-context';
import { openEuUpcoming } from './eu-upcoming-store';
import { useComplianceCheck } from '@/core/compliance/use-compliance-check';

/** Attribute on a navigation link naming its menu code (§1 "permitted menu codes"). */
export const MENU_CODE_ATTRIBUTE = 'data-menu-code';

/**
 * A click handler (capture phase) for a container of links: on a sub-site that announces upcoming
 * features (the EU site), a link whose
 * `data-menu-code` the compliance check does not permit opens the §8 "Stay tuned! This feature is
 * upcoming" modal instead of navigating (`isFeatureUpcoming`). Keyboard activation (Enter) is a
 * click too. The permitted menu is `resolvePermittedMenu`, as in `resolveStateCompliance`: until the
 * check answers (or when it failed) the sub-site's own menu codes decide (the check can only narrow
 * them, so an early click is never let through); an answered empty menu permits nothing.
 */
export function useEuFeatureGuard(): (event: MouseEvent<HTMLElement>) => void {
  const { site } = useSite();
  const { check, known } = useComplianceCheck();
  const permitted = useMemo(() => resolvePermittedMenu(site, known ? check : null), [site, known, check]);
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const link = target.closest(`a[${MENU_CODE_ATTRIBUTE}]`);
      if (link === null || !event.currentTarget.contains(link)) return;
      const code = link.getAttribute(MENU_CODE_ATTRIBUTE) ?? '';
      if (!isFeatureUpcoming({ showsUpcoming: isMenuCode(code) && isMenuUpcoming(site, code), code, menu: permitted })) return;
      // next/link skips its navigation when the click was already default-prevented.
      event.preventDefault();
      openEuUpcoming();
    },
    [site, permitted],
  );
}
