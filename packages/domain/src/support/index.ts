export * from './ticket-state';
export * from './coupon-rules';
export * from './conversion';
export * from './price-projection';
export * from './market-summary';
export * from './chat-room';
