'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { browserClient } from '@/core/api/api-client';
import { LEDGER_KEY, notificationsQueryOptions } from '../api/ledger-queries';
import { postLedger } from '../api/ledger-actions';

/** How often a signed-in page looks for new in-app notifications (alerts fire on the server's ticks). */
export const NOTIFICATIONS_POLL_MS = 15_000;

/**
 * The signed-in user's in-app notifications, polled while the page is visible, and "mark all
 * read". `data` is undefined until the first answer (so the first list can be told from news).
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...notificationsQueryOptions(browserClient),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
  return {
    data: query.data,
    markAllRead: async () => {
      await postLedger('ledgerReadNotifications', {});
      await queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
    },
  };
}
