import { z } from 'zod';
import { formTextFields } from './form-body';
import { DEFAULT_RESOLUTION, marketSchema, marketSymbolSchema, resolutionSchema } from './market';

/**
 * Important events of the chart (§3 "Event marker: time, type, data"; issue 5 "Important events
 * include new highs and lows, messages and the other types of §3"). What each type means in this
 * product is written down in docs/spec-decisions.md ("Important events").
 */

/** §3 "Event types: HIGH_PRICE 1, LOW_PRICE 2, MSG 3, CFG_S 4, CFG_M 5, MEW 6, AI_REASONING 7, COMPLEX 8". */
export const MARKET_EVENT_TYPES = { HIGH_PRICE: 1, LOW_PRICE: 2, MSG: 3, CFG_S: 4, CFG_M: 5, MEW: 6, AI_REASONING: 7, COMPLEX: 8 } as const;
export type MarketEventType = (typeof MARKET_EVENT_TYPES)[keyof typeof MARKET_EVENT_TYPES];
/** The types operators write (1 and 2 are computed from candles). */
export const OPERATOR_EVENT_TYPES = [3, 4, 5, 6, 7, 8] as const;

export const MARKET_EVENT_LIMITS = {
  /** Events in one response: the newest are kept. */
  maxList: 500,
  titleLength: 120,
  bodyLength: 2000,
} as const;

const msTime = z.number().int().nonnegative();
const msParam = (name: string) =>
  z.coerce.number().int(`${name} must be a time in milliseconds`).nonnegative(`${name} must be a time in milliseconds`).optional();

/**
 * GET /api/web/v1/market/events. `from`/`to` filter on the bar's open time like the candle query
 * (to defaults to now); markers are snapped to bars of `resolution`.
 */
export const marketEventsQuerySchema = z
  .object({
    symbol: marketSymbolSchema,
    market: marketSchema.default('spot'),
    resolution: resolutionSchema.default(DEFAULT_RESOLUTION),
    from: msParam('from'),
    to: msParam('to'),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type MarketEventsQuery = z.infer<typeof marketEventsQuerySchema>;

export const marketEventDataSchema = z.object({
  title: z.string(),
  body: z.string().optional(),
  /** The new high or low (types 1 and 2), as a decimal string. */
  price: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'decimal string')
    .optional(),
});
/** One marker: `time` is the open time (ms) of the bar it sits on. */
export const marketEventSchema = z.object({
  time: msTime,
  type: z.number().int().min(1).max(8),
  data: marketEventDataSchema,
});
export type MarketEvent = z.infer<typeof marketEventSchema>;
/** Oldest first, at most MARKET_EVENT_LIMITS.maxList. */
export const marketEventsSchema = z.object({ list: z.array(marketEventSchema) });
export type MarketEvents = z.infer<typeof marketEventsSchema>;
/** Decision: a failed fetch draws no event markers. */
export const MARKET_EVENTS_DEFAULT: MarketEvents = { list: [] };

// ---- operator ---------------------------------------------------------------------------------

/** Markup is refused rather than escaped: the text is shown as plain text wherever it goes. */
const MARKUP = /<\s*[a-z!/?]/i;

/**
 * Characters an operator's text may not contain (issue 10 "Operator event titles must refuse bidi
 * overrides and line or paragraph separators"): C0 and C1 controls and DEL (the body keeps \n and
 * \t), the line and paragraph separators U+2028 and U+2029, and every invisible bidirectional
 * formatting character: embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, and the
 * marks U+200E, U+200F and U+061C. Decision: the marks too — a title is one short line that the
 * chart renders with automatic direction, so a mark can only serve to reorder what readers see.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_TITLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;
// eslint-disable-next-line no-control-regex
const FORBIDDEN_BODY = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;

/** "U+202E" for the first forbidden character of `s`, or null. */
export function forbiddenCharacter(s: string, multiline: boolean): string | null {
  const found = (multiline ? FORBIDDEN_BODY : FORBIDDEN_TITLE).exec(s)?.[0];
  return found === undefined ? null : `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function plainText(field: string, max: number, multiline: boolean) {
  return (
    z
      .string(`${field} must be text`)
      // Checked before trimming: a separator or control at either end is refused, not trimmed away.
      .superRefine((s, ctx) => {
        const code = forbiddenCharacter(s, multiline);
        const allowed = multiline ? 'line breaks and tabs are the only control characters allowed' : 'it must be one line of plain text';
        if (code) ctx.addIssue({ code: 'custom', message: `${field} must not contain ${code}: ${allowed}`, continue: false });
      })
      .trim()
      .min(1, `${field} must not be empty`)
      .max(max, `${field} has at most ${max} characters`)
      .refine((s) => !MARKUP.test(s), `${field} must be plain text (no HTML)`)
  );
}

const emptyToNull = (value: unknown) => (value === '' ? null : value);

/**
 * POST /api/web/v1/operator/market-events with `Authorization: Bearer $OPERATOR_TOKEN`. `symbol`
 * left out or null: every symbol of the market; `time` (ms) defaults to now. JSON carries `type` and
 * `time` as numbers; a form body as their canonical text.
 */
export const operatorMarketEventBodySchema = formTextFields(
  z.object({
    market: marketSchema.default('spot'),
    symbol: z.preprocess(emptyToNull, marketSymbolSchema.nullable()).default(null),
    type: z.literal(OPERATOR_EVENT_TYPES, 'type must be one of 3 (MSG), 4 (CFG_S), 5 (CFG_M), 6 (MEW), 7 (AI_REASONING), 8 (COMPLEX)'),
    time: z
      .number('time must be a time in milliseconds')
      .int('time must be a time in milliseconds')
      .nonnegative('time must be a time in milliseconds')
      .optional(),
    title: plainText('title', MARKET_EVENT_LIMITS.titleLength, false),
    body: z.preprocess(emptyToNull, plainText('body', MARKET_EVENT_LIMITS.bodyLength, true).nullable()).default(null),
  }),
  { type: 'int', time: 'int' },
);
export type OperatorMarketEventBody = z.infer<typeof operatorMarketEventBodySchema>;

export const storedMarketEventSchema = z.object({
  id: z.string(),
  market: marketSchema,
  symbol: z.string().nullable(),
  type: z.number().int().min(3).max(8),
  time: msTime,
  title: z.string(),
  body: z.string().nullable(),
  created_at: msTime,
});
export type StoredMarketEvent = z.infer<typeof storedMarketEventSchema>;
export const operatorMarketEventResultSchema = z.object({ event: storedMarketEventSchema });

export const OPERATOR_MARKET_EVENTS_PATH = '/api/web/v1/operator/market-events';
