import { setRequestLocale } from 'next-intl/server';
import { KycFlow } from '@/features/kyc/components/kyc-flow';
import { kycPageMetadata } from '@/features/kyc/kyc-page-metadata';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => kycPageMetadata('kyc3Title', params);

/** §2.1 default upgrade target (address). Static shell; the application loads on the client. */
async function Kyc3Page({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  return <KycFlow level="kyc3" />;
}

export default withPageMessages(Kyc3Page);
