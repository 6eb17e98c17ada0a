export * from './schema';
export * from './schema-security';
export * from './schema-kyc';
export * from './schema-compliance';
export * from './schema-ledger';
export * from './schema-market';
export * from './schema-wallet';
export * from './schema-analytics';
export * from './schema-support';
export * from './schema-content';
export * from './open';
export * from './migrations-dir';
export * from './errors';
export * from './scratch';
export * from './seed';
export * from './seed-data';
// drizzle-orm is installed under packages/db only, so apps/api takes its query operators from here
// (which also keeps the db layer the single owner of the drizzle dependency).
export { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
export * from './seed-documents';
export * from './seed-compliance';
export * from './seed-market-events';
export * from './schema-funding';
export * from './seed-supply';
export * from './schema-money';
export * from './schema-earn';
export * from './schema-transfers';
export * from './schema-support-chat';
