/**
 * Chart colours (SPEC §9 "Brand blue #2354E6. Dark theme when cookie dark >0. Rise colour per
 * cookie or language default"; §4.13 "A saved background is reset when it equals the other theme's
 * default" and "Theme change re-applies dark/light and default colours, then saves the layout").
 *
 * The palette matches apps/web `globals.css` (`--bg`, `--text`, `--rise`, `--fall`), so the chart
 * and the page around it agree. Pure: the caller reads the `dark` and rise-colour cookies
 * (`@ex/sites` `isDarkTheme`, `resolveRiseColor`) and passes the results in.
 */

/** §9 "Brand blue #2354E6". */
export const BRAND_BLUE = '#2354E6';

/** Green and red of the page (`--rise`/`--fall` in globals.css). */
export const GREEN = '#0ECB81';
export const RED = '#F6465D';

/** Which colour a rising candle is drawn in (same values as `@ex/sites` `RiseColor`). */
export type RiseColor = 'green' | 'red';

/** Every colour the chart draws with. */
export interface ChartTheme {
  readonly dark: boolean;
  readonly rise: RiseColor;
  readonly background: string;
  readonly text: string;
  readonly grid: string;
  readonly border: string;
  readonly crosshair: string;
  readonly brand: string;
  /** Rising candles, buy side, long. */
  readonly up: string;
  /** Falling candles, sell side, short. */
  readonly down: string;
  /** Colours for indicator lines, in order of use. */
  readonly lines: readonly string[];
}

/** §4.13 "default" backgrounds of each theme. */
export const DEFAULT_BACKGROUNDS = { light: '#FFFFFF', dark: '#0B0E14' } as const;

const BASE = {
  light: { text: '#5B616E', grid: '#F0F1F4', border: '#E3E5EA', crosshair: '#9AA1AE' },
  dark: { text: '#9AA1AE', grid: '#1A1E27', border: '#262B35', crosshair: '#5B616E' },
} as const;

const LINES = {
  light: [BRAND_BLUE, '#F0B90B', '#A259FF', '#00A3A3', '#E0662B', '#5B616E'],
  dark: ['#3D6BFF', '#F0B90B', '#B98CFF', '#2EC4C4', '#FF8A4C', '#C3C8D2'],
} as const;

/**
 * The chart theme for the `dark` flag and the rise colour.
 *
 * @example
 * const t = resolveChartTheme({ dark: true, rise: 'red' });
 * t.up;         // '#F6465D' (rises in red)
 * t.background; // '#0B0E14'
 * t.brand;      // '#2354E6'
 */
export function resolveChartTheme({ dark, rise }: { dark: boolean; rise: RiseColor }): ChartTheme {
  const mode = dark ? 'dark' : 'light';
  return {
    dark,
    rise,
    background: DEFAULT_BACKGROUNDS[mode],
    ...BASE[mode],
    brand: BRAND_BLUE,
    up: rise === 'red' ? RED : GREEN,
    down: rise === 'red' ? GREEN : RED,
    lines: LINES[mode],
  };
}

/** Lower-case, no spaces, `#abc` → `#aabbcc`, `#aabbccff` → `#aabbcc`. */
function normaliseColour(colour: string): string {
  const c = colour.replace(/\s+/g, '').toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(c);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}ff$/.test(c)) return c.slice(0, 7);
  return c;
}

/**
 * The background to draw for a saved layout background (§4.13): nothing saved → the theme's
 * default; a saved value equal to the *other* theme's default (e.g. white saved in light mode,
 * now dark) → the theme's default; anything else is the user's own choice and is kept.
 * Comparison ignores case, spaces and the `#abc`/`#aabbcc` spelling.
 *
 * @example
 * const dark = resolveChartTheme({ dark: true, rise: 'green' });
 * resolveSavedBackground('#ffffff', dark); // '#0B0E14' (light default reset)
 * resolveSavedBackground('#123456', dark); // '#123456' (kept)
 * resolveSavedBackground(undefined, dark); // '#0B0E14'
 */
export function resolveSavedBackground(saved: string | undefined, theme: ChartTheme): string {
  if (typeof saved !== 'string' || saved.trim() === '') return theme.background;
  const other = theme.dark ? DEFAULT_BACKGROUNDS.light : DEFAULT_BACKGROUNDS.dark;
  return normaliseColour(saved) === normaliseColour(other) ? theme.background : saved;
}

/**
 * `colour` with an alpha, for fills drawn over candles (heat bars, markers' halos).
 *
 * @example
 * withAlpha('#2354E6', 0.5); // 'rgba(35, 84, 230, 0.5)'
 */
export function withAlpha(colour: string, alpha: number): string {
  const hex = normaliseColour(colour);
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(hex);
  if (!m) return colour;
  const a = Math.min(1, Math.max(0, alpha));
  return `rgba(${parseInt(m[1]!, 16)}, ${parseInt(m[2]!, 16)}, ${parseInt(m[3]!, 16)}, ${a})`;
}
