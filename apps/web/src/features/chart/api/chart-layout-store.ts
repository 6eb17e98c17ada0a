import type { LayoutStore } from '@ex/chart';
import { ENDPOINTS, type ChartLayoutScope } from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';
import { csrfHeader } from '@/core/api/csrf';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/**
 * The signed-in user's layout on the server (issue 5 "Also stored on the server for signed-in
 * users"), as a `LayoutStore` of `@ex/chart`: text in, text out; the chart parses it.
 * `save` uses `keepalive`, so the write on page unload outlives the page.
 */
export function serverLayoutStore(client: Pick<HttpClient, 'get'>, scope: ChartLayoutScope): LayoutStore {
  return {
    name: 'server',
    async load() {
      const { layout } = await fetchEndpoint(client, 'chartLayout', { scope });
      return layout === null ? null : JSON.stringify(layout);
    },
    async save(text) {
      const response = await fetch(ENDPOINTS.chartSaveLayout.path, {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...csrfHeader() },
        body: JSON.stringify({ scope, layout: JSON.parse(text) as unknown }),
      });
      if (!response.ok) throw new Error(`chart layout not saved (HTTP ${response.status})`);
    },
  };
}
