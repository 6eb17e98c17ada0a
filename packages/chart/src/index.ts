// The trading chart wrapper over lightweight-charts v5 (issue 5).
export {};
