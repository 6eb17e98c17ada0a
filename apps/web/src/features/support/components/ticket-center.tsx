'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { localizedPath } from '@ex/sites';
import { useRequiredSession } from '@/core/session/hooks/use-required-session';
import { useSite } from '@/core/site/site-context';
import styles from '../support.module.css';
import { TicketDetail } from './ticket-detail';
import { TicketForm } from './ticket-form';
import { TicketList } from './ticket-list';

/**
 * /myaccount/tickets: the list and the new-ticket form, or one ticket when the address carries
 * `?id=` (a plain link, so a ticket can be bookmarked and the page stays one static shell).
 */
export function TicketCenter() {
  const t = useTranslations('support.tickets');
  const { site, locale } = useSite();
  const router = useRouter();
  const session = useRequiredSession();
  const raw = useSearchParams().get('id');
  const id = raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const [composing, setComposing] = useState(false);
  const basePath = localizedPath(site, locale, '/myaccount/tickets');

  if (session.status !== 'logged-in') return <p aria-busy="true">{t('loading')}</p>;
  if (id !== null) return <TicketDetail key={id} id={id} basePath={basePath} />;
  return (
    <div className={styles.page}>
      {composing ? (
        <TicketForm
          onCreated={(created) => {
            setComposing(false);
            router.push(`${basePath}?id=${created}`);
          }}
          onCancel={() => setComposing(false)}
        />
      ) : (
        <div className={styles.toolbar}>
          <h2>{t('yourTickets')}</h2>
          <button type="button" className="button button-primary" onClick={() => setComposing(true)} data-testid="new-ticket">
            {t('newTicket')}
          </button>
        </div>
      )}
      <TicketList basePath={basePath} />
    </div>
  );
}
