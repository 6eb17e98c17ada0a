'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, type ReactNode } from 'react';
import { registerOpenComplianceModal } from '../hooks/open-modal-store';
import styles from '../compliance.module.css';

interface ComplianceDialogProps {
  /** Called when the visitor closes it (close icon, Escape, click outside) — closable dialogs only. */
  readonly onClose: () => void;
  readonly title: string;
  readonly description: ReactNode;
  /** When false there is no close icon, and Escape or a click outside does nothing: only the actions close it. */
  readonly closable: boolean;
  readonly closeLabel: string;
  readonly actions: ReactNode;
  readonly testId: string;
  readonly size?: 'small' | 'medium';
}

/**
 * A compliance modal: Radix Dialog (role dialog, labelled by its title, described by its text,
 * focus trapped, focus returned on close). It is open while mounted; the modal host mounts one at
 * a time, and other features can wait for it with useComplianceModalOpen.
 */
export function ComplianceDialog({ onClose, title, description, closable, closeLabel, actions, testId, size = 'small' }: ComplianceDialogProps) {
  const block = (event: Event) => event.preventDefault();
  useEffect(() => registerOpenComplianceModal(), []);
  return (
    <Dialog.Root open onOpenChange={(open) => (!open && closable ? onClose() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={size === 'medium' ? `${styles.dialog} ${styles.dialogMedium}` : styles.dialog}
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
