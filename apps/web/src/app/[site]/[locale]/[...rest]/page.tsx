import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { decideFeatureGate } from '@/lib/compliance-gate';
import { readRouteParams, type RouteParams } from '@/lib/route-params';

/**
 * Any path without a page renders the localized 404 of this sub-site. A feature path (§5) is first
 * put through the same compliance gate as proxy.ts: a request that skipped the proxy is still sent
 * to /state_compliance_tips when the check refuses it. The trade pages are static and public: proxy.ts
 * gates them, and the API refuses the orders themselves (docs/spec-decisions.md "Pages and gates").
 */
export default async function CatchAll({ params }: { params: Promise<RouteParams & { rest: string[] }> }) {
  const { site, locale } = await readRouteParams(params);
  const { rest } = await params;
  const gate = await decideFeatureGate({ site, locale, path: `/${rest.join('/')}`, headers: await headers() });
  if (gate.kind === 'redirect') redirect(gate.location);
  notFound();
}
