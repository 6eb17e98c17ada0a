import { describe, expect, it } from 'vitest';
import { decimal } from '../decimal';
import { projectPrices } from './price-projection';

const SPEC = 'issue 15 "/price-prediction/{coin}: a user-adjustable growth model"';

describe(`projectPrices (${SPEC})`, () => {
  it.each<[string, string, string, number, string[] | null]>([
    ['10 % a year compounds', '100', '10', 3, ['110', '121', '133.1']],
    ['0 % keeps the price', '2.5', '0', 2, ['2.5', '2.5']],
    ['a fall of 50 % halves each year', '64000', '-50', 3, ['32000', '16000', '8000']],
    ['fractional growth', '1', '2.5', 2, ['1.025', '1.050625']],
    ['the lowest growth allowed', '100', '-99', 1, ['1']],
    ['the highest growth allowed', '1', '1000', 2, ['11', '121']],
    ['below the range: no projection', '1', '-100', 1, null],
    ['above the range: no projection', '1', '1000.01', 1, null],
  ])('%s', (_name, price, growth, years, expected) => {
    const result = projectPrices(decimal(price), decimal(growth), years);
    expect(result === null ? null : result.map((p) => p.price)).toEqual(expected);
    if (result) expect(result.map((p) => p.year)).toEqual(Array.from({ length: years }, (_, i) => i + 1));
  });

  it('projects ten years by default, with the change against today', () => {
    expect(projectPrices(decimal('1'), decimal('100'))?.at(-1)).toEqual({ year: 10, price: '1024', changePercent: '102300.00' });
    expect(projectPrices(decimal('64000'), decimal('-50'), 2)?.map((p) => p.changePercent)).toEqual(['-50.00', '-75.00']);
    expect(projectPrices(decimal('0'), decimal('10'), 1)).toEqual([{ year: 1, price: '0', changePercent: '0' }]);
  });
});
