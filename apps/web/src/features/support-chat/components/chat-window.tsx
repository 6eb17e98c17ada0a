'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { CHAT_WINDOW_SIZE } from '@ex/domain';
import type { SupportChatProps } from '../transport';
import { SupportChat } from './support-chat';
import styles from './chat-launcher.module.css';

const sizeStyle = { '--chat-width': `${CHAT_WINDOW_SIZE.width}px`, '--chat-height': `${CHAT_WINDOW_SIZE.height}px` } as CSSProperties;

/**
 * The §2.3 floating window (§9: 400×700 by default, smaller when the viewport is): a non-modal
 * Radix dialog, so the page stays usable behind it; Escape or the close button closes it, a click
 * on the page does not. Focus goes into it on open, and to the text box once the history is
 * loaded. Loaded in its own chunk (prefetched by the launcher).
 */
export default function ChatWindow(props: SupportChatProps & { readonly onClose: () => void }) {
  const t = useTranslations('support.chat');
  const { onClose, extra, ...rest } = props;
  return (
    <Dialog.Portal>
      <Dialog.Content
        className={styles.window}
        style={sizeStyle}
        aria-describedby={undefined}
        onInteractOutside={(event) => event.preventDefault()}
        data-testid="chat-window"
      >
        <Dialog.Title className="visually-hidden">{extra?.streamerRef ? t('streamerTitle') : t('windowTitle')}</Dialog.Title>
        <SupportChat {...rest} extra={{ ...extra, mode: 'window', onClose }} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
