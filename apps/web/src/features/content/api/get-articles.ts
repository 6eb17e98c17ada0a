import { queryOptions } from '@tanstack/react-query';
import type { ContentKind } from '@ex/contracts';
import { contentLocaleOf, fillPlaceholders, type Locale, type SiteKey } from '@ex/sites';
import { fetchEndpoint, isEndpointFallback, type EndpointClient } from '@/core/api/fetch-endpoint';

export interface ArticleListParams {
  readonly kind: ContentKind;
  readonly locale: Locale;
  readonly page?: number;
  readonly pageSize?: number;
  readonly category?: string;
  readonly q?: string;
}

/**
 * GET /api/web/v1/content/articles — one page of a section in the page's language (a regional
 * locale reads its language); a failed call is the empty fallback.
 */
export function getArticles(client: EndpointClient, params: ArticleListParams) {
  return fetchEndpoint(client, 'contentArticles', {
    kind: params.kind,
    locale: contentLocaleOf(params.locale),
    page: params.page === undefined ? undefined : String(params.page),
    page_size: params.pageSize === undefined ? undefined : String(params.pageSize),
    category: params.category,
    q: params.q,
  });
}

/** GET /api/web/v1/content/article — one article, or `{ article: null }` when it does not exist here. */
export function getArticle(client: EndpointClient, params: { kind: ContentKind; slug: string; locale: Locale }) {
  return fetchEndpoint(client, 'contentArticle', { kind: params.kind, slug: params.slug, locale: contentLocaleOf(params.locale) });
}

/** Search within a section from the browser (the help centre's search box). */
export const articleSearchQueryOptions = (client: EndpointClient, params: ArticleListParams & { q: string }) =>
  queryOptions({
    queryKey: ['content-search', params.kind, params.locale, params.q] as const,
    queryFn: () => getArticles(client, { ...params, page: 1, pageSize: 20 }),
    enabled: params.q.trim().length >= 2,
    staleTime: 60_000,
  });

/** Title and summary with the sub-site's facts filled in (`About {{site.name}}`). */
export function withSiteFacts<T extends { title: string; summary: string }>(article: T, site: SiteKey): T {
  return { ...article, title: fillPlaceholders(article.title, site), summary: fillPlaceholders(article.summary, site) };
}

/** getArticle for a page of `site`: the same result, with the title and summary filled in (the fallback object kept as is). */
export async function getSiteArticle(client: EndpointClient, site: SiteKey, params: { kind: ContentKind; slug: string; locale: Locale }) {
  const data = await getArticle(client, params);
  if (isEndpointFallback('contentArticle', data) || !data.article) return data;
  return { article: withSiteFacts(data.article, site) };
}
