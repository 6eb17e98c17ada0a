export * from './interest';
export * from './rules';
