'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from '../agreements.module.css';

export interface ComplianceDialogProps {
  readonly open: boolean;
  /** Called with false when a closable dialog is closed (close icon, Escape, a click outside). */
  readonly onClose?: () => void;
  readonly title: string;
  readonly children: ReactNode;
  readonly actions?: ReactNode;
  /**
   * False: no close icon, and Escape or a click outside do nothing — the dialog ends only through
   * its own actions (the §4.9 detection notice, a document that must be signed).
   */
  readonly closable: boolean;
  /** Accessible name of the close icon (closable dialogs only). */
  readonly closeLabel?: string;
  readonly size?: 'small' | 'medium';
  readonly testId: string;
}

const block = (event: Event) => event.preventDefault();

/**
 * A Radix modal (focus trapped, labelled by its title, described by its body, keyboard accessible)
 * shared by the home compliance gate and the agreement prompts.
 */
export function ComplianceDialog({ open, onClose, title, children, actions, closable, closeLabel, size = 'small', testId }: ComplianceDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!next && closable ? onClose?.() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={size === 'medium' ? `${styles.dialog} ${styles.medium}` : styles.dialog}
          data-testid={testId}
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
