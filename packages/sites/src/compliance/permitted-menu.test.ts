import { describe, expect, it } from 'vitest';
import type { MenuCode } from '../menu-codes';
import { SITES } from '../sites';
import type { SiteKey } from '../site-types';
import { resolvePermittedMenu, type PermittedMenuCheck } from './permitted-menu';

const FAILED = '§8 "Compliance check failure or non-zero code: gate skipped, page loads"';
const SITE_MENU = '§1 "Each sub-site switches features on or off through permitted menu codes"';
const CHECK_MENU = '§3 "menu (list of permitted feature codes)"';
const BLOCKED = 'issue 10 "A blocked country\'s menu keeps only what such a visitor may still do"';

const menu = (...codes: MenuCode[]): PermittedMenuCheck => ({ menu: codes });

describe('resolvePermittedMenu (the one permitted-menu rule)', () => {
  it.each([
    {
      spec: `${FAILED} — a missing, pending or failed check (null): the sub-site's own codes`,
      site: 'main',
      check: null,
      out: SITES.main.menuCodes,
    },
    {
      spec: `${FAILED}; ${SITE_MENU} — a regional site still offers only its own products`,
      site: 'us',
      check: null,
      out: SITES.us.menuCodes,
    },
    {
      spec: `${CHECK_MENU} — the check's list, in the sub-site's order`,
      site: 'main',
      check: menu('futures', 'spot'),
      out: ['spot', 'futures'],
    },
    { spec: `${CHECK_MENU} — an empty list is an answer: nothing is permitted`, site: 'main', check: menu(), out: [] },
    {
      spec: `${BLOCKED} — a blocked visitor on a site without margin or futures keeps spot only`,
      site: 'eu',
      check: menu('spot', 'margin', 'futures'),
      out: ['spot'],
    },
    {
      spec: `${SITE_MENU} — the check never widens the sub-site's codes`,
      site: 'hk',
      check: menu('spot', 'futures', 'earn'),
      out: ['spot'],
    },
  ] as { spec: string; site: SiteKey; check: PermittedMenuCheck | null; out: readonly MenuCode[] }[])('$spec', ({ site, check, out }) => {
    expect(resolvePermittedMenu(site, check)).toEqual(out);
  });
});
