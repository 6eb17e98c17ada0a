// Issue 3: compliance and region rules that need no sub-site data.
export * from './link-keys';
