import { NextResponse, type NextRequest } from 'next/server';
import { serverCookieOptions } from '@ex/contracts';
import { resolveGatedPath } from '@ex/sites';
import { decideFeatureGate } from './lib/compliance-gate';
import { NOT_FOUND_HEADER, decideProxy, notFoundRewrite } from './lib/proxy-decision';
import { SITE_HOSTS } from './lib/env';
import { gatewayFailure } from './server/gateway-failure';
import { PSEUDO_COOKIE, pseudoLocaleEnabled, pseudoRewrite } from './i18n/pseudo-locale';

/**
 * Resolves the sub-site from the host and the locale from the path, applies the locale guard and
 * the restricted-page check and the compliance gate of feature paths, and rewrites to the internal /{site}/{locale} segments so pages can be
 * rendered statically per sub-site and locale. §7 API paths never get here: the web server's edge
 * (src/server/edge.ts) forwards them to the API process.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const host = request.headers.get('host');
  const decision = decideProxy(
    {
      host,
      pathname: url.pathname,
      search: url.search,
      langCookie: request.cookies.get('lang')?.value,
      hasSession: request.cookies.has('sid'),
      protocol: url.protocol,
    },
    SITE_HOSTS,
  );

  if (decision.kind === 'api') {
    // The web server's edge (src/server/edge.ts) forwards §7 API paths before Next.js sees them, with
    // the trusted client address. Reaching here means Next.js runs without it (`next start`): refuse
    // rather than forward the client's own X-Forwarded-For to the API.
    console.error(
      `API path ${url.pathname} reached Next.js: start the web server with npm start (apps/web/src/server/main.ts), not next start`,
    );
    const failure = gatewayFailure(503, url.pathname);
    return new NextResponse(failure.body, { status: 503, headers: failure.headers });
  }

  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    if (decision.setLang) setLang(request, response, decision.setLang);
    return response;
  }

  // The web server's loopback for a 404 page (src/server/not-found-rescue.ts): the static not-found
  // page of this sub-site and locale. The edge drops the header unless it carries this process's secret.
  const token = process.env.EX_NOT_FOUND_TOKEN;
  const loopback = token !== undefined && token !== '' && request.headers.get(NOT_FOUND_HEADER) === token;
  if (loopback) return rewriteTo(request, pseudoPath(request, decision, notFoundRewrite(decision, true)), decision.setLang);

  // §4.8 / §5: a feature the compliance check does not permit here is refused before rendering
  // (the trade page's isolated-margin tab is the margin product).
  const gatePath = resolveGatedPath(decision.path, url.search);
  const gate = await decideFeatureGate({ site: decision.site, locale: decision.locale, path: gatePath, headers: request.headers });
  if (gate.kind === 'redirect') {
    // Non-permanent (§4.8); never cached, the answer depends on the visitor.
    const response = NextResponse.redirect(new URL(gate.location, request.url), 307);
    response.headers.set('cache-control', 'no-store');
    return response;
  }

  return rewriteTo(request, pseudoPath(request, decision, notFoundRewrite(decision, false)), decision.setLang);
}

/** Development and e2e only (PSEUDO_LOCALE=1): the pseudo-locale's render of the same page, the 404 page included. */
function pseudoPath(request: NextRequest, decision: { site: string; locale: string }, internalPath: string): string {
  const cookie = request.cookies.get(PSEUDO_COOKIE)?.value;
  return pseudoRewrite(internalPath, decision.site, decision.locale, cookie, pseudoLocaleEnabled()) ?? internalPath;
}

function rewriteTo(request: NextRequest, internalPath: string, lang: string | null) {
  const target = request.nextUrl.clone();
  target.pathname = internalPath;
  const response = NextResponse.rewrite(target);
  if (lang) setLang(request, response, lang);
  return response;
}

function setLang(request: NextRequest, response: NextResponse, value: string) {
  // Secure under https: the edge sets X-Forwarded-Proto from what it trusts, never from the client.
  const https = request.headers.get('x-forwarded-proto') === 'https';
  const { sameSite, ...options } = serverCookieOptions('lang', { https });
  response.cookies.set('lang', value, { ...options, sameSite: sameSite.toLowerCase() as 'lax' });
}

export const config = {
  // Everything but build assets and public files.
  // `_i18n/` is the translation files' route (app/%5Fi18n), served as is on every host; offline.html,
  // sw.json and sw-<hash>.js are the service worker's files in public/.
  matcher: [
    '/((?!_next/|_i18n/|favicon\\.ico|logos/|media-kit/|offline\\.html|sw\\.json|sw-[0-9a-f]+\\.js$|.*\\.(?:svg|png|jpg|ico|webmanifest)$).*)',
  ],
};
