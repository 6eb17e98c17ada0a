/**
 * The saved chart layout (issue 5 "Layout: indicators and their inputs, and the resolution";
 * SPEC §4.13 "The layout is saved on unload, on auto-save and on theme change" and "A saved
 * background is reset when it equals the other theme's default").
 *
 * Stored as JSON: `{"v":1,"resolution":"60","indicators":[{"id":"macd-1","type":"MACD","inputs":{…}}],"background":"#123456"}`
 * (`background` only when the user chose one). Inputs are stored resolved (defaults filled).
 *
 * Parsing never throws: a saved layout comes from storage or the server and may be old, edited
 * or corrupt. What cannot be used is dropped and reported in `problems`; the rest is kept.
 */
import { DEFAULT_RESOLUTION, parseResolution } from './resolutions';
import type { Resolution } from './resolutions';
import { indicatorConfig } from './indicator-specs';
import type { IndicatorConfig } from './indicator-specs';

/** Format version written in `v`. */
export const LAYOUT_VERSION = 1;

/** Most indicators a layout holds (our bound: keeps saved blobs and panes sane). */
export const MAX_LAYOUT_INDICATORS = 16;

/** Longest background string accepted (any CSS colour fits). */
const MAX_BACKGROUND_LENGTH = 64;

export interface ChartLayout {
  readonly resolution: Resolution;
  readonly indicators: readonly IndicatorConfig[];
  /** A background the user chose; absent for the theme default. */
  readonly background?: string;
}

/** An empty layout at the §9 default resolution 60. */
export const DEFAULT_CHART_LAYOUT: ChartLayout = { resolution: DEFAULT_RESOLUTION, indicators: [] };

export interface ParsedLayout {
  readonly layout: ChartLayout;
  /** True when the text was a layout at all (right version), even if parts were dropped. */
  readonly recognised: boolean;
  /** Human-readable reasons for everything dropped or replaced. */
  readonly problems: readonly string[];
}

/**
 * The JSON text of a layout (stable key order, so equal layouts give equal text).
 *
 * @example
 * serialiseChartLayout({ resolution: '240', indicators: [] }); // '{"v":1,"resolution":"240","indicators":[]}'
 */
export function serialiseChartLayout(layout: ChartLayout): string {
  const indicators = layout.indicators.map(({ id, type, inputs }) => ({ id, type, inputs: sortKeys(inputs) }));
  const out: Record<string, unknown> = { v: LAYOUT_VERSION, resolution: layout.resolution, indicators };
  if (layout.background !== undefined) out['background'] = layout.background;
  return JSON.stringify(out);
}

function sortKeys<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a layout from JSON text (or an already-parsed value). Rules:
 * - not JSON, not an object, or `v` other than 1 → the default layout, `recognised: false`;
 * - a resolution outside §9 → 60;
 * - each indicator is validated with §5's rules; an invalid one, a repeated id or one past
 *   {@link MAX_LAYOUT_INDICATORS} is dropped;
 * - a background that is not a string of 1–64 characters is dropped.
 *
 * @example
 * parseChartLayout('{"v":1,"resolution":"15","indicators":[{"id":"k","type":"KDJ","inputs":{"n":0}}]}');
 * // { layout: { resolution: '15', indicators: [] }, recognised: true,
 * //   problems: ['indicator k dropped: kdj.n must be an integer from 1 to 2000; received 0'] }
 */
export function parseChartLayout(input: unknown): ParsedLayout {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { layout: DEFAULT_CHART_LAYOUT, recognised: false, problems: ['layout is not JSON'] };
    }
  }
  if (!isRecord(value)) return { layout: DEFAULT_CHART_LAYOUT, recognised: false, problems: ['layout is not an object'] };
  if (value['v'] !== LAYOUT_VERSION)
    return { layout: DEFAULT_CHART_LAYOUT, recognised: false, problems: [`unknown layout version ${JSON.stringify(value['v'] ?? null)}`] };

  const problems: string[] = [];
  const resolution = parseResolution(value['resolution']);
  if (resolution !== value['resolution'])
    problems.push(`resolution ${JSON.stringify(value['resolution'] ?? null)} replaced by ${resolution}`);

  const indicators: IndicatorConfig[] = [];
  const rawIndicators = value['indicators'];
  if (!Array.isArray(rawIndicators)) {
    if (rawIndicators !== undefined) problems.push('indicators is not a list');
  } else {
    const ids = new Set<string>();
    rawIndicators.forEach((raw: unknown, index) => {
      const label = isRecord(raw) && typeof raw['id'] === 'string' ? raw['id'] : `#${index}`;
      if (indicators.length >= MAX_LAYOUT_INDICATORS)
        return void problems.push(`indicator ${label} dropped: more than ${MAX_LAYOUT_INDICATORS} indicators`);
      if (!isRecord(raw)) return void problems.push(`indicator ${label} dropped: not an object`);
      try {
        const config = indicatorConfig(raw['id'] as string, raw['type'], raw['inputs'] ?? {});
        if (ids.has(config.id)) return void problems.push(`indicator ${label} dropped: repeated id`);
        ids.add(config.id);
        indicators.push(config);
      } catch (error) {
        problems.push(`indicator ${label} dropped: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }

  const background = value['background'];
  const layout: ChartLayout = { resolution, indicators };
  if (typeof background === 'string' && background.trim().length > 0 && background.length <= MAX_BACKGROUND_LENGTH) {
    return { layout: { ...layout, background }, recognised: true, problems };
  }
  if (background !== undefined) problems.push('background dropped: not a colour string');
  return { layout, recognised: true, problems };
}

/**
 * A new id for an indicator of `type`, unused in `layout` (`macd-1`, `macd-2`, …).
 *
 * @example
 * nextIndicatorId({ resolution: '60', indicators: [{ id: 'macd-1', type: 'MACD', inputs: {} }] }, 'MACD'); // 'macd-2'
 */
export function nextIndicatorId(layout: ChartLayout, type: string): string {
  const used = new Set(layout.indicators.map((i) => i.id));
  const base = type.toLowerCase();
  for (let n = 1; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
