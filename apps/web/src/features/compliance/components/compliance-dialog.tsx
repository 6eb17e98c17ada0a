'use client';

import { useEffect, type ReactNode } from 'react';
import { Modal } from '@/components/modal';
import { registerOpenComplianceModal } from '@/core/compliance/open-modal-store';

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
 * A compliance modal: open while mounted (the modal host mounts one at a time), and registered so
 * other features' modals can wait for it with useComplianceModalOpen.
 */
export function ComplianceDialog({ description, ...props }: ComplianceDialogProps) {
  useEffect(() => registerOpenComplianceModal(), []);
  return <Modal {...props}>{description}</Modal>;
}
