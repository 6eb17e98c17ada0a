'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MiniAppSlot } from '@/core/mfe/mini-app-slot';
import { useTransferMiniAppProps } from '@/core/mfe/use-mini-app-props';
import { Modal } from '@/components/modal';
import { useRefreshWallet } from '../hooks/use-wallet';
import styles from './wallet.module.css';

/**
 * The Transfer button of /myaccount and its dialog: the §7 funds_transfer mini-app, loaded only
 * when the dialog opens (§4.14 "load when not hidden") and unmounted when it closes.
 */
export function TransferButton() {
  const t = useTranslations('wallet.transfer');
  const [open, setOpen] = useState(false);
  const props = useTransferMiniAppProps();
  const refresh = useRefreshWallet();
  return (
    <>
      <button type="button" className={styles.transferButton} onClick={() => setOpen(true)} data-testid="open-transfer">
        {t('open')}
      </button>
      {open ? (
        <Modal title={t('title')} closable closeLabel={t('close')} onClose={() => setOpen(false)} testId="transfer-dialog">
          <MiniAppSlot
            name="funds_transfer"
            props={props}
            onDone={() => void refresh()}
            fallback={<p role="alert">{t('unavailable')}</p>}
          />
        </Modal>
      ) : null}
    </>
  );
}
