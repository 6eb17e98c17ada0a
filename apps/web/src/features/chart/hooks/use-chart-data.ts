'use client';

import { useEffect, useState } from 'react';
import type { TradingChartController } from '@ex/chart';
import type { Resolution } from '@ex/chart/pure';
import { candleSchema, type Market } from '@ex/contracts';
import { browserClient } from '@/core/api/api-client';
import { useStreamChannel } from '@/lib/stream/use-stream';
import { getCandles } from '../api/get-candles';
import { loadChart, loadedChart } from '../load-chart';
import { isLiveChart } from './use-trading-chart';

/**
 * Feeds the chart: the history of the current resolution over REST, then the live bar from the
 * stream's candles channel of that resolution (the chart replaces or appends by time, indicators
 * update in O(1)). Returns the number of bars drawn (0 while loading or when there is no data).
 */
export function useChartData(
  controller: TradingChartController | null,
  market: Market,
  symbol: string,
  resolution: Resolution | null,
): number {
  const [bars, setBars] = useState(0);
  // Live bars that arrive before the history are applied after it (setData would replace them).
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const key = resolution === null ? null : `${market}:${symbol}:${resolution}`;

  useEffect(() => {
    if (!controller || resolution === null || key === null) return;
    let cancelled = false;
    void Promise.all([getCandles(browserClient, market, symbol, resolution), loadChart()]).then(([result, { candleToChartBar }]) => {
      if (cancelled || !isLiveChart(controller)) return;
      controller.setData(result.candles.map(candleToChartBar));
      setBars(result.candles.length);
      setLoadedKey(key);
    });
    return () => {
      cancelled = true;
    };
  }, [controller, market, symbol, resolution, key]);

  const live = controller !== null && resolution !== null && loadedKey === key;
  useStreamChannel(live ? { channel: 'candles', market, symbol, resolution } : null, (data) => {
    const candle = candleSchema.safeParse(data);
    const chart = loadedChart();
    if (!candle.success || !isLiveChart(controller) || !chart) return;
    if (controller.update(chart.candleToChartBar(candle.data)) === 'append') setBars((n) => n + 1);
  });
  return bars;
}
