'use client';

import { useQuery } from '@tanstack/react-query';
import type { ContentKind } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { useSite } from '@/core/site/site-context';
import { articleSearchQueryOptions } from '../api/get-articles';

/** Articles of a section matching `q` (at least two characters) in the page's language. */
export function useArticleSearch(kind: ContentKind, q: string) {
  const { locale } = useSite();
  return useQuery(articleSearchQueryOptions(browserClient, { kind, locale, q: q.trim() }));
}
