import type { Market } from '@ex/contracts';

/** The symbol is not listed on that market (the API answers 404). */
export class UnknownSymbolError extends Error {
  constructor(
    readonly market: Market,
    readonly symbol: string,
  ) {
    super(`Unknown ${market} symbol "${symbol}"`);
    this.name = 'UnknownSymbolError';
  }
}

/** The source cannot serve this request, e.g. 1S futures candles from an exchange without them (400). */
export class UnsupportedRequestError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'UnsupportedRequestError';
  }
}

/** The upstream market API failed or answered something unexpected (502). */
export class UpstreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}
