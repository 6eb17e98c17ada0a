import { describe, expect, it } from 'vitest';
import { buildConverterUnits } from './converter-units';

describe('buildConverterUnits (issue 15 "live rates between any listed crypto and fiat")', () => {
  const settings = {
    fiat_list: [
      { name: 'USD', symbol: '$' },
      { name: 'EUR', symbol: '€' },
      { name: 'XXX', symbol: '¤' },
    ],
    curr_fiat_market_rates: { USD: '1', EUR: '0.92' },
  };

  it('prices coins at their live pair, falls back to the reference price, and drops what has no price', () => {
    const units = buildConverterUnits(
      {
        list: [
          { currency: 'BTC', usd_price: '97000' },
          { currency: 'USDT', usd_price: '1' },
          { currency: 'DEAD', usd_price: '0' },
        ],
      },
      [{ symbol: 'BTC_USDT', last: '98123.5' }],
      settings,
    );
    expect(units.cryptos).toEqual([
      { kind: 'crypto', code: 'BTC', usdPrice: '98123.5' },
      { kind: 'crypto', code: 'USDT', usdPrice: '1' },
    ]);
    // A fiat without a rate cannot be converted: it is not offered.
    expect(units.fiats.map((f) => [f.code, f.perUsd, f.symbol])).toEqual([
      ['USD', '1', '$'],
      ['EUR', '0.92', '€'],
    ]);
  });
});
