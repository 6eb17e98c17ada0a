import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { SITES } from '@ex/sites';
import { TicketCenter } from '@/features/support/components/ticket-center';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'support.tickets' });
  // Personal pages are never indexed.
  return { title: t('metaTitle', { site: SITES[site].ogSiteName }), robots: { index: false, follow: false } };
}

/** §2.1 /myaccount/tickets (issue 15): a static shell with its heading; the tickets load in the browser. */
async function TicketsPage({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'support.tickets' });
  return (
    <section aria-labelledby="tickets-title">
      <h1 id="tickets-title">{t('heading')}</h1>
      <p className="field-hint">{t('intro')}</p>
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <TicketCenter />
      </Suspense>
    </section>
  );
}

export default withPageMessages(TicketsPage);
