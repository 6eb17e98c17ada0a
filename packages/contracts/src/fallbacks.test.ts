import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from './endpoints';

/** §8 "Failed fetches … Silent fallback to defaults", one row per endpoint this platform serves. */
const CASES: { name: EndpointName; spec: string; expected: unknown }[] = [
  {
    name: 'userInfo',
    spec: '§8 user info defaults; §3 nickname_source (default other)',
    expected: expect.objectContaining({
      uid: 0,
      is_login: false,
      verified: 0,
      kyc_status: 0,
      nickname_source: 'other',
      total_usd: '0',
      total_btc: '0',
    }),
  },
  {
    name: 'siteSettings',
    spec: '§8 settings lang_list empty, USD, 2700',
    expected: expect.objectContaining({
      lang_list: [],
      curr_fiat: 'USD',
      currency_count: 2700,
      defaultBuyCryptoFiat: 'USD',
      defaultP2PFiat: 'USD',
    }),
  },
  { name: 'totalFunds', spec: '§8 total funds 0', expected: { total_btc: '0', total_usd: '0' } },
  { name: 'kycStatus', spec: '§8 kyc_status 0; §3 "The KYC status defaults to 0"', expected: { kyc_status: 0 } },
  {
    name: 'userTier',
    spec: '§4.1 trial VIP only when trial.tier is above 0 — the fallback is no trial',
    expected: { tier: 0, trial: { tier: 0, expire_time: 0 } },
  },
  { name: 'vipUserTier', spec: 'same data as get_user_tier', expected: { tier: 0, trial: { tier: 0, expire_time: 0 } } },
  {
    name: 'homeStats',
    spec: '§3 "Home static stats (all strings, default 0)"',
    expected: {
      trading_volume: '0',
      curr_count: '0',
      user_register_count: '0',
      simple_earn_apr_usdt: '0',
      max_profit_rate: '0',
      lend_earn_max_rate: '0',
      total_reserve_rate: '0',
    },
  },
  {
    name: 'assetPrices',
    spec: 'issue 12 display currency — decision: no prices, so no estimate rather than a wrong one',
    expected: { list: [] },
  },
  {
    name: 'securityOverview',
    spec: 'decision: a failed overview shows nothing set up, one-hour validity (the default)',
    expected: { has_fundpass: false, fundpass_frequency: 1, totp_enabled: false, locked_until: null },
  },
  { name: 'userFrequency', spec: 'decision: §4.10 default validity one hour (1)', expected: { frequency: 1 } },
  { name: 'subUserType', spec: '§8 "fall back to type 1 sub type 1"', expected: { is_sub: false, type: 1, sub_type: 1 } },
  {
    name: 'subAccountInfo',
    spec: '§8 Sub-account info non-zero code: "fall back to type 1 sub type 1"',
    expected: { type: 1, sub_type: 1 },
  },
  { name: 'kycApplication', spec: 'decision: no saved application (the form starts empty)', expected: { application: null } },
  {
    name: 'complianceCheck',
    spec: '§8 "footer tips empty structures"; "Compliance check failure or non-zero code: Gate skipped, page loads"',
    expected: expect.objectContaining({ menu: [], business: [], tips: { state: null, popups: [] } }),
  },
  { name: 'footerTipsCheck', spec: '§8 "footer tips empty structures"', expected: expect.objectContaining({ menu: [], business: [] }) },
  {
    name: 'ipGateConfig',
    spec: '§4.9 "The gate does not run when disabled … on any failure the page shows normally"',
    expected: { enabled: false, stun_servers: [] },
  },
  {
    name: 'trDeclarationStatus',
    spec: '§8 "Declaration fetch or sign failure: Logged; treated as status 1 (unsigned)"',
    expected: { status: 1, content: '' },
  },
  {
    name: 'customerDeclarationStatus',
    spec: 'decision: like the Turkey declaration, a failed fetch means unsigned',
    expected: { status: 1, content: '' },
  },
  { name: 'trendingStories', spec: '404 trending stories: an empty list, never an error', expected: { list: [] } },
  {
    name: 'contentArticles',
    spec: 'issue 15 decision: a section that cannot be loaded shows an empty first page with a notice',
    expected: { list: [], total: 0, page: 1, page_size: 20, categories: [] },
  },
  {
    name: 'contentArticle',
    spec: 'issue 15 decision: no article (the page tells this object apart and shows a notice, not a 404)',
    expected: { article: null },
  },
  {
    name: 'marketCandles',
    spec: 'decision: a failed candle fetch draws no bars (§9 default resolution 60)',
    expected: { symbol: '', market: 'spot', resolution: '60', candles: [] },
  },
  { name: 'marketTickers', spec: 'decision: a failed market list is empty', expected: { market: 'spot', list: [] } },
  {
    name: 'marketTicker',
    spec: '§5 chart menu "entries appear only when the price starts with a digit": no ticker, no price',
    expected: { ticker: null },
  },
  {
    name: 'marketDepth',
    spec: 'decision: a failed order book is empty',
    expected: { symbol: '', market: 'spot', time: 0, bids: [], asks: [] },
  },
  { name: 'marketTrades', spec: 'decision: failed recent trades are an empty list', expected: { symbol: '', market: 'spot', list: [] } },
  { name: 'marketSymbols', spec: 'decision: a failed symbol list is empty (symbol search finds nothing)', expected: { list: [] } },
  { name: 'marketEvents', spec: '§3 "Event marker" — decision: a failed event fetch draws no event markers', expected: { list: [] } },
  {
    name: 'chartLayout',
    spec: 'issue 5 "Layout … Also stored on the server" — decision: a failed fetch means nothing saved (local layout, then the default)',
    expected: { layout: null },
  },
  {
    name: 'ledgerBalances',
    spec: 'decision: failed ledger balances show none (the order form then offers no amount)',
    expected: { list: [] },
  },
  { name: 'ledgerOrders', spec: 'decision: failed ledger orders draw no order lines', expected: { list: [] } },
  { name: 'ledgerFills', spec: 'decision: failed fills draw no B/S markers', expected: { list: [] } },
  { name: 'ledgerPositions', spec: 'decision: failed positions draw no position lines', expected: { list: [] } },
  {
    name: 'ledgerLiquidations',
    spec: 'decision: failed liquidation levels draw no heat bars',
    expected: { symbol: '', mark_price: null, list: [] },
  },
  { name: 'ledgerAlerts', spec: 'decision: a failed alert list is empty', expected: { list: [] } },
  { name: 'ledgerNotifications', spec: 'decision: failed notifications show none, nothing unread', expected: { list: [], unread: 0 } },
];

describe('§8 fallbacks', () => {
  it.each(CASES)('$name: $spec', ({ name, expected }) => {
    const endpoint = ENDPOINTS[name];
    expect(endpoint.fallback).toEqual(expected);
    // A fallback must itself satisfy the contract the UI renders from.
    expect(endpoint.data.safeParse(endpoint.fallback).success).toBe(true);
  });

  // POSTs whose failure the spec turns into a default instead of an error the user sees.
  const POST_FALLBACKS: { name: EndpointName; spec: string; expected: unknown }[] = [
    {
      name: 'userAgreementStatus',
      spec: '§8 "User agreement check failure: Treated as no agreement needed"',
      expected: { status: 0, content: '', submit_button: '' },
    },
    {
      name: 'ipCheck',
      spec: '§4.9 "The page shows normally … on any failure" (result 1: no dialog)',
      expected: expect.objectContaining({ result: 1, closable: 1 }),
    },
  ];
  it.each(POST_FALLBACKS)('$name: $spec', ({ name, expected }) => {
    expect(ENDPOINTS[name].fallback).toEqual(expected);
    expect(ENDPOINTS[name].data.safeParse(ENDPOINTS[name].fallback).success).toBe(true);
  });

  it('every GET endpoint has a fallback; other POSTs surface their errors instead', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      if (endpoint.method === 'GET') expect(endpoint.fallback, name).not.toBeNull();
      else if (!POST_FALLBACKS.some((p) => p.name === name)) expect(endpoint.fallback, name).toBeNull();
    }
    expect(CASES.map((c) => c.name).sort()).toEqual(
      Object.entries(ENDPOINTS)
        .filter(([, e]) => e.method === 'GET')
        .map(([n]) => n)
        .sort(),
    );
  });
});
