import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES, localizedPath } from '@ex/sites';
import { ChatRoomPage } from '@/features/support-chat/components/chat-room-page';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'support.chat' });
  return { title: t('metaTitleCallService', { site: SITES[site].ogSiteName }), robots: { index: false, follow: false } };
}

/** §2.1 /groupchat/call_service?platform=web: contact customer service — the chat, plus the way to a ticket. */
async function CallServicePage({ params }: { params: Promise<RouteParams> }) {
  const { site, locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'support.chat' });
  return (
    <section aria-labelledby="call-service-title">
      <h1 id="call-service-title">{t('headingCallService')}</h1>
      <p className="field-hint">
        {t('introCallService')} <a href={localizedPath(site, locale, '/myaccount/tickets')}>{t('ticketsLink')}</a>
      </p>
      <ChatRoomPage />
    </section>
  );
}

export default withPageMessages(CallServicePage);
