import { describe, expect, it } from 'vitest';
import {
  FUNDPASS_ONE_HOUR_MS,
  FUNDPASS_SINGLE_USE_WINDOW_MS,
  resolveFundpassRequirement,
  type FundpassRequirementInput,
} from './fundpass-requirement';

const NOW = 1_800_000_000_000;

describe('resolveFundpassRequirement (§4.10 "Validity options: one hour (1), every time (2), never (0)")', () => {
  it.each<[string, FundpassRequirementInput, ReturnType<typeof resolveFundpassRequirement>]>([
    ['no fund password set: nothing to ask for', { hasFundpass: false, frequency: 2, verifiedAt: null }, { kind: 'not-needed' }],
    ['never (0): not asked', { hasFundpass: true, frequency: 0, verifiedAt: null }, { kind: 'not-needed' }],
    ['one hour (1), never verified: asked', { hasFundpass: true, frequency: 1, verifiedAt: null }, { kind: 'required' }],
    [
      'one hour (1), verified 59 min ago: covered, not used up',
      { hasFundpass: true, frequency: 1, verifiedAt: NOW - FUNDPASS_ONE_HOUR_MS + 60_000 },
      { kind: 'covered', consume: false },
    ],
    [
      'one hour (1), verified exactly an hour ago: asked again',
      { hasFundpass: true, frequency: 1, verifiedAt: NOW - FUNDPASS_ONE_HOUR_MS },
      { kind: 'required' },
    ],
    [
      'every time (2), just verified: covered once',
      { hasFundpass: true, frequency: 2, verifiedAt: NOW - 1000 },
      { kind: 'covered', consume: true },
    ],
    ['every time (2), verification used up: asked', { hasFundpass: true, frequency: 2, verifiedAt: null }, { kind: 'required' }],
    [
      "every time (2), verification too old to be this order's",
      { hasFundpass: true, frequency: 2, verifiedAt: NOW - FUNDPASS_SINGLE_USE_WINDOW_MS },
      { kind: 'required' },
    ],
    ['a verification in the future covers nothing', { hasFundpass: true, frequency: 1, verifiedAt: NOW + 5000 }, { kind: 'required' }],
    ['an unknown validity is treated as every time', { hasFundpass: true, frequency: 7, verifiedAt: null }, { kind: 'required' }],
  ])('%s', (_name, input, expected) => {
    expect(resolveFundpassRequirement(input, NOW)).toEqual(expected);
  });
});
