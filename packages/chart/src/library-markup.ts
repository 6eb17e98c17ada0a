/**
 * Markup lightweight-charts writes with `innerHTML` itself: the TradingView attribution logo
 * (its licence asks for the attribution, so the logo stays on). Under Trusted Types the page's
 * `default` policy accepts exactly these strings (trustedTypesBootstrap in apps/web/src/lib/trusted-types.ts); the test
 * checks they are still verbatim in the installed library, so an upgrade that changes them fails
 * there, not in a browser.
 */
export const CHART_LIBRARY_MARKUP: readonly string[] = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="35" height="19" fill="none"><g fill-rule="evenodd" clip-path="url(#a)" clip-rule="evenodd"><path fill="var(--stroke)" d="M2 0H0v10h6v9h21.4l.5-1.3 6-15 1-2.7H23.7l-.5 1.3-.2.6a5 5 0 0 0-7-.9V0H2Zm20 17h4l5.2-13 .8-2h-7l-1 2.5-.2.5-1.5 3.8-.3.7V17Zm-.8-10a3 3 0 0 0 .7-2.7A3 3 0 1 0 16.8 7h4.4ZM14 7V2H2v6h6v9h4V7h2Z"/><path fill="var(--fill)" d="M14 2H2v6h6v9h6V2Zm12 15h-7l6-15h7l-6 15Zm-7-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z"/></g><defs><clipPath id="a"><path fill="var(--stroke)" d="M0 0h35v19H0z"/></clipPath></defs></svg>',
];
