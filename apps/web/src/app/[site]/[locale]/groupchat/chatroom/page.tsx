import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITES } from '@ex/sites';
import { ChatRoomPage } from '@/features/support-chat/components/chat-room-page';
import { readRouteParams, type RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { site, locale } = await readRouteParams(params);
  const t = await getTranslations({ locale, namespace: 'support.chat' });
  // A personal conversation: never indexed.
  return { title: t('metaTitleChatroom', { site: SITES[site].ogSiteName }), robots: { index: false, follow: false } };
}

/** §2.1 /groupchat/chatroom?platform=web (customer support): a static shell with its heading; the chat loads in the browser. */
async function ChatroomPage({ params }: { params: Promise<RouteParams> }) {
  const { locale } = await readRouteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'support.chat' });
  return (
    <section aria-labelledby="chatroom-title">
      <h1 id="chatroom-title">{t('headingChatroom')}</h1>
      <p className="field-hint">{t('introChatroom')}</p>
      <ChatRoomPage />
    </section>
  );
}

export default withPageMessages(ChatroomPage);
