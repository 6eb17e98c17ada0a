// Issue 3: compliance and region rules that need sub-site data. Each module adds its own export line.
export * from './feature-paths';
export * from './state-compliance';
