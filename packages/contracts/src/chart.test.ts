import { describe, expect, it } from 'vitest';
import { CHART_LAYOUT_LIMITS, chartLayoutJsonSchema, saveChartLayoutBodySchema } from './chart';

// Issue 5 "Layout: indicators and their inputs, and the resolution … Also stored on the server for
// signed-in users"; the shape mirrors packages/chart/src/chart-layout.ts.
const LAYOUT = 'issue 5 "Layout … Also stored on the server"';
const field = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues[0]?.path.join('.');

const valid = {
  v: 1,
  resolution: '60',
  indicators: [{ id: 'macd-1', type: 'MACD', inputs: { fast: 12, slow: 26, signal: 9, source: 'close', seeding: 'first-bar' } }],
  background: '#123456',
};

describe('chartLayoutJsonSchema', () => {
  it(`${LAYOUT}: the client's layout JSON parses unchanged; background is optional; unknown keys are dropped`, () => {
    expect(chartLayoutJsonSchema.parse(valid)).toEqual(valid);
    expect(chartLayoutJsonSchema.parse({ v: 1, resolution: '1D', indicators: [] })).toEqual({ v: 1, resolution: '1D', indicators: [] });
    expect(chartLayoutJsonSchema.parse({ ...valid, theme: 'dark' })).toEqual(valid);
  });

  const row = (i: number) => ({ id: `ma-${i}`, type: 'MA', inputs: { period: 20 } });
  it.each([
    { spec: 'v literal 1', raw: { ...valid, v: 2 }, field: 'v' },
    { spec: '§9 resolutions only', raw: { ...valid, resolution: '45' }, field: 'resolution' },
    { spec: 'at most 16 indicators', raw: { ...valid, indicators: Array.from({ length: 17 }, (_, i) => row(i)) }, field: 'indicators' },
    { spec: 'unique ids (the client drops repeats)', raw: { ...valid, indicators: [row(1), row(1)] }, field: 'indicators' },
    { spec: 'id ≤ 32 characters', raw: { ...valid, indicators: [{ ...row(1), id: 'i'.repeat(33) }] }, field: 'indicators.0.id' },
    { spec: 'type ≤ 16 characters', raw: { ...valid, indicators: [{ ...row(1), type: 'T'.repeat(17) }] }, field: 'indicators.0.type' },
    {
      spec: 'inputs are scalars',
      raw: { ...valid, indicators: [{ ...row(1), inputs: { period: null } }] },
      field: 'indicators.0.inputs.period',
    },
    {
      spec: 'at most 16 inputs',
      raw: { ...valid, indicators: [{ ...row(1), inputs: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])) }] },
      field: 'indicators.0.inputs',
    },
    { spec: 'background ≤ 64 characters', raw: { ...valid, background: '#'.repeat(65) }, field: 'background' },
    { spec: 'background not empty', raw: { ...valid, background: '' }, field: 'background' },
  ])('$spec → names $field', ({ raw, field: expected }) => {
    expect(field(chartLayoutJsonSchema.safeParse(raw))).toBe(expected);
  });

  it(`the serialised layout is at most ${CHART_LAYOUT_LIMITS.bytes} bytes (UTF-8)`, () => {
    // 16 indicators × 16 inputs fit the other bounds; their text decides.
    const layout = (valueLength: number) => ({
      ...valid,
      indicators: Array.from({ length: 16 }, (_, i) => ({
        id: `x-${i}`,
        type: 'MA',
        inputs: Object.fromEntries(Array.from({ length: 16 }, (_, k) => [`k${k}`, 'é'.repeat(valueLength)])),
      })),
    });
    const fits = layout(8);
    expect(new TextEncoder().encode(JSON.stringify(fits)).length).toBeLessThanOrEqual(CHART_LAYOUT_LIMITS.bytes);
    expect(chartLayoutJsonSchema.safeParse(fits).success).toBe(true);
    // 'é' is 2 bytes: counting characters instead of bytes would let this through.
    const tooBig = layout(12);
    expect(JSON.stringify(tooBig).length).toBeLessThan(CHART_LAYOUT_LIMITS.bytes);
    expect(field(chartLayoutJsonSchema.safeParse(tooBig))).toBe('');
  });
});

describe('saveChartLayoutBodySchema', () => {
  it('scope trade or embedded; a form body may carry the layout as JSON text', () => {
    expect(saveChartLayoutBodySchema.parse({ scope: 'embedded', layout: JSON.stringify(valid) })).toEqual({
      scope: 'embedded',
      layout: valid,
    });
    expect(field(saveChartLayoutBodySchema.safeParse({ scope: 'side', layout: valid }))).toBe('scope');
    expect(field(saveChartLayoutBodySchema.safeParse({ scope: 'trade', layout: '{not json' }))).toBe('layout');
  });
});
