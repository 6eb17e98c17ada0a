// Issue 5: the /price market list (sorting, search, change colour and number display).
export * from './ticker-row';
export * from './ticker-sort';
export * from './ticker-filter';
export * from './ticker-display';
export * from './ticker-refresh';
export * from './pair-path';
// Issue 5: the trade page's order book, recent trades and live ticker.
export * from './depth-book';
export * from './order-book-view';
export * from './recent-trades';
export * from './live-ticker';
// Issue 15: the home page's market movers.
export * from './market-movers';
