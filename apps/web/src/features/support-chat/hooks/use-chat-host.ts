'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { canShowChatRoom } from '@ex/domain';
import { SITES, loginRedirectFor } from '@ex/sites';
import { browserClient } from '@/core/api/api-client';
import { useSite } from '@/core/site/site-context';
import { createBrowserChatTransport } from '../api/browser-transport';
import { chatUnreadQueryKey, chatUnreadQueryOptions } from '../api/chat-unread';
import type { ChatTransport } from '../transport';

/** The web app's chat transport for this site and locale (login links come back to this page). */
export function useBrowserChatTransport(): ChatTransport {
  const { site, locale } = useSite();
  return useMemo(
    () =>
      createBrowserChatTransport(browserClient, () => loginRedirectFor(site, locale, window.location.pathname + window.location.search)),
    [site, locale],
  );
}

const subscribeToViewport = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('popstate', onChange);
  };
};

/** §5 chat-room rule for this browser, window and URL (false on the server); re-read on resize. */
export function useChatAllowed(): boolean {
  const { site } = useSite();
  const offered = SITES[site].chatroom;
  return useSyncExternalStore(
    subscribeToViewport,
    () => canShowChatRoom({ userAgent: navigator.userAgent, width: window.innerWidth, url: window.location.href, siteOffersChat: offered }),
    () => false,
  );
}

/**
 * Unread support messages for the launcher's badge: loaded with the page and again after the window
 * closes (`refresh`). A closed window does not hold the stream open: pages without live data keep
 * no WebSocket just for a badge.
 */
export function useChatUnread(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...chatUnreadQueryOptions(browserClient), enabled });
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: chatUnreadQueryKey }), [queryClient]);
  return { unread: query.data ?? 0, refresh };
}
