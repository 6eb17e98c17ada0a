'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { resolveChatTarget } from '@ex/domain';
import { SITES } from '@ex/sites';
import { useSession } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';
import { useBrowserChatTransport } from '../hooks/use-chat-host';
import { SupportChat } from './support-chat';

const noSubscription = () => () => undefined;

/**
 * The chat of the /groupchat/chatroom and /groupchat/call_service pages (§2.1): the same chat as
 * the floating window, full width (it works at 390 px; the §5 width rule is the floating window's).
 * A visitor is asked to log in.
 */
export function ChatRoomPage() {
  const t = useTranslations('support.chat');
  const session = useSession();
  const { site, locale } = useSite();
  const transport = useBrowserChatTransport();
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  if (!SITES[site].chatroom) return <p>{t('notAvailable')}</p>;
  if (session.status === 'loading' || search === null) return <p aria-busy="true">{t('loading')}</p>;
  if (session.status === 'logged-out') {
    return (
      <p>
        {t('signInPrompt')}{' '}
        <a href={transport.loginHref()} className="button button-primary" data-testid="chat-login">
          {t('logIn')}
        </a>
      </p>
    );
  }
  const target = resolveChatTarget(search);
  return (
    <SupportChat
      lang={locale}
      userInfo={{ nickname: session.user.nickname, is_sub_account: session.user.is_sub }}
      extra={{ mode: 'page', ...(target.kind === 'streamer' ? { streamerRef: target.ref } : {}) }}
      transport={transport}
    />
  );
}
