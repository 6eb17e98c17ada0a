// Issue 3: compliance and region rules that need sub-site data. Each module adds its own export line.
export {};
export * from './regions';
export * from './check';
export * from './region-switch';
export * from './feature-paths';
export * from './state-compliance';
export * from './gated-path';
export * from './permitted-menu';
export * from './allowed-actions';
