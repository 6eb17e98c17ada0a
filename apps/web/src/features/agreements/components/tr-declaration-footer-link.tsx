'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';
import { asksDeclaration } from '@ex/sites';
import { useDeclaration } from '../hooks/use-declaration';
import styles from '../agreements.module.css';
import { Modal } from '@/components/modal';
import { ServerHtml } from '@/components/server-html';

/**
 * §6 "Turkey user: sees the declaration link in the footer only if signed." A footer entry that
 * opens the signed declaration read-only. Shares the cached status with AgreementPrompts, so it
 * appears as soon as the user signs.
 */
export function TrDeclarationFooterLink() {
  const t = useTranslations('agreements.trDeclaration');
  const tc = useTranslations('agreements');
  const { site } = useSite();
  const session = useSession();
  const uid = session.status === 'logged-in' ? session.user.uid : 0;
  const enabled = uid > 0 && asksDeclaration('tr', site);
  const { declaration, signed } = useDeclaration('tr', uid, enabled);
  const [open, setOpen] = useState(false);
  if (!enabled || !signed) return null;
  const content = declaration?.content ?? '';
  return (
    <>
      <button
        type="button"
        className={styles.footerLink}
        data-testid="tr-declaration-footer-link"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('footerLink')}
      </button>
      <Modal
        layer="signature"
        open={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        closable
        closeLabel={tc('close')}
        size="medium"
        testId="tr-declaration-view"
        actions={
          <button type="button" className="button button-ghost" onClick={() => setOpen(false)}>
            {tc('close')}
          </button>
        }
      >
        {content.trim() !== '' ? <ServerHtml className={styles.content} content={content} /> : null}
        <p className={styles.muted}>{t('signedNote')}</p>
      </Modal>
    </>
  );
}
