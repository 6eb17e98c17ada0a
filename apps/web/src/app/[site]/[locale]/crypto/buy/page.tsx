import type { Metadata } from 'next';
import type { RouteParams } from '@/lib/route-params';
import { BuyPage, buyMetadata } from './buy-page';

export function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return buyMetadata(params, 'buy');
}

/** §2.1 /crypto/buy (?method=card|bank&fiat= from the deposit chooser). */
export default function CryptoBuyPage({ params }: { params: Promise<RouteParams> }) {
  return <BuyPage params={params} kind="buy" />;
}
