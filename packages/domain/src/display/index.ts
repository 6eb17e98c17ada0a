// Issue 12: what numbers show (plans for the web's one formatting module) and the display currency.
export * from './number-plans';
export * from './display-currency';
