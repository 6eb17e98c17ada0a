import type { Metadata } from 'next';
import type { RouteParams } from '@/lib/route-params';
import { BuyPage, buyMetadata } from '../crypto/buy/buy-page';
import { withPageMessages } from '@/i18n/with-page-messages';

export function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return buyMetadata(params, 'us');
}

/** §2.1 /buy-sell-crypto, the US site's buying page. */
function BuySellCryptoPage({ params }: { params: Promise<RouteParams> }) {
  return <BuyPage params={params} kind="us" />;
}

export default withPageMessages(BuySellCryptoPage);
