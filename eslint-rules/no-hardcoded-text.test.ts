import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { isLanguageFree } from './no-hardcoded-text.js';

const ISSUE = 'issue 12 "A lint rule or test also refuses hard-coded user-visible text in components"';

describe(`isLanguageFree: the allowlist of non-language tokens (${ISSUE})`, () => {
  it.each([
    ['a ticker', 'BTC_USDT', true],
    ['a slash pair', 'BTC/USDT', true],
    ['a currency code', 'USDT', true],
    ['a number and a symbol', '12,500.5 %', true],
    ['punctuation and arrows', '· → … —', true],
    ['two tickers with a separator', 'BTC · ETH', true],
    ['an English word', 'Log in', false],
    ['a capitalised word', 'Markets', false],
    ['a sentence with a ticker', 'Buy BTC now', false],
    ['a non-Latin word', 'Войти', false],
    ['a word glued to a number', '24h', false],
  ])('%s: "%s" → %s', (_name, text, allowed) => {
    expect(isLanguageFree(text)).toBe(allowed);
  });
});

describe('npm run lint refuses hard-coded text in apps/web (the rule as configured in eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
  const lint = async (code: string, file = 'apps/web/src/features/x/components/x.tsx') => {
    const [result] = await eslint.lintText(code, { filePath: file });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'i18n/no-hardcoded-text').map((m) => m.message);
  };

  it.each([
    ['a JSX text child', 'export const X = () => <p>Available balance</p>;\n', 'Available balance'],
    ['a string literal child', "export const X = () => <p>{'Log in'}</p>;\n", 'Log in'],
    ['a literal branch of a condition', "export const X = ({ a }: { a: boolean }) => <p>{a ? 'Yes' : ''}</p>;\n", 'Yes'],
    ['an aria-label', 'export const X = () => <button aria-label="Close" />;\n', 'aria-label="Close"'],
    ['a placeholder', "export const X = () => <input placeholder={'Search coins'} />;\n", 'placeholder="Search coins"'],
    ['an alt text', 'export const X = () => <img alt="Bitcoin logo" src="/x.png" />;\n', 'alt="Bitcoin logo"'],
    ['a title', 'export const X = () => <span title={`Copied`} />;\n', 'title="Copied"'],
    [
      'a text prop of our own component',
      'const M = (p: { closeLabel: string }) => null;\nexport const X = () => <M closeLabel="Close" />;\n',
      'closeLabel="Close"',
    ],
  ])(
    'refuses %s',
    async (_name, code, quoted) => {
      const messages = await lint(code);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(quoted);
    },
    60_000,
  );

  it('allows catalogue text, tickers, numbers, symbols and a decorative aria-hidden glyph', async () => {
    const code = [
      "import { useTranslations } from 'next-intl';",
      'export function X({ n }: { n: number }) {',
      "  const t = useTranslations('trade');",
      '  return (',
      '    <div aria-label={t("title")} title={t("title")}>',
      '      <h2>{t("title")}</h2>',
      '      <span>BTC_USDT</span> <span>{n} %</span> <span>·</span> <span>→</span>',
      '      <span aria-hidden="true">i</span>',
      '      <img alt="" src="/x.png" />',
      '      <span data-testid="order-form" className="ticker" aria-labelledby="title-id" />',
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await lint(code)).toEqual([]);
  }, 60_000);

  it('does not apply outside the web app or to tests', async () => {
    const code = 'export const X = () => <p>Available balance</p>;\n';
    expect(await lint(code, 'apps/web/src/features/x/x.test.tsx')).toEqual([]);
  }, 60_000);
});
