import { describe, expect, it } from 'vitest';
import { decimal } from '../decimal';
import { buyDailyLimitUsd, isQuoteLive, quoteBuy, quoteConvert, quoteExpiresAt, quoteSecondsLeft } from './quotes';

const ISSUE = 'issue 13 "a firm quote for N seconds, then execute … refused if the quote has expired"';
const BUY = 'issue 13 "a quote from the live market price plus a disclosed spread and fee"';
const d = decimal;

describe('quote expiry', () => {
  it.each([
    { spec: ISSUE, expiresAt: quoteExpiresAt(1_000), now: 1_000, live: true, left: 10 },
    { spec: ISSUE, expiresAt: quoteExpiresAt(1_000), now: 10_999, live: true, left: 1 },
    { spec: `${ISSUE}: the expiry instant itself is too late`, expiresAt: quoteExpiresAt(1_000), now: 11_000, live: false, left: 0 },
    { spec: ISSUE, expiresAt: quoteExpiresAt(1_000), now: 60_000, live: false, left: 0 },
    { spec: `${ISSUE}: a custom validity`, expiresAt: quoteExpiresAt(0, 30_000), now: 29_500, live: true, left: 1 },
  ])('$spec: expires $expiresAt, now $now → live $live', ({ expiresAt, now, live, left }) => {
    expect(isQuoteLive(expiresAt, now)).toBe(live);
    expect(quoteSecondsLeft(expiresAt, now)).toBe(left);
  });
});

describe('quoteConvert', () => {
  it.each([
    { spec: `${ISSUE}; spread 0.2 %`, from: '100', fromUsd: '1', toUsd: '50000', rate: '0.00001996', to: '0.001996' },
    { spec: `${ISSUE}; BTC → USDT`, from: '0.01', fromUsd: '50000', toUsd: '1', rate: '49900', to: '499' },
    {
      spec: `${ISSUE}; received amount rounds down to 8 places`,
      from: '1',
      fromUsd: '1',
      toUsd: '3',
      rate: '0.332666666666',
      to: '0.33266666',
    },
    { spec: `${ISSUE}; no spread`, from: '2', fromUsd: '10', toUsd: '5', spread: 0, rate: '2', to: '4' },
  ])('$spec: $from at $fromUsd/$toUsd', ({ from, fromUsd, toUsd, spread, rate, to }) => {
    expect(quoteConvert({ fromAmount: d(from), fromUsd: d(fromUsd), toUsd: d(toUsd), spreadBps: spread })).toMatchObject({
      rate,
      toAmount: to,
    });
  });

  it.each([
    { spec: 'no price for the currency given', from: '1', fromUsd: '0', toUsd: '1' },
    { spec: 'no price for the currency received', from: '1', fromUsd: '1', toUsd: '0' },
    { spec: 'an amount that buys less than one unit of the 8th place', from: '0.00000001', fromUsd: '1', toUsd: '50000' },
  ])('refuses ($spec)', ({ from, fromUsd, toUsd }) => {
    expect(quoteConvert({ fromAmount: d(from), fromUsd: d(fromUsd), toUsd: d(toUsd) })).toBeNull();
  });
});

describe('quoteBuy', () => {
  it.each([
    {
      spec: `${BUY}; card fee 1.5 %, spread 1 %`,
      method: 'card' as const,
      fiat: '100',
      perUsd: '1',
      usd: '50000',
      price: '50500',
      fee: '1.5',
      crypto: '0.00195049',
      value: '100',
    },
    {
      spec: `${BUY}; bank fee 0.5 %`,
      method: 'bank' as const,
      fiat: '1000',
      perUsd: '1',
      usd: '50000',
      price: '50500',
      fee: '5',
      crypto: '0.01970297',
      value: '1000',
    },
    {
      spec: `${BUY}; minimum fee 1 USD in the fiat`,
      method: 'card' as const,
      fiat: '20',
      perUsd: '0.9',
      usd: '100',
      price: '90.9',
      fee: '0.9',
      crypto: '0.21012101',
      value: '22.22',
    },
  ])('$spec', ({ method, fiat, perUsd, usd, price, fee, crypto, value }) => {
    expect(quoteBuy({ method, fiatAmount: d(fiat), fiatPerUsd: d(perUsd), cryptoUsd: d(usd) })).toMatchObject({
      price,
      fee,
      cryptoAmount: crypto,
      usdValue: value,
    });
  });

  it('refuses when the fee takes the whole amount', () => {
    expect(quoteBuy({ method: 'card', fiatAmount: d('1'), fiatPerUsd: d('1'), cryptoUsd: d('50000') })).toBeNull();
  });
});

describe('buyDailyLimitUsd (issue 13 "limits by KYC level")', () => {
  it.each([
    { verified: 0, limit: '0' },
    { verified: 5, limit: '500' },
    { verified: 2, limit: '5000' },
    { verified: 1, limit: '50000' },
    { verified: 4, limit: '200000' },
    { verified: 3, limit: '1000000' },
    { verified: 'junk', limit: '0' },
  ])('verified $verified → $limit USD a day', ({ verified, limit }) => {
    expect(buyDailyLimitUsd(verified)).toBe(limit);
  });
});
