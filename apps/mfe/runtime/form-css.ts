/** The mini-apps' form styles: the host's theme variables, with fallbacks for a host without them. */
export const FORM_CSS = `
.mfe-form { display: grid; gap: 12px; font: inherit; color: var(--text, #111); }
.mfe-form label { display: block; font-size: 13px; color: var(--text-muted, #555); margin-block-end: 4px; }
.mfe-form select, .mfe-form input { inline-size: 100%; min-block-size: 40px; padding: 0 10px; border: 1px solid var(--border, #ccc);
  border-radius: var(--radius, 6px); background: var(--bg, #fff); color: inherit; font: inherit; box-sizing: border-box; }
.mfe-form button { min-block-size: 40px; min-inline-size: 40px; padding: 0 12px; border: 1px solid var(--border, #ccc);
  border-radius: var(--radius, 6px); background: var(--bg-elevated, #f5f5f5); color: inherit; font: inherit; cursor: pointer; }
.mfe-form .mfe-primary { background: var(--brand, #2354e6); border-color: var(--brand, #2354e6); color: #fff; font-weight: 600; }
.mfe-form .mfe-primary:disabled { opacity: 0.6; cursor: not-allowed; }
.mfe-form :focus-visible { outline: 2px solid var(--focus, #2354e6); outline-offset: 2px; }
.mfe-form .mfe-row { display: flex; gap: 8px; align-items: end; }
.mfe-form .mfe-field { flex: 1; min-inline-size: 0; }
.mfe-form .mfe-swap { align-self: end; }
.mfe-form .mfe-muted { margin: 4px 0 0; font-size: 13px; color: var(--text-muted, #555); }
.mfe-form [role='alert'] { margin: 0; color: var(--danger, #c62828); }
.mfe-form [role='status'], .mfe-form [role='note'] { margin: 0; }
`;
