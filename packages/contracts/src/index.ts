export * from './envelope';
export * from './user';
export * from './site';
export * from './auth';
export * from './endpoints';
export * from './content';
export * from './security';
export * from './kyc';
