'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useChatConversation, type PendingMessage } from '../hooks/use-chat-conversation';
import type { SupportChatProps } from '../transport';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import styles from './support-chat.module.css';

/**
 * The support chat (issue 17, §2.3, §4.7) with the §3 chat-room props — lang, userInfo (nickname,
 * is_sub_account), extra — and the transport it talks to the API through. Self-contained: it
 * imports no other feature, so it can move into the support-chat mini-app unchanged.
 */
export function SupportChat({ lang, userInfo, extra, transport }: SupportChatProps) {
  const t = useTranslations('support.chat');
  const mode = extra?.mode ?? 'window';
  const chat = useChatConversation(transport, extra?.streamerRef, true);
  const [restore, setRestore] = useState<{ body: string; key: number } | null>(null);
  const title = extra?.streamerRef ? t('streamerTitle') : t('windowTitle');

  const edit = (item: PendingMessage) => {
    chat.discard(item.clientId);
    setRestore((r) => ({ body: item.body, key: (r?.key ?? 0) + 1 }));
  };

  return (
    <section
      className={`${styles.chat} ${mode === 'page' ? styles.pageChat : ''}`}
      lang={lang}
      aria-label={title}
      data-testid="support-chat"
    >
      {mode === 'window' && (
        <div className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          {extra?.onClose && (
            <button type="button" className={styles.closeButton} onClick={extra.onClose} aria-label={t('close')} data-testid="chat-close">
              ×
            </button>
          )}
        </div>
      )}
      {chat.offline && chat.load === 'ready' && (
        <p className={styles.notice} role="status">
          {t('reconnecting')}
        </p>
      )}
      {chat.load === 'loading' && (
        <p className={styles.empty} aria-busy="true">
          {t('loading')}
        </p>
      )}
      {chat.load === 'bad-link' && (
        <p className={styles.notice} role="alert">
          {t('badLink')}
        </p>
      )}
      {chat.load === 'unauthenticated' && (
        <p className={styles.notice}>
          {t('signInPrompt')} <a href={transport.loginHref()}>{t('logIn')}</a>
        </p>
      )}
      {chat.load === 'failed' && (
        <p className={styles.notice} role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className={styles.inlineButton} onClick={chat.reload}>
            {t('retry')}
          </button>
        </p>
      )}
      {chat.load === 'ready' && (
        <>
          <ChatMessageList
            messages={chat.messages}
            pending={chat.pending}
            transport={transport}
            selfName={userInfo.nickname}
            onRetry={chat.retry}
            onDiscard={edit}
          />
          <ChatComposer disabled={false} onSend={chat.send} restore={restore} focusOnMount={mode === 'window'} />
        </>
      )}
    </section>
  );
}
