'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { shouldShowUkServiceClosed } from '@ex/domain';
import { useSite } from '@/core/site/site-context';
import { Modal } from '@/components/modal';

/**
 * §4.12 UK service-closed modal: for UK-limited users on Chinese locales (`shouldShowUkServiceClosed`),
 * with English text where the locale's catalogue lacks it. It closes only through its button.
 */
export function UkServiceClosedModal({ isUkLimit }: { readonly isUkLimit: unknown }) {
  const t = useTranslations('kyc.ukClosed');
  const { locale } = useSite();
  const [acknowledged, setAcknowledged] = useState(false);
  const open = !acknowledged && shouldShowUkServiceClosed({ locale, isUkLimit });
  return (
    <Modal
      open={open}
      title={t('title')}
      closable={false}
      testId="uk-service-closed"
      actions={
        <button type="button" className="button button-primary" onClick={() => setAcknowledged(true)}>
          {t('confirm')}
        </button>
      }
    >
      <p>{t('body')}</p>
    </Modal>
  );
}
