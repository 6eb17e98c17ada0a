/**
 * The chart's indicators: which exist, their inputs (validated by `@ex/indicators`' resolvers,
 * SPEC §5 "Indicator inputs"), where they draw and which plots they have.
 *
 * Inputs are stored *resolved* (defaults filled in), so a saved layout says exactly what is drawn.
 * Anything outside §5 throws an `IndicatorInputError` naming the field, e.g.
 * `macd.signal must be an integer from 1 to 50; received 60` — never NaN on the chart.
 */
import {
  IndicatorInputError,
  resolveBollParams,
  resolveEmaParams,
  resolveKdjParams,
  resolveMacdParams,
  resolveMaParams,
  resolveRsiParams,
  resolveTdSequentialParams,
  resolveVolParams,
} from '@ex/indicators';

/** The indicators a layout can hold. */
export const INDICATOR_TYPES = ['MA', 'EMA', 'BOLL', 'RSI', 'VOL', 'MACD', 'KDJ', 'TD'] as const;
export type IndicatorType = (typeof INDICATOR_TYPES)[number];

/** Resolved inputs: JSON-safe scalars only. */
export type IndicatorInputs = Readonly<Record<string, string | number | boolean>>;

/** One indicator on the chart. `id` is unique within a layout. */
export interface IndicatorConfig {
  readonly id: string;
  readonly type: IndicatorType;
  readonly inputs: IndicatorInputs;
}

/** A line or histogram an indicator draws. TD draws markers instead (no plots). */
export interface PlotSpec {
  readonly key: string;
  readonly kind: 'line' | 'histogram';
}

export interface IndicatorSpec {
  readonly type: IndicatorType;
  /** `main`: over the candles; `own`: a pane of its own below (oscillators). */
  readonly pane: 'main' | 'own';
  readonly plots: readonly PlotSpec[];
  /** The input names, in the order the inputs dialog shows them. */
  readonly inputs: readonly string[];
  /** Validates and fills defaults; throws IndicatorInputError. */
  resolve(inputs: Record<string, unknown>): IndicatorInputs;
}

const line = (key: string): PlotSpec => ({ key, kind: 'line' });
const histogram = (key: string): PlotSpec => ({ key, kind: 'histogram' });

/** MA and EMA need a period; the chart's defaults are ours (§5 names none). */
export const DEFAULT_MA_PERIOD = 7;
export const DEFAULT_EMA_PERIOD = 20;

const periodOrDefault = (inputs: Record<string, unknown>, fallback: number) =>
  inputs['period'] === undefined ? fallback : inputs['period'];

/**
 * The resolvers are typed for trusted callers but check every field at run time (they take
 * `unknown` values from saved layouts by design), so untrusted input is handed over as is.
 */
function untrusted<T>(inputs: Record<string, unknown>): T {
  return inputs as T;
}

/** Every indicator's spec, by type. */
export const INDICATOR_SPECS: Readonly<Record<IndicatorType, IndicatorSpec>> = {
  MA: {
    type: 'MA',
    pane: 'main',
    plots: [line('ma')],
    inputs: ['period', 'source'],
    resolve: (i) => ({ ...resolveMaParams(untrusted({ ...i, period: periodOrDefault(i, DEFAULT_MA_PERIOD) })) }),
  },
  EMA: {
    type: 'EMA',
    pane: 'main',
    plots: [line('ema')],
    inputs: ['period', 'source', 'seeding'],
    resolve: (i) => ({ ...resolveEmaParams(untrusted({ ...i, period: periodOrDefault(i, DEFAULT_EMA_PERIOD) })) }),
  },
  BOLL: {
    type: 'BOLL',
    pane: 'main',
    plots: [line('upper'), line('middle'), line('lower')],
    inputs: ['period', 'multiplier', 'source'],
    resolve: (i) => ({ ...resolveBollParams(untrusted(i)) }),
  },
  RSI: {
    type: 'RSI',
    pane: 'own',
    plots: [line('rsi')],
    inputs: ['period', 'source'],
    resolve: (i) => ({ ...resolveRsiParams(untrusted(i)) }),
  },
  VOL: {
    type: 'VOL',
    pane: 'own',
    plots: [histogram('volume'), line('ma')],
    inputs: ['period'],
    resolve: (i) => ({ ...resolveVolParams(untrusted(i)) }),
  },
  MACD: {
    type: 'MACD',
    pane: 'own',
    plots: [histogram('histogram'), line('macd'), line('signal')],
    inputs: ['fast', 'slow', 'signal', 'source', 'seeding'],
    resolve: (i) => ({ ...resolveMacdParams(untrusted(i)) }),
  },
  KDJ: {
    type: 'KDJ',
    pane: 'own',
    plots: [line('k'), line('d'), line('j')],
    inputs: ['n', 'm1', 'm2', 'definition'],
    resolve: (i) => ({ ...resolveKdjParams(untrusted(i)) }),
  },
  TD: {
    type: 'TD',
    pane: 'main',
    plots: [],
    inputs: ['onlyNineAndThirteen'],
    resolve: (i) => ({ ...resolveTdSequentialParams(untrusted(i)) }),
  },
};

/**
 * True for one of {@link INDICATOR_TYPES}.
 *
 * @example
 * isIndicatorType('MACD'); // true
 * isIndicatorType('macd'); // false
 */
export function isIndicatorType(value: unknown): value is IndicatorType {
  return typeof value === 'string' && (INDICATOR_TYPES as readonly string[]).includes(value);
}

/**
 * Validates an indicator's inputs against §5 and fills the defaults. Unknown input names are an
 * error too (`macd.fastt is not an input of MACD`), so a typo never silently becomes a default.
 *
 * @example
 * validateIndicatorInputs('MACD', { signal: 5 }); // { fast: 12, slow: 26, signal: 5, source: 'close', seeding: 'first-bar' }
 * validateIndicatorInputs('KDJ', { n: 0 });       // throws IndicatorInputError: kdj.n must be an integer from 1 to 2000; received 0
 */
export function validateIndicatorInputs(type: IndicatorType, inputs: unknown = {}): IndicatorInputs {
  const spec = INDICATOR_SPECS[type];
  const prefix = type === 'TD' ? 'td' : type.toLowerCase();
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) {
    throw new IndicatorInputError(`${prefix}.inputs`, 'an object of inputs', inputs);
  }
  const record = inputs as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!spec.inputs.includes(key))
      throw new IndicatorInputError(`${prefix}.${key}`, `not an input of ${type} (inputs: ${spec.inputs.join(', ')})`, record[key]);
  }
  return spec.resolve(record);
}

/**
 * Builds a validated {@link IndicatorConfig}. Throws `IndicatorInputError` for a bad type or input.
 *
 * @example
 * indicatorConfig('macd-1', 'MACD'); // { id: 'macd-1', type: 'MACD', inputs: { fast: 12, slow: 26, signal: 9, … } }
 */
export function indicatorConfig(id: string, type: unknown, inputs: unknown = {}): IndicatorConfig {
  if (!isIndicatorType(type)) throw new IndicatorInputError('indicator.type', `one of ${INDICATOR_TYPES.join(', ')}`, type);
  if (typeof id !== 'string' || id.length === 0 || id.length > 64)
    throw new IndicatorInputError('indicator.id', 'a string of 1 to 64 characters', id);
  return { id, type, inputs: validateIndicatorInputs(type, inputs) };
}

/**
 * A short legend title, e.g. `MACD(12, 26, 9)`, `KDJ(9, 3, 3)`, `MA(7)`, `TD`.
 *
 * @example
 * indicatorTitle({ id: 'm', type: 'BOLL', inputs: { period: 20, multiplier: 2, source: 'close' } }); // 'BOLL(20, 2)'
 */
export function indicatorTitle(config: IndicatorConfig): string {
  const i = config.inputs;
  switch (config.type) {
    case 'MA':
    case 'EMA':
    case 'RSI':
    case 'VOL':
      return `${config.type}(${String(i['period'])})`;
    case 'BOLL':
      return `BOLL(${String(i['period'])}, ${String(i['multiplier'])})`;
    case 'MACD':
      return `MACD(${String(i['fast'])}, ${String(i['slow'])}, ${String(i['signal'])})`;
    case 'KDJ':
      return `KDJ(${String(i['n'])}, ${String(i['m1'])}, ${String(i['m2'])})`;
    case 'TD':
      return i['onlyNineAndThirteen'] === true ? 'TD(9/13)' : 'TD';
  }
}
