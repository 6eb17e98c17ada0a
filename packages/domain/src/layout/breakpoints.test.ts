import { describe, expect, it } from 'vitest';
import { MODAL_WIDTHS, isPhoneViewport, layoutTokenStyle, resolveTipPresentation } from './breakpoints';

const MOBILE = '§9 "Mobile breakpoint 768 px; mobile layout at 539 px"';
const TIP = '§9 "tooltip modal switches at 768 px"';
const MODAL = '§9 "Modal size 500; modal sizes small max 384 px, medium 588, large 840"';

describe('layout breakpoints', () => {
  it.each([
    [360, true],
    [390, true],
    [767, true],
    [768, false],
    [1280, false],
  ])(`${MOBILE}: %i px is a phone layout: %s`, (width, phone) => {
    expect(isPhoneViewport(width)).toBe(phone);
  });

  it.each([
    [390, 'modal'],
    [767, 'modal'],
    [768, 'tooltip'],
    [1440, 'tooltip'],
  ] as const)(`${TIP}: %i px → %s`, (width, presentation) => {
    expect(resolveTipPresentation(width)).toBe(presentation);
  });

  it(`${MODAL}: the sizes and their CSS tokens`, () => {
    expect(MODAL_WIDTHS).toEqual({ small: 384, medium: 588, large: 840, default: 500 });
    expect(layoutTokenStyle()).toEqual({
      '--modal-width-small': '384px',
      '--modal-width-medium': '588px',
      '--modal-width-large': '840px',
      '--modal-width-default': '500px',
    });
  });
});
