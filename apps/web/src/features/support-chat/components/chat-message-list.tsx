'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@ex/contracts';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import type { PendingMessage } from '../hooks/use-chat-conversation';
import type { ChatTransport } from '../transport';
import styles from './support-chat.module.css';

interface Props {
  readonly messages: readonly ChatMessage[];
  readonly pending: readonly PendingMessage[];
  readonly transport: ChatTransport;
  /** How the user's own messages are signed (their nickname, else "You"). */
  readonly selfName: string;
  readonly onRetry: (clientId: string) => void;
  readonly onDiscard: (item: PendingMessage) => void;
}

/**
 * The conversation, oldest first. Every message is rendered as text (React escapes it; line breaks
 * kept by CSS), never as HTML. A live region announces new messages to screen readers.
 */
export function ChatMessageList({ messages, pending, transport, selfName, onRetry, onDiscard }: Props) {
  const t = useTranslations('support.chat');
  const format = useDisplayFormat();
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length + pending.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  return (
    <ol className={styles.log} aria-label={t('conversation')} aria-live="polite" data-testid="chat-log" tabIndex={0}>
      {count === 0 && <li className={styles.empty}>{t('empty')}</li>}
      {messages.map((m) => (
        <li key={m.seq} className={`${styles.message} ${m.author === 'user' ? styles.mine : styles.theirs}`} data-seq={m.seq}>
          <span className={styles.meta}>
            {m.author === 'user' ? selfName || t('you') : t('team')} · {format.date(m.created_at * 1000, 'dateTime')}
          </span>
          {(m.body !== '' || m.attachment) && (
            <span className={styles.bubble} data-testid="chat-message">
              {m.body}
              {m.attachment && (
                <>
                  {m.body !== '' && <br />}
                  <a href={transport.attachmentHref(m.attachment.id)} download>
                    {t('download', { name: m.attachment.name })}
                  </a>
                </>
              )}
            </span>
          )}
        </li>
      ))}
      {pending.map((p) => (
        <li key={p.clientId} className={`${styles.message} ${styles.mine}`} data-pending={p.state}>
          <span className={styles.bubble}>
            {p.body}
            {p.fileName !== null && (
              <>
                {p.body !== '' && <br />}
                {p.fileName}
              </>
            )}
          </span>
          {p.state === 'sending' ? (
            <span className={styles.meta}>{t('sending')}</span>
          ) : (
            <span className={styles.failed} role="alert">
              {reasonText(t, p)}{' '}
              {p.reason === 'failed' || p.reason === 'rate-limited' ? (
                <button type="button" className={styles.inlineButton} onClick={() => onRetry(p.clientId)}>
                  {t('retry')}
                </button>
              ) : (
                <button type="button" className={styles.inlineButton} onClick={() => onDiscard(p)}>
                  {t('edit')}
                </button>
              )}
            </span>
          )}
        </li>
      ))}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}

function reasonText(t: ReturnType<typeof useTranslations<'support.chat'>>, p: PendingMessage): string {
  switch (p.reason) {
    case 'too-long':
      return t('tooLong', { max: CHAT_MESSAGE_MAX });
    case 'rate-limited':
      return t('rateLimited', { seconds: p.retryAfterSeconds ?? 60 });
    case 'bad-file':
      return t('badFile');
    default:
      return t('failed');
  }
}
