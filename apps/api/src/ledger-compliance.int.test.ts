import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, apiErrorSchema } from '@ex/contracts';
import { seedCompliance } from '@ex/db';
import { Browser } from './test/harness';
import { ledgerRows, newTrader, startLedgerApi, type LedgerTestApi } from './services/ledger/testing';

// §5 "Unsupported features": the API refuses an order for a product this visitor may not use on
// this sub-site, exactly as proxy.ts and the pages refuse its page (a request that never saw the
// page, or skipped the proxy, is refused all the same).
const SPEC = '§5 unsupported features, enforced on the order itself';

let t: LedgerTestApi;
let geoApp: { app: LedgerTestApi['app'] };
beforeAll(async () => {
  t = await startLedgerApi();
  // The demo compliance rules (which countries may use which product per sub-site).
  await seedCompliance(t.api.handle.db);
  // The visitor's country from X-Geo-Country (TRUST_GEO_HEADER=1), on the same database and market.
  geoApp = { app: t.api.createApp({ market: t.market, stream: t.stream, trustGeoHeader: true }) };
});
afterAll(async () => {
  await t?.close();
});

/** The trader's session from `host`, as a visitor in `country`. */
async function visitor(email: string, country: string, host = 'localhost') {
  const { browser: signedIn, uid } = await newTrader(t, email, [['USDT', '50000']]);
  const browser = new Browser(geoApp, host);
  for (const [name, value] of signedIn.cookies) browser.cookies.set(name, value);
  const post = (path: string, body: unknown) => browser.postJson(path, body, { ...browser.csrfHeaders(), 'x-geo-country': country });
  return { browser, uid, post };
}

const futures = (id: string) => ({ client_order_id: id, market: 'futures', symbol: 'BTC_USDT', side: 1, type: 1, quantity: '0.01' });

async function expectRefused(res: Response) {
  const body = apiErrorSchema.parse(await res.json());
  expect(res.status, JSON.stringify(body)).toBe(403);
  expect(body).toMatchObject({ code: ERROR_CODES.forbidden, field: 'market' });
}

describe(SPEC, () => {
  it('main site: a US visitor cannot open futures (nothing written); a Japanese visitor can', async () => {
    const us = await visitor('gate-us@example.com', 'US');
    await expectRefused(await us.post('/api/web/v1/ledger/orders', futures('us-1')));
    expect(await ledgerRows(t.api.handle.db, us.uid)).toEqual({ orders: 0, fills: 0 });

    const jp = await visitor('gate-jp@example.com', 'JP');
    const res = await jp.post('/api/web/v1/ledger/orders', futures('jp-1'));
    expect(res.status).toBe(200);
  });

  it('a position opened where futures are permitted can still be closed from where they are not', async () => {
    const trader = await visitor('gate-travel@example.com', 'JP');
    expect((await trader.post('/api/web/v1/ledger/orders', futures('t-1'))).status).toBe(200);
    const closed = await trader.browser.postJson(
      '/api/web/v1/ledger/positions/close',
      { symbol: 'BTC_USDT' },
      { ...trader.browser.csrfHeaders(), 'x-geo-country': 'US' },
    );
    expect(closed.status).toBe(200);
  });

  it('the EU sub-site has no futures (upcoming) and no margin: refused for any visitor; spot is served', async () => {
    const eu = await visitor('gate-eu@example.com', 'IT', 'eu.localhost');
    await expectRefused(await eu.post('/api/web/v1/ledger/orders', futures('eu-1')));
    await expectRefused(await eu.post('/api/web/v1/ledger/orders', { ...futures('eu-2'), market: 'margin', leverage: 3 }));
    const spot = await eu.post('/api/web/v1/ledger/orders', { ...futures('eu-3'), market: 'spot' });
    expect(spot.status).toBe(200);
  });

  it('a leveraged token is the ETF product: refused where ETF is not permitted, even as a spot order', async () => {
    const eu = await visitor('gate-eu-etf@example.com', 'IT', 'eu.localhost');
    await expectRefused(
      await eu.post('/api/web/v1/ledger/orders', {
        client_order_id: 'etf-1',
        market: 'spot',
        symbol: 'ETH5L_USDT',
        side: 1,
        type: 1,
        quantity: '1',
      }),
    );
  });
});
