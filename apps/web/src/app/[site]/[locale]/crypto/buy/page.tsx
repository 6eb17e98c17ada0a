import type { Metadata } from 'next';
import type { RouteParams } from '@/lib/route-params';
import { BuyPage, buyMetadata } from './buy-page';
import { withPageMessages } from '@/i18n/with-page-messages';

export function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return buyMetadata(params, 'buy');
}

/** §2.1 /crypto/buy (?method=card|bank&fiat= from the deposit chooser). */
function CryptoBuyPage({ params }: { params: Promise<RouteParams> }) {
  return <BuyPage params={params} kind="buy" />;
}

export default withPageMessages(CryptoBuyPage);
