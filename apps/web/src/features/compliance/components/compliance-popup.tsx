'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { resolveCompliancePopup } from '@ex/domain';
import type { CompliancePopup as CompliancePopupItem } from '@ex/contracts';
import { readStored, writeStored } from '../hooks/use-stored-value';
import { useSafeHref } from '../hooks/use-safe-href';
import { ComplianceDialog } from './compliance-dialog';
import { ServerHtml } from '@/components/server-html';
import styles from '../compliance.module.css';

/** Popups shown since this page loaded (§4.15 "opened once per page load"), by storage key. */
const shownThisPageLoad = new Set<string>();

interface CompliancePopupProps {
  readonly popups: readonly CompliancePopupItem[];
  /** Route path without locale prefix (the host keys this component by it). */
  readonly routePath: string;
}

/**
 * §4.15 compliance popup: the first popup that `resolveCompliancePopup` allows on this route
 * (/signup, /login or / only; enabled; daily count below options.maxCount, counted under a
 * localStorage key per path), once per page load. Closing or OK dismisses; OK goes to
 * ok_button_router when it passes the allowlist.
 */
export function CompliancePopup({ popups, routePath }: CompliancePopupProps) {
  const t = useTranslations('compliance');
  const toHref = useSafeHref();
  const [choice] = useState(() => {
    const found = resolveCompliancePopup({ popups, path: routePath, now: Date.now(), read: (key) => readStored('local', key) });
    return found !== null && !shownThisPageLoad.has(found.key) ? found : null;
  });
  const [open, setOpen] = useState(choice !== null);
  const recorded = useRef(false);

  useEffect(() => {
    if (!open || choice === null || recorded.current) return;
    recorded.current = true;
    shownThisPageLoad.add(choice.key);
    writeStored('local', choice.key, choice.next);
  }, [open, choice]);

  const popup = choice === null ? undefined : popups[choice.index];
  if (!open || popup === undefined) return null;
  const close = () => setOpen(false);
  const okHref = popup.ok_button_router ? toHref(popup.ok_button_router) : '';
  const okLabel = popup.ok_button || t('popup.ok');
  return (
    <ComplianceDialog
      title={popup.title || t('popup.title')}
      description={<ServerHtml className={styles.serverHtml} content={popup.content} links={popup.text_link} />}
      closable={popup.no_close_button !== 1}
      closeLabel={t('close')}
      onClose={close}
      testId="compliance-popup"
      size="medium"
      actions={
        <>
          {popup.cancel_button ? (
            <button type="button" className="button button-ghost" onClick={close}>
              {popup.cancel_button}
            </button>
          ) : null}
          {okHref ? (
            <a className="button button-primary" href={okHref} onClick={close} data-testid="compliance-popup-ok">
              {okLabel}
            </a>
          ) : (
            <button type="button" className="button button-primary" onClick={close} data-testid="compliance-popup-ok">
              {okLabel}
            </button>
          )}
        </>
      }
    />
  );
}
