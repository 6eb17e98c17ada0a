import { setRequestLocale } from 'next-intl/server';
import { KycHome } from '@/features/kyc/components/kyc-home';
import { kycPageMetadata } from '@/features/kyc/kyc-page-metadata';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => kycPageMetadata('homeTitle', params);

/** Static shell; the level and applications load on the client. */
async function KycHomePage({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  return <KycHome />;
}

export default withPageMessages(KycHomePage);
