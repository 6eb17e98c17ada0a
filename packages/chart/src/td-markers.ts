/**
 * TD Sequential labels as lightweight-charts series markers (text only: marker size 0 hides the
 * shape and keeps the text). Buy setup (1–9) and buy countdown (1–13) go below the bar in the
 * rise colour; sell setup and countdown above it in the fall colour. A countdown label is written
 * in brackets, e.g. `(13)`, to tell it from a setup number on the same bar. The §9 "show only 9
 * and 13" option is applied by the indicator (`onlyNineAndThirteen`), so zero labels are skipped.
 */
import type { TdSequentialPoint, TdSequentialResult } from '@ex/indicators';
import type { SeriesMarker, UTCTimestamp } from 'lightweight-charts';
import type { ChartTheme } from './chart-theme';

/**
 * The markers of one bar (0 to 4 of them), in a fixed order.
 *
 * @example
 * tdMarkersOfBar({ buySetup: 9, sellSetup: 0, buyCountdown: 13, sellCountdown: 0 }, 60, theme);
 * // [{ time: 60, position: 'belowBar', text: '9', … }, { time: 60, position: 'belowBar', text: '(13)', … }]
 */
export function tdMarkersOfBar(
  point: TdSequentialPoint,
  time: number,
  theme: Pick<ChartTheme, 'up' | 'down'>,
): SeriesMarker<UTCTimestamp>[] {
  const t = time as UTCTimestamp;
  const out: SeriesMarker<UTCTimestamp>[] = [];
  const add = (value: number, below: boolean, countdown: boolean, key: string) => {
    if (value <= 0) return;
    out.push({
      time: t,
      position: below ? 'belowBar' : 'aboveBar',
      shape: 'circle',
      size: 0,
      color: below ? theme.up : theme.down,
      text: countdown ? `(${value})` : String(value),
      id: `td:${time}:${key}`,
    });
  };
  add(point.sellSetup, false, false, 'ss');
  add(point.sellCountdown, false, true, 'sc');
  add(point.buySetup, true, false, 'bs');
  add(point.buyCountdown, true, true, 'bc');
  return out;
}

/**
 * Markers for a whole TD Sequential result over bars at `times` (sorted by time, as the result).
 *
 * @example
 * const markers = tdMarkers(tdSequential(series), times, theme);
 */
export function tdMarkers(
  result: TdSequentialResult,
  times: readonly number[],
  theme: Pick<ChartTheme, 'up' | 'down'>,
): SeriesMarker<UTCTimestamp>[] {
  const out: SeriesMarker<UTCTimestamp>[] = [];
  for (let i = 0; i < times.length; i++) {
    const buySetup = result.buySetup[i]!;
    const sellSetup = result.sellSetup[i]!;
    const buyCountdown = result.buyCountdown[i]!;
    const sellCountdown = result.sellCountdown[i]!;
    if ((buySetup | sellSetup | buyCountdown | sellCountdown) === 0) continue;
    out.push(...tdMarkersOfBar({ buySetup, sellSetup, buyCountdown, sellCountdown }, times[i]!, theme));
  }
  return out;
}

/**
 * Replaces the markers of the bar at `time` (the last bar) in a sorted marker list, in place.
 * Returns whether the list changed, so the caller only re-sets markers when a label moved.
 *
 * @example
 * if (replaceLastBarMarkers(markers, time, tdMarkersOfBar(point, time, theme))) plugin.setMarkers(markers);
 */
export function replaceLastBarMarkers(
  markers: SeriesMarker<UTCTimestamp>[],
  time: number,
  next: readonly SeriesMarker<UTCTimestamp>[],
): boolean {
  let start = markers.length;
  while (start > 0 && markers[start - 1]!.time === time) start--;
  const current = markers.slice(start);
  const same =
    current.length === next.length &&
    current.every((m, i) => m.text === next[i]!.text && m.position === next[i]!.position && m.color === next[i]!.color);
  if (same) return false;
  markers.splice(start, markers.length - start, ...next);
  return true;
}
