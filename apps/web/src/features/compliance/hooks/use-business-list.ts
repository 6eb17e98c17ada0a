'use client';

import { useQuery } from '@tanstack/react-query';
import type { ComplianceItem } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { useSite } from '@/core/site/site-context';
import { businessListQueryOptions } from '../api/get-business-list';

/** The §5 business compliance list of this sub-site for `uid` (none while loading). */
export function useBusinessList(uid: number): readonly ComplianceItem[] {
  const { site } = useSite();
  return useQuery(businessListQueryOptions(browserClient, site, uid)).data ?? [];
}
