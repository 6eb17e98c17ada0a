import { describe, expect, it } from 'vitest';
import { decimal } from '../decimal';
import { LIQUIDATION_LEVELS, liquidationLevels, type LiquidationExposure } from './liquidation-levels';

const HEAT = 'issue 5 "Liquidation levels are aggregated per price level for the heat bars" — "24 heat bars"';
const ITEM = '§3 "Liquidation item: mark_price, short_liq_usd_new, long_liq_usd_new"';
const d = decimal;
const long = (price: string, notional: string): LiquidationExposure => ({ side: 1, liquidationPrice: d(price), notional: d(notional) });
const short = (price: string, notional: string): LiquidationExposure => ({ side: -1, liquidationPrice: d(price), notional: d(notional) });

describe('liquidationLevels', () => {
  it(`${HEAT}: 24 levels of 1 % around the mark price, lowest first, each at its bucket's middle (${ITEM})`, () => {
    const levels = liquidationLevels(d('100'), []);
    expect(LIQUIDATION_LEVELS).toBe(24);
    expect(levels).toHaveLength(24);
    expect(levels[0]).toEqual({ mark_price: '88.5', long_liq_usd_new: '0', short_liq_usd_new: '0' });
    expect(levels[11]?.mark_price).toBe('99.5');
    expect(levels[12]?.mark_price).toBe('100.5');
    expect(levels[23]?.mark_price).toBe('111.5');
  });

  const cases: { spec: string; exposures: LiquidationExposure[]; level: number; out: { long: string; short: string } }[] = [
    {
      spec: `${HEAT}: longs liquidate below the mark`,
      exposures: [long('90.452261306533', '90.452261306533')],
      level: 2,
      out: { long: '90.45', short: '0' },
    },
    {
      spec: `${HEAT}: shorts above, sums per level are exact then rounded to cents`,
      exposures: [short('109.4527', '0.004'), short('109.9', '0.001'), long('109.5', '1')],
      level: 21,
      out: { long: '1', short: '0.01' },
    },
    { spec: `${HEAT}: the lower edge belongs to the first level`, exposures: [long('88', '7')], level: 0, out: { long: '7', short: '0' } },
    {
      spec: `${HEAT} — 0.1 + 0.2 style sums`,
      exposures: [long('95.1', '0.1'), long('95.9', '0.2')],
      level: 7,
      out: { long: '0.3', short: '0' },
    },
  ];
  it.each(cases)('$spec', ({ exposures, level, out }) => {
    const levels = liquidationLevels(d('100'), exposures);
    expect(levels[level]).toMatchObject({ long_liq_usd_new: out.long, short_liq_usd_new: out.short });
    const others = levels.filter((_, i) => i !== level);
    expect(others.every((l) => l.long_liq_usd_new === '0' && l.short_liq_usd_new === '0')).toBe(true);
  });

  it(`${HEAT} — decision: liquidation prices outside mark ± 12 % are left out`, () => {
    const levels = liquidationLevels(d('100'), [long('87.999999999999', '5'), short('112', '5'), short('111.999', '2')]);
    expect(levels.map((l) => l.short_liq_usd_new).filter((v) => v !== '0')).toEqual(['2']);
    expect(levels.every((l) => l.long_liq_usd_new === '0')).toBe(true);
  });

  it(`${HEAT}: 10-decimal prices keep their digits`, () => {
    const levels = liquidationLevels(d('0.0000181234'), [long('0.0000171', '12.5')]);
    expect(levels[0]?.mark_price).toBe('0.000016039209');
    expect(levels.find((l) => l.long_liq_usd_new === '12.5')?.mark_price).toBe('0.000017126613');
  });

  it('no mark price, no bars; the level count must be positive', () => {
    expect(liquidationLevels(d('0'), [long('1', '1')])).toEqual([]);
    expect(() => liquidationLevels(d('1'), [], 0)).toThrow(/levels/);
  });
});
