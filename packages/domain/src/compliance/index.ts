// Issue 3: compliance and region rules that need no sub-site data. Each module adds its own export line.
export * from './link-keys';
