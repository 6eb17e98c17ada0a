import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_LAYOUT, MAX_LAYOUT_INDICATORS, nextIndicatorId, parseChartLayout, serialiseChartLayout } from './chart-layout';
import type { ChartLayout } from './chart-layout';
import { indicatorConfig } from './indicator-specs';

const macd = indicatorConfig('macd-1', 'MACD', { signal: 5 });
const kdj = indicatorConfig('kdj-1', 'KDJ');
const td = indicatorConfig('td-1', 'TD', { onlyNineAndThirteen: true });

describe('chart layout (issue 5 "Layout: indicators and their inputs, and the resolution")', () => {
  it('defaults to resolution 60 and no indicators (§9 "Chart default resolution 60")', () => {
    expect(DEFAULT_CHART_LAYOUT).toEqual({ resolution: '60', indicators: [] });
  });

  it('round-trips through JSON', () => {
    const layout: ChartLayout = { resolution: '240', indicators: [macd, kdj, td], background: '#123456' };
    const text = serialiseChartLayout(layout);
    expect(parseChartLayout(text)).toEqual({ layout, recognised: true, problems: [] });
  });

  it('writes a stable, versioned format', () => {
    expect(serialiseChartLayout({ resolution: '15', indicators: [indicatorConfig('v', 'VOL')] })).toBe(
      '{"v":1,"resolution":"15","indicators":[{"id":"v","type":"VOL","inputs":{"period":5}}]}',
    );
    // key order of inputs does not change the text
    const a = serialiseChartLayout({ resolution: '60', indicators: [{ id: 'm', type: 'MA', inputs: { source: 'close', period: 7 } }] });
    const b = serialiseChartLayout({ resolution: '60', indicators: [{ id: 'm', type: 'MA', inputs: { period: 7, source: 'close' } }] });
    expect(a).toBe(b);
  });

  it.each([
    ['not JSON', '{oops', false, ['layout is not JSON']],
    ['not an object', '[1]', false, ['layout is not an object']],
    ['no version', '{"resolution":"15"}', false, ['unknown layout version null']],
    ['future version', '{"v":2,"resolution":"15"}', false, ['unknown layout version 2']],
  ])('%s → default layout, not recognised', (_name, text, recognised, problems) => {
    expect(parseChartLayout(text)).toEqual({ layout: DEFAULT_CHART_LAYOUT, recognised, problems });
  });

  it.each([
    [
      'bad resolution → 60',
      { v: 1, resolution: '2H', indicators: [] },
      { resolution: '60', indicators: [] },
      ['resolution "2H" replaced by 60'],
    ],
    ['missing resolution → 60', { v: 1 }, { resolution: '60', indicators: [] }, ['resolution null replaced by 60']],
    [
      '§5 "KDJ periods: integer 1 to 2000": KDJ n 0 dropped',
      { v: 1, resolution: '60', indicators: [{ id: 'k', type: 'KDJ', inputs: { n: 0 } }] },
      { resolution: '60', indicators: [] },
      ['indicator k dropped: kdj.n must be an integer from 1 to 2000; received 0'],
    ],
    [
      '§5 "signal: 1 to 50": MACD signal 60 dropped, the valid one kept',
      {
        v: 1,
        resolution: '60',
        indicators: [
          { id: 'a', type: 'MACD', inputs: { signal: 60 } },
          { id: 'macd-1', type: 'MACD', inputs: { signal: 5 } },
        ],
      },
      { resolution: '60', indicators: [macd] },
      ['indicator a dropped: macd.signal must be an integer from 1 to 50; received 60'],
    ],
    [
      '§5 "MACD source: one of open, high, low, close, hl2, hlc3, ohlc4"',
      { v: 1, resolution: '60', indicators: [{ id: 'a', type: 'MACD', inputs: { source: 'vwap' } }] },
      { resolution: '60', indicators: [] },
      ['indicator a dropped: macd.source must be one of open, high, low, close, hl2, hlc3, ohlc4; received "vwap"'],
    ],
    [
      'unknown type, repeated id, not an object',
      { v: 1, resolution: '60', indicators: [{ id: 'x', type: 'SAR' }, { id: 'kdj-1', type: 'KDJ' }, { id: 'kdj-1', type: 'KDJ' }, 7] },
      { resolution: '60', indicators: [kdj] },
      [
        'indicator x dropped: indicator.type must be one of MA, EMA, BOLL, RSI, VOL, MACD, KDJ, TD; received "SAR"',
        'indicator kdj-1 dropped: repeated id',
        'indicator #3 dropped: not an object',
      ],
    ],
    [
      'indicators not a list',
      { v: 1, resolution: '60', indicators: 'MACD' },
      { resolution: '60', indicators: [] },
      ['indicators is not a list'],
    ],
    [
      'background not a string',
      { v: 1, resolution: '60', indicators: [], background: 7 },
      { resolution: '60', indicators: [] },
      ['background dropped: not a colour string'],
    ],
    [
      'missing inputs → defaults',
      { v: 1, resolution: '60', indicators: [{ id: 'kdj-1', type: 'KDJ' }] },
      { resolution: '60', indicators: [kdj] },
      [],
    ],
  ])('%s', (_name, value, layout, problems) => {
    expect(parseChartLayout(JSON.stringify(value))).toEqual({ layout, recognised: true, problems });
  });

  it(`keeps at most ${MAX_LAYOUT_INDICATORS} indicators`, () => {
    const indicators = Array.from({ length: MAX_LAYOUT_INDICATORS + 2 }, (_, i) => ({ id: `ma-${i}`, type: 'MA' }));
    const parsed = parseChartLayout({ v: 1, resolution: '60', indicators });
    expect(parsed.layout.indicators).toHaveLength(MAX_LAYOUT_INDICATORS);
    expect(parsed.problems).toHaveLength(2);
  });

  it('nextIndicatorId picks the first free number', () => {
    expect(nextIndicatorId(DEFAULT_CHART_LAYOUT, 'MACD')).toBe('macd-1');
    expect(nextIndicatorId({ resolution: '60', indicators: [macd, indicatorConfig('macd-3', 'MACD')] }, 'MACD')).toBe('macd-2');
  });
});
