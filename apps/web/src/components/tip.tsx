'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import { useState, type ReactNode } from 'react';
import { resolveTipPresentation } from '@ex/domain';
import { useViewportWidth } from '@/lib/viewport';
import { Modal } from './modal';
import styles from './tip.module.css';

export interface TipProps {
  /** Accessible name of the (i) button, e.g. "About proof of reserves". */
  readonly label: string;
  /** Title of the modal on phones. */
  readonly title: string;
  readonly children: ReactNode;
  /** Accessible name of the modal's close icon. */
  readonly closeLabel: string;
  readonly testId: string;
}

/**
 * An explanation behind an (i) button: a Radix tooltip (hover or keyboard focus) from 768 px up, a
 * small modal below it, where there is no hover (§9 "tooltip modal switches at 768 px",
 * `resolveTipPresentation`). Before hydration the button is inert text either way.
 */
export function Tip({ label, title, children, closeLabel, testId }: TipProps) {
  const width = useViewportWidth();
  const [open, setOpen] = useState(false);
  const trigger = (
    <button type="button" className={styles.trigger} aria-label={label} data-testid={testId} onClick={() => setOpen(true)}>
      <span aria-hidden="true">i</span>
    </button>
  );
  if (width !== null && resolveTipPresentation(width) === 'modal') {
    return (
      <>
        {trigger}
        <Modal open={open} onOpenChange={setOpen} title={title} closable closeLabel={closeLabel} size="small" testId={`${testId}-modal`}>
          <p>{children}</p>
        </Modal>
      </>
    );
  }
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button type="button" className={styles.trigger} aria-label={label} data-testid={testId}>
            <span aria-hidden="true">i</span>
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={styles.content} sideOffset={6} data-testid={`${testId}-tooltip`}>
            {children}
            <Tooltip.Arrow className={styles.arrow} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
