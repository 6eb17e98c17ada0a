'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MiniAppSlot } from '@/core/mfe/mini-app-slot';
import { useTransferMiniAppProps } from '@/core/mfe/use-mini-app-props';
import { useSession } from '@/core/session/hooks/use-session';
import { Modal } from '@/components/modal';
import { useRefreshWallet } from '../hooks/use-wallet';
import styles from './wallet.module.css';

const APPS = {
  funds_transfer: { open: 'open', title: 'title', testId: 'transfer' },
  master_transfer: { open: 'openMaster', title: 'titleMaster', testId: 'master-transfer' },
} as const;

/**
 * A transfer button of /myaccount and its dialog: the §7 funds_transfer (own accounts) or
 * master_transfer (a master and its sub-accounts) mini-app, loaded only when the dialog opens
 * (§4.14 "load when not hidden") and unmounted when it closes.
 */
function TransferButton({ app }: { app: keyof typeof APPS }) {
  const t = useTranslations('wallet.transfer');
  const [open, setOpen] = useState(false);
  const props = useTransferMiniAppProps();
  const refresh = useRefreshWallet();
  const keys = APPS[app];
  return (
    <>
      <button type="button" className={styles.transferButton} onClick={() => setOpen(true)} data-testid={`open-${keys.testId}`}>
        {t(keys.open)}
      </button>
      {open ? (
        <Modal title={t(keys.title)} closable closeLabel={t('close')} onClose={() => setOpen(false)} testId={`${keys.testId}-dialog`}>
          <MiniAppSlot name={app} props={props} onDone={() => void refresh()} fallback={<p role="alert">{t('unavailable')}</p>} />
        </Modal>
      ) : null}
    </>
  );
}

/** Transfer between one's own accounts, and, for a master account, with its sub-accounts. */
export function TransferButtons() {
  const session = useSession();
  return (
    <span className={styles.actions}>
      <TransferButton app="funds_transfer" />
      {session.status === 'logged-in' && !session.user.is_sub ? <TransferButton app="master_transfer" /> : null}
    </span>
  );
}
