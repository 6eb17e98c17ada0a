'use client';

import { resolveFloatingBar } from '@ex/domain';
import { resolveRegionSwitch } from '@ex/sites';
import type { ComplianceCheck } from '@ex/contracts';
import { useSite } from '@/core/site/site-context';
import { useBusinessList } from '../hooks/use-business-list';
import { useStoredValue, writeStored } from '../hooks/use-stored-value';
import { BusinessBar } from './business-bar';
import { RegionSwitchBar } from './region-switch-bar';

/** sessionStorage: the region-switch target the visitor dismissed, and whether the business bar was dismissed. */
const REGION_DISMISSED_KEY = 'compliance_region_switch_dismissed';
const BUSINESS_DISMISSED_KEY = 'compliance_business_bar_dismissed';

/**
 * The one floating bar (`resolveFloatingBar`): the §4.6 region-switch bar first, else the §5
 * business bar of the highest priority, from the business compliance list (§7). Dismissals last for
 * this tab.
 */
export function FloatingBar({ check, uid }: { readonly check: ComplianceCheck; readonly uid: number }) {
  const { site } = useSite();
  const business = useBusinessList(uid);
  const regionDismissed = useStoredValue('session', REGION_DISMISSED_KEY);
  const businessDismissed = useStoredValue('session', BUSINESS_DISMISSED_KEY);
  const target = resolveRegionSwitch(site, check.limit);
  const bar = resolveFloatingBar({
    regionTarget: target,
    regionDismissed: target !== null && regionDismissed === target,
    business,
    businessDismissed: businessDismissed === '1',
    isUkVisitor: check.limit.is_uk_ip,
  });
  if (bar === null) return null;
  if (bar.kind === 'region-switch' && target !== null) {
    return <RegionSwitchBar target={target} onDismiss={() => writeStored('session', REGION_DISMISSED_KEY, target)} />;
  }
  if (bar.kind === 'business') {
    return (
      <BusinessBar
        item={bar.item}
        variant={bar.variant}
        closable={bar.closable}
        onDismiss={() => writeStored('session', BUSINESS_DISMISSED_KEY, '1')}
      />
    );
  }
  return null;
}
