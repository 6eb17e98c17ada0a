import type { ReactNode } from 'react';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { PageMessagesProvider } from './namespace-boundary';
import { pageMessages } from './page-messages';
import { isPseudoRequest } from './pseudo-request';

/**
 * Wraps a page (every `page.tsx` under [site]/[locale] exports its component through this) so that its
 * HTML carries the message namespaces ROUTE_NAMESPACES lists for its route, beside the layout's shell.
 * Because the page renders it, a client-side navigation brings the next page's namespaces with it;
 * the page stays static per sub-site and locale.
 * @example export default withPageMessages(LoginPage);
 */
export function withPageMessages<P extends object>(Page: (props: P) => ReactNode | Promise<ReactNode>) {
  async function WithPageMessages(props: P) {
    // Every page under [site]/[locale] gets these params from Next.js (a promise since Next 15).
    const { params } = props as P & { params: Promise<RouteParams> | RouteParams };
    const { locale } = await readRouteParams(Promise.resolve(params));
    const { messages, loaded } = await pageMessages(locale, isPseudoRequest());
    return (
      <PageMessagesProvider messages={messages} loaded={loaded}>
        <Page {...props} />
      </PageMessagesProvider>
    );
  }
  WithPageMessages.displayName = `WithPageMessages(${Page.name || 'Page'})`;
  return WithPageMessages;
}
