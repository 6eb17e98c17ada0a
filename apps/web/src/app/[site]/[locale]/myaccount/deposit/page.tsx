import { redirect } from 'next/navigation';
import { DEFAULT_DEPOSIT_CURRENCY } from '@ex/domain';
import { localizedPath } from '@ex/sites';
import { readRouteParams, type RouteParams } from '@/lib/route-params';

/** §2.1 "/myaccount/deposit/{currency}, default USDT". */
export default async function DepositIndexPage({ params }: { params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  redirect(localizedPath(site, locale, `/myaccount/deposit/${DEFAULT_DEPOSIT_CURRENCY}`));
}
