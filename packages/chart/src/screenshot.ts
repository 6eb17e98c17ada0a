/**
 * Screenshot rules (SPEC §4.13 "Screenshot opens the chart provider's image page"; §5 "Screenshot
 * capture times out after 10 s"; §9 "Screenshot timeout: 10000 ms; scale 2; dark background").
 *
 * The chart's `screenshot()` draws `chart.takeScreenshot(true)` (panes, scales and our canvas
 * primitives; the HTML order-line labels are not part of the canvas) at twice its CSS size onto
 * the dark theme's background, and returns a PNG data URL; `screenshotBlob()` gives a Blob under
 * the 10 s timeout. Chromium refuses top-level navigation to `data:` URLs, so to "open" the image
 * the app shows it in an `<img>` (or opens `URL.createObjectURL(blob)` in a new tab).
 */
import { realScheduler } from './scheduler';
import type { Scheduler } from './scheduler';

/** §9 "scale 2". */
export const SCREENSHOT_SCALE = 2;
/** §9 "Screenshot timeout: 10000 ms". */
export const SCREENSHOT_TIMEOUT_MS = 10_000;

/** Thrown when a capture outlives its timeout. */
export class ScreenshotTimeoutError extends Error {
  override readonly name = 'ScreenshotTimeoutError';
  constructor(readonly ms: number) {
    super(`Screenshot capture timed out after ${ms} ms`);
  }
}

/**
 * `promise`, or a rejection with {@link ScreenshotTimeoutError} after `ms`.
 *
 * @example
 * const blob = await withTimeout(toBlob(canvas), SCREENSHOT_TIMEOUT_MS);
 */
export function withTimeout<T>(promise: Promise<T>, ms: number = SCREENSHOT_TIMEOUT_MS, scheduler: Scheduler = realScheduler): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = scheduler.setTimeout(() => reject(new ScreenshotTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        scheduler.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        scheduler.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Output size of a screenshot: the chart's CSS size times the scale, rounded, at least 1 px.
 *
 * @example
 * screenshotSize(800.4, 450, 2); // { width: 1601, height: 900 }
 */
export function screenshotSize(cssWidth: number, cssHeight: number, scale: number = SCREENSHOT_SCALE): { width: number; height: number } {
  return { width: Math.max(1, Math.round(cssWidth * scale)), height: Math.max(1, Math.round(cssHeight * scale)) };
}
