import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIDE_MENU_VARIANTS } from '@ex/domain';

const css = readFileSync(new URL('./side-menu.module.css', import.meta.url), 'utf8');
const BREAKS = '§2.3 "breakpoints 1439/992 for one variant and 1248/768 for the other"';
const WIDTHS = '§2.3 "sticky menu widths 300/104 and 288/96"';

/** The CSS rules of one variant inside `@media (max-width: N px)`, or outside any media query (N null). */
function variantBlock(variant: string, maxWidth: number | null): string {
  if (maxWidth === null) {
    const outside = css.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*\s*\}/g, '');
    return [...outside.matchAll(new RegExp(`\\[data-variant='${variant}'\\][^{]*\\{([^}]*)\\}`, 'g'))].map((m) => m[1]).join('\n');
  }
  const media = new RegExp(`@media \\(max-width: ${maxWidth}px\\) \\{((?:[^{}]*\\{[^{}]*\\})*)\\s*\\}`, 'g');
  return [...css.matchAll(media)]
    .map((m) => m[1] ?? '')
    .filter((block) => block.includes(`[data-variant='${variant}']`))
    .join('\n');
}

describe('side menu CSS before hydration matches resolveSideMenu', () => {
  it.each(Object.entries(SIDE_MENU_VARIANTS))(`${BREAKS}; ${WIDTHS}: %s`, (variant, spec) => {
    expect(variantBlock(variant, null)).toContain(`--side-menu-width: ${spec.expanded}px`);
    // Collapsed from the wide breakpoint down ("auto-collapsed between breakpoints").
    expect(variantBlock(variant, spec.wide)).toContain(`--side-menu-width: ${spec.collapsed}px`);
    // A drop-down below the narrow breakpoint.
    expect(variantBlock(variant, spec.narrow - 1)).toContain('grid-template-columns: minmax(0, 1fr)');
  });
});
