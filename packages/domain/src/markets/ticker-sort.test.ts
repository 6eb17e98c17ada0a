import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { compareDecimal, parseDecimal, type DecimalString } from '../decimal';
import {
  DEFAULT_TICKER_SORT,
  TICKER_SORT_FIELDS,
  TICKER_SORT_KEYS,
  isTickerSortKey,
  nextTickerSort,
  sortTickers,
  type TickerSort,
  type TickerSortKey,
} from './ticker-sort';
import type { TickerRow } from './ticker-row';

const SORTABLE = 'issue 5 "/price: the market list, sortable and live"';
const DIGIT = 'issue 5 "it must be correct to the digit"';
const DEFAULT = `${SORTABLE} — decision: default order is 24 h quote volume (turnover), descending`;
const STABLE = `${SORTABLE} — decision: equal values keep their input order`;
const INVALID = `${SORTABLE} — decision: an unreadable number sorts last in both directions`;
const CLICK = `${SORTABLE} — decision: a new column starts descending (the pair A→Z), the same column flips`;

function row(symbol: string, fields: Partial<Omit<TickerRow, 'symbol'>> = {}): TickerRow {
  return {
    symbol,
    last: '1',
    change_percentage: '0.00',
    high_24h: '1',
    low_24h: '1',
    volume_24h: '1',
    quote_volume_24h: '1',
    ...fields,
  };
}
const symbols = (list: readonly TickerRow[]) => list.map((t) => t.symbol);

describe('sortTickers', () => {
  it(`${DEFAULT}`, () => {
    expect(DEFAULT_TICKER_SORT).toEqual({ key: 'turnover', direction: 'desc' });
    const list = [
      row('A_USDT', { quote_volume_24h: '10' }),
      row('B_USDT', { quote_volume_24h: '300.5' }),
      row('C_USDT', { quote_volume_24h: '20' }),
    ];
    expect(symbols(sortTickers(list))).toEqual(['B_USDT', 'C_USDT', 'A_USDT']);
  });

  const cases: { spec: string; sort: TickerSort; list: TickerRow[]; out: string[] }[] = [
    {
      spec: `${DIGIT}: 0.1 < 0.25 < 2 < 10 (not text order, where "10" < "2")`,
      sort: { key: 'last', direction: 'asc' },
      list: [row('A_USDT', { last: '10' }), row('B_USDT', { last: '2' }), row('C_USDT', { last: '0.25' }), row('D_USDT', { last: '0.1' })],
      out: ['D_USDT', 'C_USDT', 'B_USDT', 'A_USDT'],
    },
    {
      spec: `${DIGIT}: prices one satoshi apart`,
      sort: { key: 'last', direction: 'desc' },
      list: [row('A_USDT', { last: '0.00000001' }), row('B_USDT', { last: '0.00000002' })],
      out: ['B_USDT', 'A_USDT'],
    },
    {
      spec: `${DIGIT}: volumes beyond 2^53 that Number would make equal`,
      sort: { key: 'volume', direction: 'desc' },
      list: [row('A_USDT', { volume_24h: '9007199254740992' }), row('B_USDT', { volume_24h: '9007199254740993' })],
      out: ['B_USDT', 'A_USDT'],
    },
    {
      spec: `${DIGIT}: the signed change, down below flat below up`,
      sort: { key: 'change', direction: 'asc' },
      list: [
        row('A_USDT', { change_percentage: '1.25' }),
        row('B_USDT', { change_percentage: '-3.10' }),
        row('C_USDT', { change_percentage: '0.00' }),
        row('D_USDT', { change_percentage: '-0.50' }),
      ],
      out: ['B_USDT', 'D_USDT', 'C_USDT', 'A_USDT'],
    },
    {
      spec: `${SORTABLE}: 24 h high, descending`,
      sort: { key: 'high', direction: 'desc' },
      list: [row('A_USDT', { high_24h: '5' }), row('B_USDT', { high_24h: '50' })],
      out: ['B_USDT', 'A_USDT'],
    },
    {
      spec: `${SORTABLE}: 24 h low, ascending`,
      sort: { key: 'low', direction: 'asc' },
      list: [row('A_USDT', { low_24h: '5' }), row('B_USDT', { low_24h: '0.5' })],
      out: ['B_USDT', 'A_USDT'],
    },
    {
      spec: `${SORTABLE}: 24 h turnover, ascending`,
      sort: { key: 'turnover', direction: 'asc' },
      list: [row('A_USDT', { quote_volume_24h: '1000000' }), row('B_USDT', { quote_volume_24h: '999999.99' })],
      out: ['B_USDT', 'A_USDT'],
    },
    {
      spec: `${SORTABLE} — decision: the pair sorts by base then quote (BTC before BTC2 before ETH)`,
      sort: { key: 'pair', direction: 'asc' },
      list: [row('ETH_USDT'), row('BTC2_USDT'), row('BTC_USDT'), row('BTC_EUR')],
      out: ['BTC_EUR', 'BTC_USDT', 'BTC2_USDT', 'ETH_USDT'],
    },
    {
      spec: `${SORTABLE}: the pair Z→A`,
      sort: { key: 'pair', direction: 'desc' },
      list: [row('BTC_USDT'), row('ETH_USDT'), row('ADA_USDT')],
      out: ['ETH_USDT', 'BTC_USDT', 'ADA_USDT'],
    },
    {
      spec: `${STABLE}: 1.50 equals 1.5, ascending`,
      sort: { key: 'last', direction: 'asc' },
      list: [row('A_USDT', { last: '1.50' }), row('B_USDT', { last: '1' }), row('C_USDT', { last: '1.5' })],
      out: ['B_USDT', 'A_USDT', 'C_USDT'],
    },
    {
      spec: `${STABLE}: descending too (not reversed)`,
      sort: { key: 'last', direction: 'desc' },
      list: [row('A_USDT', { last: '1.50' }), row('B_USDT', { last: '1' }), row('C_USDT', { last: '1.5' })],
      out: ['A_USDT', 'C_USDT', 'B_USDT'],
    },
    {
      spec: `${INVALID}: ascending`,
      sort: { key: 'last', direction: 'asc' },
      list: [row('A_USDT', { last: '' }), row('B_USDT', { last: '2' }), row('C_USDT', { last: 'NaN' }), row('D_USDT', { last: '1' })],
      out: ['D_USDT', 'B_USDT', 'A_USDT', 'C_USDT'],
    },
    {
      spec: `${INVALID}: descending`,
      sort: { key: 'last', direction: 'desc' },
      list: [row('A_USDT', { last: '1e3' }), row('B_USDT', { last: '2' }), row('D_USDT', { last: '1' })],
      out: ['B_USDT', 'D_USDT', 'A_USDT'],
    },
    { spec: `${SORTABLE}: an empty list`, sort: DEFAULT_TICKER_SORT, list: [], out: [] },
  ];
  it.each(cases)('$spec', ({ sort, list, out }) => {
    expect(symbols(sortTickers(list, sort))).toEqual(out);
  });

  it(`${SORTABLE}: returns a new array and leaves the input alone`, () => {
    const list = [row('A_USDT', { last: '2' }), row('B_USDT', { last: '1' })];
    const copy = [...list];
    const sorted = sortTickers(list, { key: 'last', direction: 'asc' });
    expect(sorted).not.toBe(list);
    expect(list).toEqual(copy);
  });

  it(`${SORTABLE}: keeps the caller's row type (extra fields survive)`, () => {
    const list = [{ ...row('A_USDT'), market: 'spot' as const }];
    expect(sortTickers(list)[0]?.market).toBe('spot');
  });
});

describe('sortTickers properties', () => {
  // Small value pool so that ties are common; several spellings of one value (1.5 / 1.50).
  const arbDecimal = fc.oneof(
    fc.constantFrom('0', '0.0', '1', '1.0', '1.5', '1.50', '2', '10', '0.00000001', '9007199254740993', '9007199254740992'),
    fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 10 })).map(([units, scale]) => {
      const digits = units.toString().padStart(scale + 1, '0');
      return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    }),
  );
  const arbChange = fc.tuple(fc.boolean(), arbDecimal).map(([neg, d]) => (neg && /[1-9]/.test(d) ? `-${d}` : d));
  const arbRow = fc.record({
    symbol: fc.tuple(fc.constantFrom('BTC', 'ETH', 'BTC2', 'A', 'SOL'), fc.constantFrom('USDT', 'EUR')).map(([b, q]) => `${b}_${q}`),
    last: arbDecimal,
    change_percentage: arbChange,
    high_24h: arbDecimal,
    low_24h: arbDecimal,
    volume_24h: arbDecimal,
    quote_volume_24h: arbDecimal,
  });
  // Each row remembers its input position, so stability and permutation can be checked.
  const arbList = fc.array(arbRow, { maxLength: 40 }).map((rows) => rows.map((r, id) => ({ ...r, id })));
  const arbSort = fc.record({ key: fc.constantFrom(...TICKER_SORT_KEYS), direction: fc.constantFrom('asc' as const, 'desc' as const) });

  function compareBy(key: TickerSortKey, a: TickerRow, b: TickerRow): number {
    if (key === 'pair') {
      const [ab = '', aq = ''] = a.symbol.split('_');
      const [bb = '', bq = ''] = b.symbol.split('_');
      return ab < bb ? -1 : ab > bb ? 1 : aq < bq ? -1 : aq > bq ? 1 : 0;
    }
    const field = TICKER_SORT_FIELDS[key];
    return compareDecimal(parseDecimal(a[field]) as DecimalString, parseDecimal(b[field]) as DecimalString);
  }

  it(`${SORTABLE}: the result is a permutation of the input`, () => {
    fc.assert(
      fc.property(arbList, arbSort, (list, sort) => {
        const ids = sortTickers(list, sort).map((r) => r.id);
        return ids.length === list.length && [...ids].sort((a, b) => a - b).every((id, i) => id === i);
      }),
    );
  });

  it(`${DIGIT}: neighbours are in order`, () => {
    fc.assert(
      fc.property(arbList, arbSort, (list, sort) => {
        const sorted = sortTickers(list, sort);
        const sign = sort.direction === 'asc' ? 1 : -1;
        return sorted.every((r, i) => i === 0 || sign * compareBy(sort.key, sorted[i - 1] as TickerRow, r) <= 0);
      }),
    );
  });

  it(`${STABLE}: equal neighbours keep their input order, in both directions`, () => {
    fc.assert(
      fc.property(arbList, arbSort, (list, sort) => {
        const sorted = sortTickers(list, sort);
        return sorted.every((r, i) => {
          const prev = sorted[i - 1];
          return prev === undefined || compareBy(sort.key, prev, r) !== 0 || prev.id < r.id;
        });
      }),
    );
  });

  it(`${SORTABLE}: sorting twice changes nothing (idempotent)`, () => {
    fc.assert(
      fc.property(arbList, arbSort, (list, sort) => {
        const once = sortTickers(list, sort);
        return sortTickers(once, sort).every((r, i) => r === once[i]);
      }),
    );
  });
});

describe('nextTickerSort', () => {
  const cases: { spec: string; current: TickerSort; key: TickerSortKey; out: TickerSort }[] = [
    {
      spec: `${CLICK}: same column flips desc → asc`,
      current: { key: 'turnover', direction: 'desc' },
      key: 'turnover',
      out: { key: 'turnover', direction: 'asc' },
    },
    {
      spec: `${CLICK}: same column flips asc → desc`,
      current: { key: 'pair', direction: 'asc' },
      key: 'pair',
      out: { key: 'pair', direction: 'desc' },
    },
    {
      spec: `${CLICK}: a numeric column starts descending`,
      current: { key: 'pair', direction: 'asc' },
      key: 'change',
      out: { key: 'change', direction: 'desc' },
    },
    {
      spec: `${CLICK}: a numeric column starts descending, whatever the old direction`,
      current: { key: 'last', direction: 'asc' },
      key: 'volume',
      out: { key: 'volume', direction: 'desc' },
    },
    { spec: `${CLICK}: the pair starts A→Z`, current: DEFAULT_TICKER_SORT, key: 'pair', out: { key: 'pair', direction: 'asc' } },
  ];
  it.each(cases)('$spec', ({ current, key, out }) => {
    expect(nextTickerSort(current, key)).toEqual(out);
  });
});

describe('isTickerSortKey', () => {
  it(`${SORTABLE}: the seven columns, nothing else`, () => {
    expect(TICKER_SORT_KEYS).toEqual(['pair', 'last', 'change', 'high', 'low', 'volume', 'turnover']);
    expect(TICKER_SORT_KEYS.every(isTickerSortKey)).toBe(true);
    expect(['name', '', 'TURNOVER', 1, null].some(isTickerSortKey)).toBe(false);
  });
});
