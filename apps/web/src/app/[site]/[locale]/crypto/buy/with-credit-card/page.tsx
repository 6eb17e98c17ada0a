import type { Metadata } from 'next';
import type { RouteParams } from '@/lib/route-params';
import { BuyPage, buyMetadata } from '../buy-page';

export function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return buyMetadata(params, 'card');
}

/** §2.1 /crypto/buy/with-credit-card. */
export default function BuyWithCardPage({ params }: { params: Promise<RouteParams> }) {
  return <BuyPage params={params} kind="card" />;
}
