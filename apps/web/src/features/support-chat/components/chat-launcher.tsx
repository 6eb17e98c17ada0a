'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { CHAT_OPEN_STORAGE_KEY, CHAT_PREFETCH_DELAY_MS, resolveChatTarget, shouldAutoOpenChat } from '@ex/domain';
import { useSession } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';
import { usePublicPath } from '@/lib/browser';
import { useBrowserChatTransport, useChatAllowed, useChatUnread } from '../hooks/use-chat-host';
import styles from './chat-launcher.module.css';

const loadWindow = () => import('./chat-window');
const ChatWindow = lazy(loadWindow);

function readStoredFlag(): string | null {
  try {
    return window.localStorage.getItem(CHAT_OPEN_STORAGE_KEY);
  } catch {
    return null;
  }
}
function storeFlag(open: boolean): void {
  try {
    if (open) window.localStorage.setItem(CHAT_OPEN_STORAGE_KEY, '1');
    else window.localStorage.removeItem(CHAT_OPEN_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the window still opens, it just is not remembered.
  }
}

/**
 * §4.7 chat room: a "Chat with support" button for signed-in users wherever the §5 rule allows it
 * (never on the /groupchat pages, which are the chat). The window's code is prefetched when the
 * browser is idle or after 2 s (§9), and opens by itself when the open flag is stored or the URL
 * asks for it (a chatroom query, or a shortlink=group link with a streamer id).
 */
export function ChatLauncher() {
  const t = useTranslations('support.chat');
  const session = useSession();
  const { locale } = useSite();
  const allowed = useChatAllowed();
  const path = usePublicPath();
  const onChatPage = path !== null && path.split('?')[0]?.includes('/groupchat/') === true;
  const enabled = allowed && !onChatPage && session.status === 'logged-in';
  // Client-only component (loaded with ssr: false), so the first state may read the URL and storage:
  // it opens by itself when the flag is stored or the link asks for the chat (§4.7).
  const [streamerRef] = useState(() => {
    const target = resolveChatTarget(window.location.search);
    return target.kind === 'streamer' ? target.ref : undefined;
  });
  const [open, setOpenState] = useState(() => streamerRef !== undefined || shouldAutoOpenChat(readStoredFlag(), window.location.search));
  const transport = useBrowserChatTransport();
  const { unread, refresh } = useChatUnread(enabled);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      storeFlag(next);
      if (!next) refresh();
    },
    [refresh],
  );

  // §9 prefetch: when idle (at the latest after 2 s).
  useEffect(() => {
    if (!enabled) return undefined;
    const prefetch = () => void loadWindow().catch(() => undefined);
    const timer = window.setTimeout(prefetch, CHAT_PREFETCH_DELAY_MS);
    const idle =
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(prefetch, { timeout: CHAT_PREFETCH_DELAY_MS }) : null;
    return () => {
      window.clearTimeout(timer);
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, [enabled]);

  if (!enabled || session.status !== 'logged-in') return null;
  const user = session.user;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      {/* Stays mounted under the window, so closing returns focus to it. */}
      <Dialog.Trigger className={styles.launcher} data-testid="chat-launcher">
        <span>{t('launcher')}</span>
        {unread > 0 && !open && (
          <span className={styles.badge} aria-label={t('unread', { count: unread })} data-testid="chat-unread">
            {unread}
          </span>
        )}
      </Dialog.Trigger>
      {open && (
        <Suspense fallback={null}>
          <ChatWindow
            lang={locale}
            userInfo={{ nickname: user.nickname, is_sub_account: user.is_sub }}
            extra={streamerRef === undefined ? {} : { streamerRef }}
            transport={transport}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Dialog.Root>
  );
}
