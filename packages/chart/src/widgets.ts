/**
 * Names from SPEC §3: "Widget names: sb_point_widget, order_line_widget, important_events_widget,
 * liquidation_amount_indicator" and "Chart sources: PILOT, SPOT, ALPHA".
 */

/** §3 widget names, keyed by what each draws. */
export const WIDGET_NAMES = {
  /** B/S markers from the user's fills. */
  fills: 'sb_point_widget',
  /** Position and order lines with their buttons. */
  orderLines: 'order_line_widget',
  /** Important-event markers (types 1–8). */
  events: 'important_events_widget',
  /** Liquidation heat bars. */
  liquidations: 'liquidation_amount_indicator',
} as const;
export type WidgetName = (typeof WIDGET_NAMES)[keyof typeof WIDGET_NAMES];

/** §3 chart sources. */
export const CHART_SOURCES = ['PILOT', 'SPOT', 'ALPHA'] as const;
export type ChartSource = (typeof CHART_SOURCES)[number];

/**
 * The chart source for an untrusted value (URL, props), defaulting to SPOT.
 *
 * @example
 * parseChartSource('ALPHA'); // 'ALPHA'
 * parseChartSource('alpha'); // 'ALPHA'
 * parseChartSource('x');     // 'SPOT'
 */
export function parseChartSource(value: unknown): ChartSource {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (CHART_SOURCES as readonly string[]).includes(upper) ? (upper as ChartSource) : 'SPOT';
}
