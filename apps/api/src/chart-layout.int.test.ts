import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, apiErrorSchema } from '@ex/contracts';
import { chartLayouts, count } from '@ex/db';
import { Browser, parseEnvelope, type TestApi } from './test/harness';
import { newUser, startSecurityApi } from './test/security-helpers';

// Issue 5 "Layout: indicators and their inputs, and the resolution … Also stored on the server for
// signed-in users" (GET/POST /api/web/v1/chart/layout).

const SERVER = 'issue 5 "Layout … Also stored on the server for signed-in users"';
const { chartLayout, chartSaveLayout } = ENDPOINTS;

let api: TestApi;
beforeAll(async () => {
  api = await startSecurityApi();
});
afterAll(async () => {
  await api?.close();
});

const LAYOUT = {
  v: 1,
  resolution: '240',
  indicators: [
    { id: 'macd-1', type: 'MACD', inputs: { fast: 12, slow: 26, signal: 9, source: 'close', seeding: 'first-bar' } },
    { id: 'td-1', type: 'TD', inputs: { onlyNineAndThirteen: true } },
  ],
  background: '#123456',
};

async function read(browser: Browser, scope?: string) {
  const res = await browser.get(`${chartLayout.path}${scope ? `?scope=${scope}` : ''}`);
  expect(res.status).toBe(200);
  return parseEnvelope('chartLayout', await res.json()).data.layout;
}
const save = (browser: Browser, body: unknown) => browser.postJson(chartSaveLayout.path, body, browser.csrfHeaders());
const rows = async () => (await api.handle.db.select({ n: count() }).from(chartLayouts))[0]?.n ?? 0;

async function expectInvalid(res: Response, field: string) {
  const body = apiErrorSchema.parse(await res.json());
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.field).toBe(field);
  return body;
}

describe('chart layout on the server', () => {
  it(`${SERVER}: a saved layout reads back as saved; the other scope stays empty; a save replaces`, async () => {
    const { browser } = await newUser(api, 'layout@example.com');
    expect(await read(browser)).toBeNull();
    const res = await save(browser, { scope: 'trade', layout: { ...LAYOUT, extra: 'dropped' } });
    expect(res.status).toBe(200);
    expect(parseEnvelope('chartSaveLayout', await res.json()).data.layout).toEqual(LAYOUT);
    expect(await read(browser, 'trade')).toEqual(LAYOUT);
    expect(await read(browser), 'scope defaults to trade').toEqual(LAYOUT);
    expect(await read(browser, 'embedded')).toBeNull();

    const next = { v: 1, resolution: '1D', indicators: [] };
    expect((await save(browser, { scope: 'trade', layout: next })).status).toBe(200);
    expect(await read(browser)).toEqual(next);
  });

  it('a form-encoded save carries the layout as JSON text', async () => {
    const { browser } = await newUser(api, 'layout-form@example.com');
    const res = await browser.postForm(chartSaveLayout.path, { scope: 'embedded', layout: JSON.stringify(LAYOUT) }, browser.csrfHeaders());
    expect(res.status).toBe(200);
    expect(await read(browser, 'embedded')).toEqual(LAYOUT);
  });

  it('another user does not see it', async () => {
    const owner = await newUser(api, 'layout-owner@example.com');
    const other = await newUser(api, 'layout-other@example.com');
    expect((await save(owner.browser, { scope: 'trade', layout: LAYOUT })).status).toBe(200);
    expect(await read(other.browser)).toBeNull();
    expect(await read(owner.browser)).toEqual(LAYOUT);
  });

  it('a bad body is a 400 naming the field, and nothing is written', async () => {
    const { browser } = await newUser(api, 'layout-bad@example.com');
    expect((await save(browser, { scope: 'trade', layout: LAYOUT })).status).toBe(200);
    const before = await rows();
    const indicator = (i: number) => ({ id: `ma-${i}`, type: 'MA', inputs: { period: 20 } });
    const big = Array.from({ length: 16 }, (_, i) => ({
      id: `x-${i}`,
      type: 'MA',
      inputs: Object.fromEntries(Array.from({ length: 16 }, (_, k) => [`k${k}`, 'v'.repeat(40)])),
    }));
    const CASES: [unknown, string][] = [
      [{ scope: 'sidebar', layout: LAYOUT }, 'scope'],
      [{ scope: 'trade' }, 'layout'],
      [{ scope: 'trade', layout: { ...LAYOUT, v: 2 } }, 'layout.v'],
      [{ scope: 'trade', layout: { ...LAYOUT, resolution: '7' } }, 'layout.resolution'],
      [{ scope: 'trade', layout: { ...LAYOUT, indicators: Array.from({ length: 17 }, (_, i) => indicator(i)) } }, 'layout.indicators'],
      [{ scope: 'trade', layout: { ...LAYOUT, indicators: [indicator(1), indicator(1)] } }, 'layout.indicators'],
      [{ scope: 'trade', layout: { ...LAYOUT, indicators: [{ id: 'x'.repeat(33), type: 'MA', inputs: {} }] } }, 'layout.indicators.0.id'],
      [
        { scope: 'trade', layout: { ...LAYOUT, indicators: [{ id: 'a', type: 'MA', inputs: { period: [20] } }] } },
        'layout.indicators.0.inputs.period',
      ],
      [{ scope: 'trade', layout: { ...LAYOUT, background: 'x'.repeat(65) } }, 'layout.background'],
      [{ scope: 'trade', layout: { ...LAYOUT, indicators: big } }, 'layout'],
      [{ scope: 'trade', layout: 'not json' }, 'layout'],
    ];
    for (const [body, field] of CASES) await expectInvalid(await save(browser, body), field);
    expect(await rows()).toBe(before);
    expect(await read(browser)).toEqual(LAYOUT);
  });

  it('a visitor gets 401 on both; a save without the CSRF header is 403 and writes nothing', async () => {
    const visitor = new Browser(api);
    expect((await visitor.get(chartLayout.path)).status).toBe(401);
    expect((await visitor.postJson(chartSaveLayout.path, { scope: 'trade', layout: LAYOUT })).status).toBe(401);
    const { browser } = await newUser(api, 'layout-csrf@example.com');
    const before = await rows();
    const res = await browser.postJson(chartSaveLayout.path, { scope: 'trade', layout: LAYOUT });
    expect(res.status).toBe(403);
    expect(await rows()).toBe(before);
    expect(await read(browser)).toBeNull();
  });
});
