// Issue 15: breakpoints, modal sizes and the side menu (§2.3, §4.15, §9).
export * from './breakpoints';
export * from './side-menu';
