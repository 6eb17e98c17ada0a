import { describe, expect, it } from 'vitest';
import { SIDE_MENU_VARIANTS, resolveSideMenu, resolveSideMenuBand, type SideMenuLayout, type SideMenuVariant } from './side-menu';

const MENU = '§2.3 "collapsible left menu on wide screens, drop-down menu header on narrow ones"';
const BREAKS = '§2.3 "breakpoints 1439/992 for one variant and 1248/768 for the other"';
const WIDTHS = '§2.3 "sticky menu widths 300/104 and 288/96"';
const AT_1024 = '§2.3 "width 288 versus 256 at the 1024 breakpoint"';
const NARROW = '§4.15 "Menu: un-collapsed on a narrow screen"';
const BETWEEN = '§4.15 "auto-collapsed between breakpoints"';

const dropdown: SideMenuLayout = { mode: 'dropdown', collapsed: false };
const column = (width: number, collapsed = false): SideMenuLayout => ({ mode: 'column', collapsed, width });

describe('resolveSideMenu', () => {
  const cases: { spec: string; variant: SideMenuVariant; viewport: number; user: boolean | null; expected: SideMenuLayout }[] = [
    { spec: `${NARROW}; ${BREAKS}`, variant: 'standard', viewport: 390, user: null, expected: dropdown },
    { spec: `${NARROW}; ${BREAKS} — 991 is below 992`, variant: 'standard', viewport: 991, user: null, expected: dropdown },
    {
      spec: `${NARROW} — the user's collapse does not apply to the drop-down`,
      variant: 'standard',
      viewport: 800,
      user: true,
      expected: dropdown,
    },
    {
      spec: `${BETWEEN}; ${WIDTHS} — 992 is the first column width`,
      variant: 'standard',
      viewport: 992,
      user: null,
      expected: column(104, true),
    },
    { spec: `${BETWEEN}; ${WIDTHS}`, variant: 'standard', viewport: 1280, user: null, expected: column(104, true) },
    { spec: `${BETWEEN}; ${WIDTHS} — 1439 is still between`, variant: 'standard', viewport: 1439, user: null, expected: column(104, true) },
    {
      spec: `${MENU} — expanded by the user between the breakpoints`,
      variant: 'standard',
      viewport: 1280,
      user: false,
      expected: column(300),
    },
    { spec: `${MENU}; ${WIDTHS} — wide from 1440`, variant: 'standard', viewport: 1440, user: null, expected: column(300) },
    {
      spec: `${MENU} — collapsed by the user on a wide screen`,
      variant: 'standard',
      viewport: 1920,
      user: true,
      expected: column(104, true),
    },
    { spec: `${NARROW}; ${BREAKS} — compact variant below 768`, variant: 'compact', viewport: 767, user: null, expected: dropdown },
    { spec: `${BETWEEN}; ${WIDTHS} — compact variant from 768`, variant: 'compact', viewport: 768, user: null, expected: column(96, true) },
    { spec: `${BETWEEN}; ${WIDTHS}`, variant: 'compact', viewport: 1248, user: null, expected: column(96, true) },
    { spec: `${AT_1024} — expanded at 1024 is 256`, variant: 'compact', viewport: 1024, user: false, expected: column(256) },
    { spec: `${AT_1024} — expanded at 900 is 256`, variant: 'compact', viewport: 900, user: false, expected: column(256) },
    { spec: `${AT_1024} — expanded above 1024 is 288`, variant: 'compact', viewport: 1025, user: false, expected: column(288) },
    { spec: `${MENU}; ${WIDTHS} — compact wide from 1249`, variant: 'compact', viewport: 1249, user: null, expected: column(288) },
    {
      spec: `${MENU}; ${WIDTHS} — compact collapsed by the user`,
      variant: 'compact',
      viewport: 1600,
      user: true,
      expected: column(96, true),
    },
  ];
  it.each(cases)('$spec: $variant at $viewport px, user $user', ({ variant, viewport, user, expected }) => {
    expect(resolveSideMenu(variant, viewport, user)).toEqual(expected);
  });

  it(`${BREAKS}: the bands change exactly at the breakpoints`, () => {
    const bands = (variant: SideMenuVariant) => {
      const { narrow, wide } = SIDE_MENU_VARIANTS[variant];
      return [narrow - 1, narrow, wide, wide + 1].map((w) => resolveSideMenuBand(variant, w));
    };
    expect(bands('standard')).toEqual(['narrow', 'between', 'between', 'wide']);
    expect(bands('compact')).toEqual(['narrow', 'between', 'between', 'wide']);
  });
});
