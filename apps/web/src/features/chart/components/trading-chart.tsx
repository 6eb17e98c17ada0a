'use client';

import * as ContextMenu from '@radix-ui/react-context-menu';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BuySellMarker, ChartEvent, IndicatorConfig, LiquidationItem, OrderLineItem } from '@ex/chart/pure';
import type { ChartLayoutScope, Market } from '@ex/contracts';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useChartData } from '../hooks/use-chart-data';
import { useDocumentTheme } from '../hooks/use-document-theme';
import { isLiveChart, useTradingChart } from '../hooks/use-trading-chart';
import styles from '../chart.module.css';
import { ChartToolbar } from './chart-toolbar';
import { IndicatorInputsDialog } from './indicator-inputs-dialog';

export interface TradingChartProps {
  readonly market: Market;
  readonly symbol: string;
  readonly pricePrecision: number;
  /** Which saved layout this chart uses: the trade page's or the embedded chart's. */
  readonly scope: ChartLayoutScope;
  /** Null while the session is loading (the chart waits for it, to restore the right layout). */
  readonly signedIn: boolean | null;
  /** CSS height of the drawing area. */
  readonly height: number;
  /** `order_line_widget`: the user's positions and open orders of this symbol. */
  readonly orderLines?: readonly OrderLineItem[];
  /** `sb_point_widget`: the user's fills of this symbol. */
  readonly fills?: readonly BuySellMarker[];
  /** `important_events_widget`. */
  readonly events?: readonly ChartEvent[];
  readonly onEventClick?: (event: ChartEvent) => void;
  /** `liquidation_amount_indicator` (futures). */
  readonly liquidations?: readonly LiquidationItem[];
  /**
   * The context menu's items for the price under the pointer (null outside the candles pane); no
   * context menu when absent. Opened by right click, or from the keyboard with the chart focused
   * (Menu key / Shift+F10), then at the last price.
   */
  readonly contextMenu?: (price: number | null) => ReactNode;
}

/**
 * The trading chart of issue 5: lightweight-charts through `@ex/chart`, loaded after the page is
 * interactive; a toolbar for resolution, indicators and screenshot; overlays fed from props.
 */
export function TradingChart(props: TradingChartProps) {
  const t = useTranslations('chart');
  const locale = useLocale();
  const { tag: formatLocale } = useDisplayFormat();
  const theme = useDocumentTheme();
  const container = useRef<HTMLDivElement | null>(null);
  const chart = useTradingChart(container, {
    scope: props.scope,
    signedIn: props.signedIn,
    locale,
    formatLocale,
    symbol: props.symbol,
    pricePrecision: props.pricePrecision,
    theme,
  });
  const bars = useChartData(chart.controller, props.market, props.symbol, chart.resolution);
  const [editing, setEditing] = useState<IndicatorConfig | null>(null);
  const [menuPrice, setMenuPrice] = useState<number | null>(null);
  const { controller } = chart;

  // Overlays follow their props; a controller replaced in this commit is left alone.
  useEffect(() => {
    if (isLiveChart(controller)) controller.setOrderLines(props.orderLines ?? []);
  }, [controller, props.orderLines]);
  useEffect(() => {
    if (isLiveChart(controller)) controller.setFills(props.fills ?? []);
  }, [controller, props.fills, bars]);
  useEffect(() => {
    if (isLiveChart(controller)) controller.setEvents(props.events ?? []);
  }, [controller, props.events]);
  useEffect(() => {
    if (isLiveChart(controller)) controller.setLiquidations(props.liquidations ?? []);
  }, [controller, props.liquidations]);

  const canvas = (
    <div
      ref={container}
      className={styles.canvas}
      style={{ height: props.height }}
      data-testid="chart-canvas"
      data-bars={bars}
      data-resolution={chart.resolution ?? ''}
      data-indicators={chart.indicators.map((i) => i.type).join(',')}
      data-ready={controller !== null && bars > 0 ? 'true' : 'false'}
      tabIndex={props.contextMenu ? 0 : undefined}
      // A figure, not an img: the chart library puts its attribution link inside, and an img's
      // content is presentational, so a link there would be an interactive control nobody can reach.
      role="figure"
      aria-label={t('canvasLabel', { symbol: props.symbol.replace('_', '/') })}
    />
  );

  return (
    <div className={styles.chart} data-testid="trading-chart">
      {isLiveChart(controller) && chart.resolution ? (
        <ChartToolbar
          controller={controller}
          resolution={chart.resolution}
          indicators={chart.indicators}
          onChanged={chart.sync}
          onEditIndicator={setEditing}
        />
      ) : (
        <div className={styles.toolbar} aria-hidden="true" />
      )}
      {props.contextMenu ? (
        <ContextMenu.Root>
          <ContextMenu.Trigger
            asChild
            onContextMenu={(event) => {
              const box = container.current?.getBoundingClientRect();
              // Keyboard-opened menus have no pointer position: use the last price.
              const fromPointer = box && event.clientY > 0 && isLiveChart(controller) ? controller.priceAt(event.clientY - box.top) : null;
              setMenuPrice(fromPointer ?? null);
            }}
          >
            {canvas}
          </ContextMenu.Trigger>
          <ContextMenu.Portal>
            <ContextMenu.Content className="menu-content" data-testid="chart-context-menu">
              {props.contextMenu(menuPrice)}
            </ContextMenu.Content>
          </ContextMenu.Portal>
        </ContextMenu.Root>
      ) : (
        canvas
      )}
      {chart.failed ? (
        <p className={styles.failed} role="status">
          {t('failed')}
        </p>
      ) : null}
      {editing && isLiveChart(controller) ? (
        <IndicatorInputsDialog
          controller={controller}
          indicator={editing}
          onDone={() => {
            setEditing(null);
            chart.sync();
          }}
        />
      ) : null}
    </div>
  );
}
