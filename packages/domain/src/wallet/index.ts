export * from './chains';
export * from './addresses';
