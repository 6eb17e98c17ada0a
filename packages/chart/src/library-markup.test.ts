import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHART_LIBRARY_MARKUP } from './library-markup';

const RULE = 'issue 20 "Trusted Types for the few places that write HTML": the library\'s own markup is allowed verbatim, nothing else';
const dist = path.dirname(createRequire(import.meta.url).resolve('lightweight-charts/package.json'));

describe(RULE, () => {
  it('the production build (what Next bundles) writes exactly the allowed markup, as literals', () => {
    const source = readFileSync(path.join(dist, 'dist', 'lightweight-charts.production.mjs'), 'utf8');
    const written = [...source.matchAll(/innerHTML\s*=\s*(['"`])([\s\S]*?)\1/g)].map((m) => m[2]);
    expect(written).toHaveLength(source.split('innerHTML').length - 1);
    expect(written.length).toBeGreaterThan(0);
    for (const markup of written) expect(CHART_LIBRARY_MARKUP).toContain(markup);
  });

  it('the development build writes the same markup, from one constant', () => {
    const source = readFileSync(path.join(dist, 'dist', 'lightweight-charts.development.mjs'), 'utf8');
    expect(source.split('innerHTML').length - 1).toBe(1);
    for (const markup of CHART_LIBRARY_MARKUP) expect(source).toContain(markup);
  });
});
