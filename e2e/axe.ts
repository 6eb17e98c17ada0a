import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page, Response } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

/**
 * axe-core in every e2e page visit (issue 18). The engine is the axe-core package's own script,
 * injected into the page under test (no extra browser, no network).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a run: WCAG 2.2 AA is the target, and these are the ones axe calls blocking. */
const FAILING = new Set(['serious', 'critical']);

export type Theme = 'light' | 'dark';

export interface AxeFinding {
  theme: Theme;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

async function inject(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
}

function findings(theme: Theme, violations: Result[]): AxeFinding[] {
  return violations
    .filter((v) => v.impact && FAILING.has(v.impact))
    .map((v) => ({ theme, id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * Runs axe on the page as it stands, in its own theme and then in the other one: the theme is the
 * `data-theme` attribute on <html> (set from the `dark` cookie before first paint, and by the theme
 * switch), so flipping it is what the switch does, without a reload. Transitions are paused for the
 * run so colour checks never read a half-faded colour.
 */
export async function axeFindings(page: Page, options: { bothThemes?: boolean } = {}): Promise<AxeFinding[]> {
  await inject(page);
  const run = (theme: Theme) =>
    page.evaluate(async (t) => {
      const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } };
      const html = document.documentElement;
      const before = html.dataset.theme;
      const pause = document.createElement('style');
      pause.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
      document.head.append(pause);
      html.dataset.theme = t;
      try {
        const result = await w.axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
          resultTypes: ['violations'],
        });
        return JSON.parse(JSON.stringify(result.violations)) as Result[];
      } finally {
        if (before === undefined) delete html.dataset.theme;
        else html.dataset.theme = before;
        pause.remove();
      }
    }, theme);
  const current: Theme = (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark' ? 'dark' : 'light';
  const out = findings(current, await run(current));
  if (options.bothThemes !== false)
    out.push(...findings(current === 'dark' ? 'light' : 'dark', await run(current === 'dark' ? 'light' : 'dark')));
  return out;
}

/** One line per rule and theme: rule id, impact, and the node targets (selectors). */
export function describeFindings(url: string, list: AxeFinding[]): string {
  return [
    `axe: ${list.length} serious/critical violation(s) on ${url}`,
    ...list.map(
      (f) =>
        `  [${f.theme}] ${f.id} (${f.impact}): ${f.help}\n    ${f.targets.slice(0, 12).join('\n    ')}${f.targets.length > 12 ? `\n    … ${f.targets.length - 12} more` : ''}`,
    ),
  ].join('\n');
}

/** Fails with the list of serious and critical violations on the page, in both themes. */
export async function expectNoSeriousViolations(page: Page, options: { bothThemes?: boolean } = {}): Promise<void> {
  const list = await axeFindings(page, options);
  if (list.length > 0) throw new Error(describeFindings(page.url(), list));
}

/** Whether a navigation answered with an HTML document that a person would read (not a feed, file or redirect). */
function isHtmlPage(response: Response | null): boolean {
  if (!response) return false;
  return (response.headers()['content-type'] ?? '').includes('text/html');
}

const CHECKED = Symbol('axe-checked');

/**
 * Checks every page the context opens: each `page.goto` that lands on an HTML document runs axe
 * once the page has loaded (both themes), and the goto throws with the violations. A check at
 * the goto is deterministic — it runs at the point the test chose, after `load`, never racing a
 * later navigation — and the failure names the test that visited the page. Contexts without
 * JavaScript are skipped (axe runs in the page); `E2E_AXE=0` turns the check off for local
 * debugging of something else.
 */
export function checkEveryVisit(context: BrowserContext, options: { javaScriptEnabled?: boolean } = {}): BrowserContext {
  if (process.env.E2E_AXE === '0' || options.javaScriptEnabled === false) return context;
  const tagged = context as BrowserContext & { [CHECKED]?: true };
  if (tagged[CHECKED]) return context;
  tagged[CHECKED] = true;
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, gotoOptions) => {
      const response = await goto(url, gotoOptions);
      if (isHtmlPage(response) && gotoOptions?.waitUntil !== 'commit') {
        // The document's own load, then one settled frame, so hydration has painted.
        // A client-side redirect right after load (a visitor sent to /login) replaces the document
        // under the check: then the page it lands on is checked instead.
        for (let attempt = 0; ; attempt++) {
          try {
            await page.waitForLoadState('load');
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
            await expectNoSeriousViolations(page);
            break;
          } catch (error) {
            if (attempt >= 2 || !/Execution context was destroyed|navigat/i.test(String(error))) throw error;
          }
        }
      }
      return response;
    };
  });
  return context;
}
