'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChartEvent } from '@ex/chart/pure';
import type { Market } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { eventsQueryOptions } from '../api/get-events';

/** The market's important events (§3) as the chart's event markers; none while loading or on a failure. */
export function useChartEvents(market: Market, symbol: string): ChartEvent[] {
  const events = useQuery(eventsQueryOptions(browserClient, market, symbol));
  return useMemo(
    () => (events.data?.list ?? []).map((e, i) => ({ id: `event:${i}:${e.time}`, time: e.time, type: e.type, data: e.data })),
    [events.data],
  );
}
