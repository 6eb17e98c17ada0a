import { z } from 'zod';
import { resolutionSchema } from './market';

/**
 * The chart layout stored on the server for signed-in users (issue 5 "Layout: indicators and their
 * inputs, and the resolution. … Also stored on the server for signed-in users"). The shape mirrors
 * the client's layout JSON (packages/chart/src/chart-layout.ts, which contracts may not import):
 * `{"v":1,"resolution":"60","indicators":[{"id":"macd-1","type":"MACD","inputs":{…}}],"background":"#123456"}`.
 *
 * The server checks the shape and the bounds only; whether an indicator's inputs pass §5's rules is
 * the chart's business (its parser drops what it cannot use when the layout is read back).
 */

export const CHART_LAYOUT_SCOPES = ['trade', 'embedded'] as const;
export type ChartLayoutScope = (typeof CHART_LAYOUT_SCOPES)[number];

export const CHART_LAYOUT_LIMITS = {
  /** MAX_LAYOUT_INDICATORS of packages/chart. */
  indicators: 16,
  idLength: 32,
  typeLength: 16,
  inputKeys: 16,
  /** MAX_BACKGROUND_LENGTH of packages/chart: any CSS colour fits. */
  backgroundLength: 64,
  /** The layout's JSON text, in UTF-8 bytes: a sane ceiling for 16 indicators (a full one is ~2 KiB). */
  bytes: 8 * 1024,
} as const;

const L = CHART_LAYOUT_LIMITS;
const scopeSchema = z.enum(CHART_LAYOUT_SCOPES, 'scope must be trade or embedded');
const inputValueSchema = z.union([z.number().finite(), z.string(), z.boolean()], 'an input must be a number, a string or a boolean');

export const chartLayoutIndicatorSchema = z.object({
  id: z.string('id must be a string').min(1, 'id must not be empty').max(L.idLength, `id has at most ${L.idLength} characters`),
  type: z.string('type must be a string').min(1, 'type must not be empty').max(L.typeLength, `type has at most ${L.typeLength} characters`),
  inputs: z
    .record(z.string(), inputValueSchema, 'inputs must be an object')
    .refine((inputs) => Object.keys(inputs).length <= L.inputKeys, `inputs has at most ${L.inputKeys} keys`),
});

/** UTF-8 length of a string (TextEncoder exists in browsers and Node alike). */
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The layout JSON; unknown keys are dropped (never stored), ids must be unique like the client keeps them. */
export const chartLayoutJsonSchema = z
  .object(
    {
      v: z.literal(1, 'v must be 1'),
      resolution: resolutionSchema,
      indicators: z.array(chartLayoutIndicatorSchema, 'indicators must be a list').max(L.indicators, `at most ${L.indicators} indicators`),
      background: z
        .string('background must be a string')
        .min(1, 'background must not be empty')
        .max(L.backgroundLength, `background has at most ${L.backgroundLength} characters`)
        .optional(),
    },
    'layout must be an object',
  )
  .superRefine((layout, ctx) => {
    const ids = layout.indicators.map((i) => i.id);
    const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
    if (repeated !== undefined) ctx.addIssue({ code: 'custom', path: ['indicators'], message: `indicator id "${repeated}" is repeated` });
    if (utf8Bytes(JSON.stringify(layout)) > L.bytes)
      ctx.addIssue({ code: 'custom', path: [], message: `layout is larger than ${L.bytes} bytes` });
  });
export type ChartLayoutJson = z.infer<typeof chartLayoutJsonSchema>;

/** A form-encoded body carries the layout as JSON text: read it (text that is no JSON fails as "not an object"). */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** GET /api/web/v1/chart/layout?scope=trade (default trade). */
export const chartLayoutQuerySchema = z.object({ scope: scopeSchema.default('trade') });
/** POST /api/web/v1/chart/layout: saves (replaces) the layout of the scope. */
export const saveChartLayoutBodySchema = z.object({ scope: scopeSchema, layout: z.preprocess(jsonText, chartLayoutJsonSchema) });
export type SaveChartLayoutBody = z.infer<typeof saveChartLayoutBodySchema>;

/** GET: the saved layout, null when none was saved (the chart then uses the local one or the default). */
export const chartLayoutResultSchema = z.object({ layout: chartLayoutJsonSchema.nullable() });
export type ChartLayoutResult = z.infer<typeof chartLayoutResultSchema>;
/** POST: the layout as stored (unknown keys dropped). */
export const savedChartLayoutSchema = z.object({ layout: chartLayoutJsonSchema });
/** Decision: a failed fetch is "nothing saved on the server", so the local layout or the default wins. */
export const CHART_LAYOUT_DEFAULT: ChartLayoutResult = { layout: null };
