// Issue 5: the /price market list (sorting, search, change colour and number display).
export * from './ticker-row';
export * from './ticker-sort';
export * from './ticker-filter';
export * from './ticker-display';
export * from './ticker-refresh';
export * from './pair-path';
