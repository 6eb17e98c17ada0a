import { queryOptions } from '@tanstack/react-query';
import type { LedgerMarket } from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';
import { fetchEndpoint } from '@/core/api/fetch-endpoint';

/**
 * The signed-in user's paper-trading ledger (issue 5): plain fetchers parsed by their contracts
 * (a failed read is the §8 fallback, an empty list) and their query options. Every key starts with
 * `ledger`, so one invalidation refreshes them all after an order or a stream event.
 */
export const LEDGER_KEY = ['ledger'] as const;

type Client = Pick<HttpClient, 'get'>;

export const openOrdersQueryOptions = (client: Client, market: LedgerMarket, symbol: string) =>
  queryOptions({
    queryKey: [...LEDGER_KEY, 'orders', 'open', market, symbol],
    queryFn: () => fetchEndpoint(client, 'ledgerOrders', { status: 'open', market, symbol }),
  });

export const orderHistoryQueryOptions = (client: Client, market: LedgerMarket, symbol: string) =>
  queryOptions({
    queryKey: [...LEDGER_KEY, 'orders', 'history', market, symbol],
    queryFn: () => fetchEndpoint(client, 'ledgerOrders', { status: 'history', market, symbol, limit: '50' }),
  });

export const positionsQueryOptions = (client: Client, market: 'margin' | 'futures', symbol: string) =>
  queryOptions({
    queryKey: [...LEDGER_KEY, 'positions', market, symbol],
    queryFn: () => fetchEndpoint(client, 'ledgerPositions', { market, symbol }),
  });

export const fillsQueryOptions = (client: Client, market: LedgerMarket, symbol: string) =>
  queryOptions({
    queryKey: [...LEDGER_KEY, 'fills', market, symbol],
    queryFn: () => fetchEndpoint(client, 'ledgerFills', { market, symbol, limit: '500' }),
  });

export const balancesQueryOptions = (client: Client) =>
  queryOptions({ queryKey: [...LEDGER_KEY, 'balances'], queryFn: () => fetchEndpoint(client, 'ledgerBalances') });

export const liquidationsQueryOptions = (client: Client, symbol: string) =>
  queryOptions({
    queryKey: [...LEDGER_KEY, 'liquidations', symbol],
    queryFn: () => fetchEndpoint(client, 'ledgerLiquidations', { symbol }),
    refetchInterval: 15_000,
  });

export const alertsQueryOptions = (client: Client) =>
  queryOptions({ queryKey: [...LEDGER_KEY, 'alerts'], queryFn: () => fetchEndpoint(client, 'ledgerAlerts', { status: 'all' }) });

export const notificationsQueryOptions = (client: Client) =>
  queryOptions({
    queryKey: [...LEDGER_KEY, 'notifications'],
    queryFn: () => fetchEndpoint(client, 'ledgerNotifications', { limit: '50' }),
  });
