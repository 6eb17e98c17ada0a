// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const tracked: unknown[][] = [];
vi.mock('./analytics', () => ({ track: (...args: unknown[]) => void tracked.push(args) }));
const { installInteractionTracking, trackOpenClose } = await import('./analytics-interactions');

const SPEC = '§7 "Analytics collector events (click, hover, open/close)"';

let uninstall: () => void;
beforeEach(() => {
  tracked.length = 0;
  document.body.innerHTML = `
    <nav><a id="link" data-track="header_nav_markets" data-track-hover="header_nav_markets"><span id="inner">Markets</span></a></nav>
    <button id="bad" data-track="Bad Name!">x</button>
    <button id="plain">y</button>`;
  uninstall = installInteractionTracking(document);
});
afterEach(() => uninstall());

describe(`interaction events from markup (${SPEC})`, () => {
  it('a click inside a marked element is a click event of its name; unmarked or badly named ones are not', () => {
    document.getElementById('inner')?.click();
    document.getElementById('bad')?.click();
    document.getElementById('plain')?.click();
    expect(tracked).toEqual([['header_nav_markets', {}, 'click']]);
  });

  it('hovering is reported once per element and page', () => {
    const inner = document.getElementById('inner');
    inner?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    inner?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(tracked).toEqual([['header_nav_markets', {}, 'hover']]);
  });

  it('stops listening when uninstalled', () => {
    uninstall();
    document.getElementById('inner')?.click();
    expect(tracked).toEqual([]);
    uninstall = installInteractionTracking(document);
  });

  it('open/close events carry an event-safe name', () => {
    trackOpenClose('fund-password-modal', true);
    trackOpenClose('KYC Upgrade', false);
    expect(tracked).toEqual([
      ['fund_password_modal', {}, 'open'],
      ['kyc_upgrade', {}, 'close'],
    ]);
  });
});
