// Pure business rules: no React, no DOM globals, no Node APIs; clocks and fetch come in as arguments.
export * from './brand';
export * from './kyc';
export * from './kyc-application';
export * from './http-client';
export * from './dedupe';
export * from './log-mask';
export * from './short-number';
export * from './session-rules';
export * from './return-path';
export * from './kyc-prompts';
export * from './native-app';
export * from './frequency-store';
export * from './compliance';
export * from './decimal';
export * from './amount-input';
export * from './markets';
export * from './ledger';
