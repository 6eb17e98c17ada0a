import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { physicalProblem } from './logical-inline-properties.js';

const RTL = 'issue 12 "mirrored layout, with CSS logical properties instead of left and right"';

describe(`physicalProblem (${RTL})`, () => {
  it.each([
    ['margin-left', '4px', 'use margin-inline-start instead of margin-left'],
    ['right', '0', 'use inset-inline-end instead of right'],
    ['border-top-left-radius', '8px', 'use border-start-start-radius instead of border-top-left-radius'],
    ['text-align', 'left', 'use text-align: start instead of text-align: left'],
    ['float', 'right !important', 'use float: inline-end instead of float: right'],
    ['padding', '0 8px 0 16px', 'padding with different right and left sides: set padding-block and padding-inline separately'],
    ['margin-inline-start', '4px', null],
    ['text-align', 'end', null],
    ['padding', '0 8px 4px 8px', null],
    ['margin', '0 auto', null],
    ['top', '0', null],
    ['--left-gap', '4px', null],
    ['transform', 'translate(calc(50% - 1px), 0)', null],
  ])('%s: %s → %s', (property, value, problem) => {
    expect(physicalProblem(property, value)).toBe(problem);
  });
});

describe('npm run lint refuses physical sides in apps/web CSS (the rule as configured in eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
  const lint = async (code: string, file = 'apps/web/src/features/x/x.module.css') => {
    const [result] = await eslint.lintText(code, { filePath: file });
    return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
  };

  it('reports a left offset and a left alignment in a CSS module', async () => {
    expect(await lint('.a { position: absolute; left: 0; }\n.b { text-align: left; }\n')).toEqual([
      'rtl/logical-inline-properties: right-to-left: use inset-inline-start instead of left',
      'rtl/logical-inline-properties: right-to-left: use text-align: start instead of text-align: left',
    ]);
  }, 60_000);

  it('accepts logical properties, CSS-module syntax and top/bottom', async () => {
    const code = '.a { composes: b; inset-inline-start: 0; top: 0; margin-inline: auto; }\n:global(.x) .a { text-align: end; }\n';
    expect(await lint(code)).toEqual([]);
  }, 60_000);
});
