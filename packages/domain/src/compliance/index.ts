// Issue 3: compliance and region rules that need no sub-site data. Each module adds its own export line.
export * from './link-keys';
export * from './countries';
export * from './home-gate';
export * from './compliance-token';
export * from './ip-gate';
export * from './gate-state';
export * from './declarations';
export * from './notices';
export * from './compliance-popup';
export * from './floating-bar';
export * from './cookie-consent';
export * from './modal-order';
