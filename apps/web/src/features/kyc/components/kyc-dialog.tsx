'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from '../kyc.module.css';

interface KycDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description: ReactNode;
  /** When false there is no close icon, and Escape or a click outside does nothing. */
  readonly closable: boolean;
  /** Accessible name of the close icon (closable dialogs only). */
  readonly closeLabel?: string;
  readonly actions: ReactNode;
  readonly testId: string;
}

/** A Radix modal (focus trapped, labelled, keyboard accessible) in the KYC notices' style. */
export function KycDialog({ open, onOpenChange, title, description, closable, closeLabel, actions, testId }: KycDialogProps) {
  const block = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          data-testid={testId}
          onEscapeKeyDown={closable ? undefined : block}
          onPointerDownOutside={closable ? undefined : block}
          onInteractOutside={closable ? undefined : block}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div>{description}</div>
          </Dialog.Description>
          <div className={styles.dialogActions}>{actions}</div>
          {closable ? (
            <Dialog.Close className={`${styles.closeButton} ${styles.dialogClose}`} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
