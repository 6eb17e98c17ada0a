import type { Metadata } from 'next';
import type { RouteParams } from '@/lib/route-params';
import { BuyPage, buyMetadata } from '../buy-page';

export function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return buyMetadata(params, 'bank');
}

/** §2.1 /crypto/buy/with-bank-account. */
export default function BuyWithBankPage({ params }: { params: Promise<RouteParams> }) {
  return <BuyPage params={params} kind="bank" />;
}
