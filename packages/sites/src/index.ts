export * from './locales';
export * from './menu-codes';
export * from './site-types';
export * from './sites';
export * from './hosts';
export * from './routing';
