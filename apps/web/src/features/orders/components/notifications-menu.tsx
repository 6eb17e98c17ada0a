'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { LedgerNotification } from '@ex/contracts';
import { ToastViewport, toast } from '@/components/toast';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useNotifications } from '../hooks/use-notifications';

/**
 * The in-app notifications of a signed-in user (issue 5: "When the price crosses it, the user gets
 * an in-app notification"): a header menu with the unread count, the list, and "mark all read".
 * A notification that arrives while the page is open is also announced in a toast.
 */
export function NotificationsMenu() {
  const t = useTranslations('orders.notifications');
  const format = useDisplayFormat();
  const query = useNotifications();
  const seen = useRef<Set<string> | null>(null);
  const list = query.data?.list ?? [];
  const unread = query.data?.unread ?? 0;

  const describe = (n: LedgerNotification) =>
    t('priceAlert', {
      pair: n.payload.symbol.replace('_', '/'),
      direction: t(`directions.${n.payload.direction}`),
      price: format.exact(n.payload.price),
      last: format.exact(n.payload.last_price),
    });

  useEffect(() => {
    if (!query.data) return;
    const ids = new Set(query.data.list.map((n) => n.id));
    // The first answer is history; only notifications that appear later are announced.
    if (seen.current !== null)
      for (const n of query.data.list) if (!seen.current.has(n.id) && n.read_at === null) toast('info', describe(n));
    seen.current = ids;
    // describe only formats; re-running on its identity would re-announce nothing new anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data]);

  return (
    <>
      <ToastViewport closeLabel={t('closeToast')} />
      <DropdownMenu.Root>
        {/* Named by hidden text rather than aria-label: the visible count is part of it (WCAG 2.5.3). */}
        <DropdownMenu.Trigger className="menu-trigger icon-button" data-testid="notifications-menu">
          <span aria-hidden="true">🔔</span>
          <span className="visually-hidden">{t('label', { count: unread })}</span>
          {unread > 0 ? (
            <span className="badge" aria-hidden="true" data-testid="notifications-unread">
              {format.count(unread)}
            </span>
          ) : null}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu-content" align="end" sideOffset={6} data-testid="notifications-list">
            <DropdownMenu.Label className="menu-label">{t('title')}</DropdownMenu.Label>
            {list.length === 0 ? (
              <DropdownMenu.Item className="menu-item" disabled>
                {t('empty')}
              </DropdownMenu.Item>
            ) : null}
            {list.map((n) => (
              <DropdownMenu.Item key={n.id} className="menu-item" data-unread={n.read_at === null || undefined}>
                <span>
                  {describe(n)}
                  <br />
                  <small>{format.date(n.created_at, 'dateTime')}</small>
                </span>
              </DropdownMenu.Item>
            ))}
            {unread > 0 ? (
              <>
                <DropdownMenu.Separator className="menu-separator" />
                <DropdownMenu.Item className="menu-item" onSelect={() => void query.markAllRead()}>
                  {t('markAllRead')}
                </DropdownMenu.Item>
              </>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
