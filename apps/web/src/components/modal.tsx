'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, type ReactNode } from 'react';
import type { ModalSize } from '@ex/domain';
import { trackOpenClose } from '@/lib/analytics-interactions';
import { useReturnFocus } from '@/lib/use-return-focus';
import styles from './modal.module.css';

export interface ModalProps {
  /** Default true: a modal that is open while mounted. */
  readonly open?: boolean;
  /** Radix open changes; only ever called with false for a closable modal. */
  readonly onOpenChange?: (open: boolean) => void;
  /** Called when a closable modal is dismissed (close icon, Escape, a click outside). */
  readonly onClose?: () => void;
  readonly title: string;
  /** The body, announced as the dialog's description. */
  readonly children: ReactNode;
  readonly actions?: ReactNode;
  /** False: no close icon, and Escape or a click outside do nothing — only the actions end it. */
  readonly closable: boolean;
  /** Accessible name of the close icon (closable modals only). */
  readonly closeLabel?: string;
  /** §9 modal sizes (the theme's --modal-width-* tokens): default 500 px, small ≤ 384, medium 588, large 840. */
  readonly size?: ModalSize;
  /** 'signature': documents to sign, drawn above every notice. */
  readonly layer?: 'notice' | 'signature';
  readonly testId: string;
}

const block = (event: Event) => event.preventDefault();

/**
 * The one modal of the site: Radix Dialog (role dialog, labelled by its title, described by its
 * body, focus trapped and returned to the element focused when it opened, keyboard accessible), used by the KYC, compliance, home-gate and
 * agreement prompts.
 */
export function Modal({
  open = true,
  onOpenChange,
  onClose,
  title,
  children,
  actions,
  closable,
  closeLabel,
  size = 'default',
  layer = 'notice',
  testId,
}: ModalProps) {
  const sized = size === 'default' ? undefined : styles[size];
  const layered = (base: string | undefined) =>
    [base, base === styles.dialog ? sized : undefined, layer === 'signature' ? styles.signature : undefined].filter(Boolean).join(' ');
  // §7 "open/close" analytics: every modal reports both, named by its test id.
  useEffect(() => {
    if (!open) return;
    trackOpenClose(testId, true);
    return () => trackOpenClose(testId, false);
  }, [open, testId]);
  // These modals open from state, with no Dialog.Trigger for Radix to return focus to (issue 18).
  const returnFocus = useReturnFocus();
  const change = (next: boolean) => {
    if (!next && !closable) return;
    onOpenChange?.(next);
    if (!next) onClose?.();
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={layered(styles.overlay)} />
        <Dialog.Content
          className={layered(styles.dialog)}
          data-testid={testId}
          {...returnFocus}
          onEscapeKeyDown={closable ? undefined : block}
          onPointerDownOutside={closable ? undefined : block}
          onInteractOutside={closable ? undefined : block}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className={styles.body}>{children}</div>
          </Dialog.Description>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {closable ? (
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
