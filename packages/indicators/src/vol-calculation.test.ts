import { describe, expect, it } from 'vitest';
import { SMA } from 'technicalindicators';
import { vol } from './vol-calculation';
import { alignRight, mismatches } from './testing/compare';
import { randomWalkSeries } from './testing/random-walk';

const REF = 'issue 5 Tests "every indicator against reference values (technicalindicators after warm-up …)"';

describe('VOL against technicalindicators SMA of volume', () => {
  const series = randomWalkSeries(2000, 15);
  const cases = [1, 5, 10, 300].map((period) => ({ spec: REF, period }));
  it.each(cases)('$spec: VOL MA($period)', ({ period }) => {
    const ours = vol(series, { period });
    expect(Array.from(ours.volume)).toEqual(Array.from(series.volume));
    expect(ours.volume).not.toBe(series.volume);
    const ref = alignRight(SMA.calculate({ period, values: Array.from(series.volume) }), ours.ma.length);
    expect(mismatches(ours.ma, ref, 1e-6)).toEqual([]);
  });
});
