export * from './chains';
export * from './addresses';
export * from './limits';
export * from './quotes';
