import { describe, expect, it } from 'vitest';
import { BRAND_BLUE, DEFAULT_BACKGROUNDS, GREEN, RED, resolveChartTheme, resolveSavedBackground, withAlpha } from './chart-theme';

describe('resolveChartTheme (§9 "Brand blue #2354E6. Dark theme when cookie dark >0. Rise colour per cookie")', () => {
  it.each([
    [false, 'green', DEFAULT_BACKGROUNDS.light, GREEN, RED],
    [false, 'red', DEFAULT_BACKGROUNDS.light, RED, GREEN],
    [true, 'green', DEFAULT_BACKGROUNDS.dark, GREEN, RED],
    [true, 'red', DEFAULT_BACKGROUNDS.dark, RED, GREEN],
  ] as const)('dark=%s rise=%s → background %s, up %s, down %s', (dark, rise, background, up, down) => {
    const theme = resolveChartTheme({ dark, rise });
    expect(theme).toMatchObject({ dark, rise, background, up, down, brand: '#2354E6' });
  });

  it('uses the brand blue #2354E6', () => {
    expect(BRAND_BLUE).toBe('#2354E6');
    expect(resolveChartTheme({ dark: false, rise: 'green' }).lines[0]).toBe('#2354E6');
  });

  it('light and dark differ in every neutral colour', () => {
    const light = resolveChartTheme({ dark: false, rise: 'green' });
    const dark = resolveChartTheme({ dark: true, rise: 'green' });
    for (const key of ['background', 'text', 'grid', 'border'] as const) expect(light[key]).not.toBe(dark[key]);
  });
});

describe('resolveSavedBackground (§4.13 "A saved background is reset when it equals the other theme\'s default")', () => {
  const light = resolveChartTheme({ dark: false, rise: 'green' });
  const dark = resolveChartTheme({ dark: true, rise: 'green' });

  it.each([
    ['light default saved, now dark → reset', '#FFFFFF', dark, dark.background],
    ['same, lower case and short hex', '#fff', dark, dark.background],
    ['same, with alpha ff', '#ffffffff', dark, dark.background],
    ['dark default saved, now light → reset', '#0b0e14', light, light.background],
    ['own theme default kept', '#0B0E14', dark, '#0B0E14'],
    ['a custom colour is kept in dark', '#123456', dark, '#123456'],
    ['a custom colour is kept in light', 'rgb(1, 2, 3)', light, 'rgb(1, 2, 3)'],
    ['nothing saved → theme default', undefined, dark, dark.background],
    ['empty saved → theme default', '  ', light, light.background],
  ] as const)('%s', (_name, saved, theme, expected) => {
    expect(resolveSavedBackground(saved, theme)).toBe(expected);
  });
});

describe('withAlpha', () => {
  it.each([
    ['#2354E6', 0.5, 'rgba(35, 84, 230, 0.5)'],
    ['#fff', 1, 'rgba(255, 255, 255, 1)'],
    ['#000000', 2, 'rgba(0, 0, 0, 1)'],
    ['red', 0.3, 'red'],
  ] as const)('withAlpha(%s, %d) = %s', (colour, alpha, expected) => {
    expect(withAlpha(colour, alpha)).toBe(expected);
  });
});
