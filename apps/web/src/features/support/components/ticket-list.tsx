'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useTickets } from '../hooks/use-tickets';
import styles from '../support.module.css';

/** The user's tickets, most recently updated first, 20 a page; each opens its conversation. */
export function TicketList({ basePath }: { basePath: string }) {
  const t = useTranslations('support.tickets');
  const format = useDisplayFormat();
  const [page, setPage] = useState(1);
  const tickets = useTickets(page, true);

  if (tickets.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (tickets.isError) {
    return (
      <p className="form-error" role="alert">
        {t('loadError')}{' '}
        <button type="button" className="button button-ghost" onClick={() => void tickets.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  const { list, total, page_size: size } = tickets.data;
  if (total === 0)
    return (
      <p className="notice" data-testid="tickets-empty">
        {t('empty')}
      </p>
    );
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <>
      <ul className={styles.list} data-testid="ticket-list">
        {list.map((ticket) => (
          <li key={ticket.id}>
            <Link className={styles.card} href={`${basePath}?id=${ticket.id}`}>
              <span className={styles.cardMain}>
                <span className={styles.subject}>{ticket.subject}</span>
                <span className={styles.meta}>
                  {t('ticketNo', { id: ticket.id })} · {t(`categories.${ticket.category}`)} ·{' '}
                  {t('updated', { date: format.date(ticket.updated_at * 1000, 'dateTime') })}
                </span>
              </span>
              <span className={styles.status} data-status={ticket.status}>
                {t(`status.${ticket.status}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('pages')}>
          <button type="button" className="button button-ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </button>
          <span>{t('page', { page: format.count(page), pages: format.count(pages) })}</span>
          <button type="button" className="button button-ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}
