'use client';

import { useQuery } from '@tanstack/react-query';
import { browserClient } from '@/core/api/api-client';
import { siteSettingsQueryOptions } from '../api/get-site-settings';

export function useSiteSettings(fiat?: string) {
  return useQuery(siteSettingsQueryOptions(browserClient, fiat));
}
