import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layerViolation } from './web-layers.js';

const LAYERS = 'issue 11 "Each of these imports only from the ones after it: app → features → core → components → lib"';
const NO_FEATURE_IMPORTS = 'issue 11 "a feature never imports another feature"';

describe(`layerViolation (${LAYERS})`, () => {
  it.each([
    ['app composes features', 'app/_screens/trade-screen.tsx', 'features/orders/components/order-form.tsx', false],
    ['a feature reads the core', 'features/kyc/hooks/use-kyc-compliance.ts', 'core/compliance/use-compliance-check.ts', false],
    ['a feature imports itself', 'features/trade/components/ticker-bar.tsx', 'features/trade/hooks/use-live-ticker.ts', false],
    ['core uses lib', 'core/api/csrf.ts', 'lib/browser.ts', false],
    ['components use lib', 'components/server-html.tsx', 'lib/sanitize-html.ts', false],
    ['proxy.ts uses lib', 'proxy.ts', 'lib/proxy-decision.ts', false],
    ['messages outside src are not layered', 'i18n/messages.ts', '../messages/en.json', false],
    [
      `feature → feature (${NO_FEATURE_IMPORTS})`,
      'features/chart/components/embedded-price-chart.tsx',
      'features/trade/hooks/use-live-ticker.ts',
      true,
    ],
    ['core → feature', 'core/session/hooks/use-session.ts', 'features/auth/api/post-auth.ts', true],
    ['components → feature', 'components/lazy-prompts.tsx', 'features/kyc/components/kyc-prompts.tsx', true],
    ['components → core', 'components/providers.tsx', 'core/site/site-context.tsx', true],
    ['lib → core', 'lib/seo.ts', 'core/api/server-client.ts', true],
    ['feature → app', 'features/trade/components/ticker-bar.tsx', 'app/_screens/trade-screen.tsx', true],
  ] as const)('%s', (_name, from, to, refused) => {
    expect(layerViolation(from, to) !== null).toBe(refused);
  });
});

describe('npm run lint refuses a wrong import in apps/web (the rule as configured in eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${file}` });
    return (result?.messages ?? []).map((m) => m.ruleId);
  };

  it.each([
    [
      'a static import of another feature',
      'features/chart/components/x.tsx',
      "import { useLiveTicker } from '@/features/trade/hooks/use-live-ticker';\nexport const x = useLiveTicker;\n",
    ],
    [
      'a relative import of another feature',
      'features/chart/components/x.tsx',
      "import { useLiveTicker } from '../../trade/hooks/use-live-ticker';\nexport const x = useLiveTicker;\n",
    ],
    [
      'a dynamic import of a feature from components/',
      'components/x.tsx',
      "export const load = () => import('@/features/kyc/components/kyc-prompts');\n",
    ],
    ['a re-export of a feature from core/', 'core/x.ts', "export { postLogout } from '@/features/auth/api/post-auth';\n"],
  ])(
    '%s',
    async (_name, file, code) => {
      expect(await lint(file, code)).toContain('local/web-layers');
    },
    60_000,
  );

  it('allows app/ to compose two features', async () => {
    const code =
      "import { OrderForm } from '@/features/orders/components/order-form';\nimport { TradingChart } from '@/features/chart/components/trading-chart';\nexport const parts = [OrderForm, TradingChart];\n";
    expect(await lint('app/_screens/x.tsx', code)).toEqual([]);
  }, 60_000);

  it('refuses useQuery in a component and allows it in a hook', async () => {
    const code = "import { useQuery } from '@tanstack/react-query';\nexport const q = useQuery;\n";
    expect(await lint('features/orders/components/x.tsx', code)).toContain('no-restricted-imports');
    expect(await lint('features/orders/hooks/use-x.ts', code)).toEqual([]);
  }, 60_000);
});
