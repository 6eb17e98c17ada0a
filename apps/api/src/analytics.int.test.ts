import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECT_PATH, OPERATOR_ANALYTICS_REPORT_PATH, OPERATOR_OPS_PATH } from '@ex/contracts';
import { analyticsEvents, eq } from '@ex/db';
import { Browser, startTestApi, type TestApi } from './test/harness';

const OPERATOR_TOKEN = 'analytics-operator-token-0123';
let api: TestApi;
let app: TestApi['app'];
beforeAll(async () => {
  api = await startTestApi();
  app = api.createApp({ operatorToken: OPERATOR_TOKEN });
});
afterAll(async () => {
  await api?.close();
});

function visitor(consent?: 'all' | 'necessary'): Browser {
  const browser = new Browser({ app });
  if (consent) browser.cookies.set('cookie_consent', consent);
  return browser;
}
const named = (event: string, props: Record<string, string | number> = {}) => ({ event, kind: 'custom', props, path: '/en/price' });
const stored = (view: string) => api.handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.view, view));

describe('POST /api/web/v1/collect (§7 analytics collector)', () => {
  it('stores a batch after "accept all", masked (§5): no e-mail, card or phone reaches the table', async () => {
    const res = await visitor('all').postJson(COLLECT_PATH, {
      view: 'view-masked-01',
      events: [
        named('kyc_upgrade_kyc2_verify_now', { from: 'notice', contact: 'jane@example.com' }),
        { event: 'order_button', kind: 'click', props: { card: '4111 1111 1111 1111' }, path: '/en/trade/BTC_USDT?email=jane@example.com' },
      ],
    });
    expect(res.status).toBe(204);
    const rows = await stored('view-masked-01');
    expect(rows.map((r) => [r.event, r.kind, r.site])).toEqual([
      ['kyc_upgrade_kyc2_verify_now', 'custom', 'main'],
      ['order_button', 'click', 'main'],
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('jane@example.com');
    expect(text).not.toContain('4111 1111 1111 1111');
  });

  it.each([
    ['no choice yet', undefined],
    ['"accept necessary"', 'necessary' as const],
  ])('drops events sent with %s: nothing is stored', async (_label, consent) => {
    const view = `view-noconsent-${consent ?? 'none'}`;
    expect((await visitor(consent).postJson(COLLECT_PATH, { view, events: [named('common_kyc_event')] })).status).toBe(204);
    expect(await stored(view)).toEqual([]);
  });

  it('keeps at most 10 named events per page view (§9), however the client batches them', async () => {
    const browser = visitor('all');
    const view = 'view-capped-0001';
    for (let batch = 0; batch < 3; batch += 1) {
      const events = Array.from({ length: 5 }, (_, i) => named('common_kyc_event', { n: batch * 5 + i }));
      await browser.postJson(COLLECT_PATH, { view, events: [...events, { event: 'menu', kind: 'open', props: {} }] });
    }
    const rows = await stored(view);
    expect(rows.filter((r) => r.kind === 'custom')).toHaveLength(10);
    expect(rows.filter((r) => r.kind === 'open')).toHaveLength(3);
    // Concurrent batches of one view cannot both take the last places.
    const raced = 'view-capped-race';
    await Promise.all(
      Array.from({ length: 4 }, () => browser.postJson(COLLECT_PATH, { view: raced, events: Array(4).fill(named('common_kyc_event')) })),
    );
    expect(await stored(raced)).toHaveLength(10);
  });

  it.each([
    ['a malformed event name', { view: 'view-bad-00001', events: [{ event: 'Drop Table;' }] }, 'events.0.event'],
    ['an unknown kind', { view: 'view-bad-00002', events: [{ event: 'x', kind: 'scroll' }] }, 'events.0.kind'],
    ['an empty batch', { view: 'view-bad-00003', events: [] }, 'events'],
    ['more than 20 events', { view: 'view-bad-00004', events: Array(21).fill(named('x')) }, 'events'],
    ['no view id', { events: [named('x')] }, 'view'],
  ])('refuses %s with a 400 naming the field', async (_label, body, field) => {
    const res = await visitor('all').postJson(COLLECT_PATH, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(field);
  });
});

describe('the operators report (events per day)', () => {
  it('counts per UTC day, name and kind, through the endpoint and npm run ops', async () => {
    await visitor('all').postJson(COLLECT_PATH, {
      view: 'view-report-001',
      events: [named('trade_future_fund_password'), named('trade_future_fund_password')],
    });
    const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
    const res = await app.request(`${OPERATOR_ANALYTICS_REPORT_PATH}?days=1`, { headers: auth });
    expect(res.status).toBe(200);
    const { rows } = (await res.json()) as { rows: { day: string; event: string; kind: string; count: number }[] };
    expect(rows).toContainEqual({ day: '2026-01-15', event: 'trade_future_fund_password', kind: 'custom', count: 2 });
    expect((await app.request(OPERATOR_ANALYTICS_REPORT_PATH)).status).toBe(401);

    const ops = await app.request(OPERATOR_OPS_PATH, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ argv: ['analytics', 'report', '--days', '1'] }),
    });
    const out = (await ops.json()) as { exitCode: number; lines: string[] };
    expect(out.exitCode).toBe(0);
    expect(out.lines).toContain('2026-01-15\tcustom\ttrade_future_fund_password\t2');
  });
});
