// Issue 5 "Simulated trading ledger": the paper-trading rules (fees, fills, triggers, positions, heat bars).
export * from './money';
export * from './fees';
export * from './spot';
export * from './triggers';
export * from './position';
export * from './liquidation-levels';
export * from './order-estimate';
export * from './order-body';
