import type { Metadata } from 'next';
import type { RouteParams } from '@/lib/route-params';
import { BuyPage, buyMetadata } from '../buy-page';
import { withPageMessages } from '@/i18n/with-page-messages';

export function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return buyMetadata(params, 'card');
}

/** §2.1 /crypto/buy/with-credit-card. */
function BuyWithCardPage({ params }: { params: Promise<RouteParams> }) {
  return <BuyPage params={params} kind="card" />;
}

export default withPageMessages(BuyWithCardPage);
