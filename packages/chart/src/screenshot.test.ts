import { describe, expect, it } from 'vitest';
import { createManualScheduler } from './scheduler';
import { SCREENSHOT_SCALE, SCREENSHOT_TIMEOUT_MS, ScreenshotTimeoutError, screenshotSize, withTimeout } from './screenshot';

describe('screenshot rules (§9 "Screenshot timeout: 10000 ms; scale 2"; §5 "Screenshot capture times out after 10 s")', () => {
  it('uses scale 2 and 10 s', () => {
    expect([SCREENSHOT_SCALE, SCREENSHOT_TIMEOUT_MS]).toEqual([2, 10_000]);
  });

  it.each([
    [800, 450, 2, { width: 1600, height: 900 }],
    [800.4, 450, 2, { width: 1601, height: 900 }],
    [0, 0, 2, { width: 1, height: 1 }],
  ])('screenshotSize(%d, %d, %d)', (w, h, scale, size) => {
    expect(screenshotSize(w, h, scale)).toEqual(size);
  });

  it('rejects after 10 s', async () => {
    const s = createManualScheduler();
    const pending = withTimeout(new Promise<never>(() => {}), SCREENSHOT_TIMEOUT_MS, s);
    s.advance(9999);
    s.advance(1);
    await expect(pending).rejects.toBeInstanceOf(ScreenshotTimeoutError);
    await expect(pending).rejects.toThrow('Screenshot capture timed out after 10000 ms');
  });

  it('resolves in time and clears its timer; passes rejections through', async () => {
    const s = createManualScheduler();
    await expect(withTimeout(Promise.resolve('png'), 10_000, s)).resolves.toBe('png');
    expect(s.pending()).toBe(0);
    await expect(withTimeout(Promise.reject(new Error('tainted')), 10_000, s)).rejects.toThrow('tainted');
    expect(s.pending()).toBe(0);
  });
});
