import { z } from 'zod';
import { envelope } from './envelope';
import {
  KYC_STATUS_DEFAULT, TOTAL_FUNDS_DEFAULT, USER_INFO_DEFAULT, USER_TIER_DEFAULT,
  kycStatusSchema, totalFundsSchema, userInfoSchema, userTierSchema,
} from './user';
import { HOME_STATS_DEFAULT, SITE_SETTINGS_DEFAULT, homeStatsSchema, siteSettingsQuerySchema, siteSettingsSchema } from './site';
import { TRENDING_STORIES_DEFAULT, trendingStoriesSchema } from './content';
import {
  SUB_ACCOUNT_INFO_DEFAULT, fundpassChangeBodySchema, fundpassSetBodySchema, fundpassVerifyBodySchema, fundpassVerifyResultSchema,
  okSchema, securityOverviewSchema, subAccountInfoSchema, subAccountQuerySchema, subUserTypeSchema, totpConfirmBodySchema,
  totpSetupSchema, userFrequencySchema,
} from './security';
import { kycApplicationQuerySchema, kycApplicationResultSchema, kycDraftBodySchema, kycSubmitBodySchema } from './kyc';
import { authResultSchema, loginBodySchema, logoutResultSchema, signupBodySchema } from './auth';
import {
  COMPLIANCE_CHECK_DEFAULT, DECLARATION_DEFAULT, USER_AGREEMENT_DEFAULT, complianceCheckSchema, declarationStatusSchema,
  ipCheckBodySchema, ipCheckResultSchema, ipGateConfigSchema, sceneBodySchema, userAgreementStatusSchema,
} from './compliance';
import {
  CANDLES_DEFAULT, DEPTH_DEFAULT, MARKET_SYMBOLS_DEFAULT, TICKERS_DEFAULT, TICKER_DEFAULT, TRADES_DEFAULT, candlesQuerySchema, candlesSchema,
  depthQuerySchema, depthSchema, marketQuerySchema, marketSymbolsSchema, symbolQuerySchema, symbolsQuerySchema, tickerResultSchema,
  tickersSchema, tradesQuerySchema, tradesSchema,
} from './market';
import {
  LIQUIDATIONS_DEFAULT, NOTIFICATIONS_DEFAULT, alertResultSchema, alertsQuerySchema, alertsSchema, balancesSchema, cancelOrderBodySchema,
  closePositionBodySchema, createAlertBodySchema, deleteAlertBodySchema, fillsQuerySchema, fillsSchema, liquidationsQuerySchema,
  liquidationsSchema, notificationsQuerySchema, notificationsSchema, orderResultSchema, ordersQuerySchema, ordersSchema,
  placeOrderBodySchema, placeOrderResultSchema, positionChangeSchema, positionResultSchema, positionTpslBodySchema, positionsQuerySchema,
  positionsSchema, readNotificationsBodySchema, readNotificationsResultSchema, reversePositionBodySchema,
} from './ledger';
import { CHART_LAYOUT_DEFAULT, chartLayoutQuerySchema, chartLayoutResultSchema, saveChartLayoutBodySchema, savedChartLayoutSchema } from './chart';
import { MARKET_EVENTS_DEFAULT, marketEventsQuerySchema, marketEventsSchema } from './market-events';

interface EndpointDef<Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query: Q;
  readonly body: B;
  /** Schema of `data` inside the envelope. */
  readonly data: D;
  /** §8 fallback when the call fails; null when a failure must surface to the user. */
  readonly fallback: z.infer<D> | null;
  /** Requires a signed-in session. */
  readonly auth: boolean;
}

// Unknown query keys (cache busters) are stripped; bodies of calls without one are ignored.
const none = z.object({});
const def = <Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(e: EndpointDef<Q, B, D>) => e;

/**
 * Every §7 call this platform serves, with its contract and fallback. The API validates input
 * and output with these; the web fetchers parse with them and fall back on mismatch.
 */
export const ENDPOINTS = {
  userInfo: def({ method: 'GET', path: '/api/web/v1/usercenter/get_info', query: none, body: none, data: userInfoSchema, fallback: USER_INFO_DEFAULT, auth: false }),
  totalFunds: def({ method: 'GET', path: '/apiw/v2/account/total_funds', query: none, body: none, data: totalFundsSchema, fallback: TOTAL_FUNDS_DEFAULT, auth: true }),
  siteSettings: def({ method: 'GET', path: '/api/web/v1/site/settings', query: siteSettingsQuerySchema, body: none, data: siteSettingsSchema, fallback: SITE_SETTINGS_DEFAULT, auth: false }),
  kycStatus: def({ method: 'GET', path: '/api/web/v1/usercenter/get_kyc_status', query: none, body: none, data: kycStatusSchema, fallback: KYC_STATUS_DEFAULT, auth: true }),
  userTier: def({ method: 'GET', path: '/api/web/v1/usercenter/get_user_tier', query: none, body: none, data: userTierSchema, fallback: USER_TIER_DEFAULT, auth: true }),
  vipUserTier: def({ method: 'GET', path: '/api/web/v1/vip-center/get-user-tier', query: none, body: none, data: userTierSchema, fallback: USER_TIER_DEFAULT, auth: true }),
  homeStats: def({ method: 'GET', path: '/api/web/v1/site/homeStaticTradeData', query: none, body: none, data: homeStatsSchema, fallback: HOME_STATS_DEFAULT, auth: false }),
  trendingStories: def({ method: 'GET', path: '/api/web/v1/content/trending-stories', query: none, body: none, data: trendingStoriesSchema, fallback: TRENDING_STORIES_DEFAULT, auth: false }),
  signup: def({ method: 'POST', path: '/api/web/v1/auth/signup', query: none, body: signupBodySchema, data: authResultSchema, fallback: null, auth: false }),
  login: def({ method: 'POST', path: '/api/web/v1/auth/login', query: none, body: loginBodySchema, data: authResultSchema, fallback: null, auth: false }),
  // Account security (issue 4).
  securityOverview: def({ method: 'GET', path: '/api/web/v1/security/overview', query: none, body: none, data: securityOverviewSchema, fallback: { has_fundpass: false, fundpass_frequency: 1, totp_enabled: false, locked_until: null }, auth: true }),
  userFrequency: def({ method: 'GET', path: '/apiweb/v1/user/get_user_frequency', query: none, body: none, data: userFrequencySchema, fallback: { frequency: 1 }, auth: true }),
  fundpassSet: def({ method: 'POST', path: '/api/web/v1/security/fundpass/set', query: none, body: fundpassSetBodySchema, data: okSchema, fallback: null, auth: true }),
  fundpassChange: def({ method: 'POST', path: '/api/web/v1/security/fundpass/change', query: none, body: fundpassChangeBodySchema, data: okSchema, fallback: null, auth: true }),
  fundpassVerify: def({ method: 'POST', path: '/api/web/v1/security/fundpass/verify', query: none, body: fundpassVerifyBodySchema, data: fundpassVerifyResultSchema, fallback: null, auth: true }),
  totpSetup: def({ method: 'POST', path: '/api/web/v1/security/totp/setup', query: none, body: none, data: totpSetupSchema, fallback: null, auth: true }),
  totpConfirm: def({ method: 'POST', path: '/api/web/v1/security/totp/confirm', query: none, body: totpConfirmBodySchema, data: okSchema, fallback: null, auth: true }),
  subUserType: def({ method: 'GET', path: '/api/web/v1/usercenter/get_sub_user_type', query: none, body: none, data: subUserTypeSchema, fallback: { is_sub: false, ...SUB_ACCOUNT_INFO_DEFAULT }, auth: true }),
  // A uid that is not the caller's sub-account: HTTP 200, code 40400, data null (§8 "non-zero code").
  subAccountInfo: def({ method: 'GET', path: '/api/web/v1/usercenter/sub_account_info', query: subAccountQuerySchema, body: none, data: subAccountInfoSchema.nullable(), fallback: SUB_ACCOUNT_INFO_DEFAULT, auth: true }),
  // KYC applications (issue 4). The document upload is multipart: see kycDocumentFieldsSchema.
  kycApplication: def({ method: 'GET', path: '/api/web/v1/kyc/application', query: kycApplicationQuerySchema, body: none, data: kycApplicationResultSchema, fallback: { application: null }, auth: true }),
  kycDraft: def({ method: 'POST', path: '/api/web/v1/kyc/application/draft', query: none, body: kycDraftBodySchema, data: kycApplicationResultSchema, fallback: null, auth: true }),
  kycSubmit: def({ method: 'POST', path: '/api/web/v1/kyc/application/submit', query: none, body: kycSubmitBodySchema, data: kycApplicationResultSchema, fallback: null, auth: true }),
  // Compliance and region layer (issue 3).
  complianceCheck: def({ method: 'GET', path: '/api/web/v1/compliance/check', query: none, body: none, data: complianceCheckSchema, fallback: COMPLIANCE_CHECK_DEFAULT, auth: false }),
  footerTipsCheck: def({ method: 'GET', path: '/api/web/v1/kyc/footerTipsCheck', query: none, body: none, data: complianceCheckSchema, fallback: COMPLIANCE_CHECK_DEFAULT, auth: false }),
  ipGateConfig: def({ method: 'GET', path: '/api/web/v1/compliance-kyc/ip-penetration/config', query: none, body: none, data: ipGateConfigSchema, fallback: { enabled: false, stun_servers: [] }, auth: false }),
  // §8 "Compliance check failure or non-zero code: gate skipped" — result 1 shows nothing.
  ipCheck: def({ method: 'POST', path: '/api/web/v1/compliance-kyc/ip-penetration/check', query: none, body: ipCheckBodySchema, data: ipCheckResultSchema, fallback: { result: 1, title: '', content: '', button: '', url: '', token: '', closable: 1 }, auth: true }),
  userAgreementStatus: def({ method: 'POST', path: '/api/web/v1/compliance-kyc/user-agreement/status', query: none, body: sceneBodySchema, data: userAgreementStatusSchema, fallback: USER_AGREEMENT_DEFAULT, auth: true }),
  userAgreementSubmit: def({ method: 'POST', path: '/api/web/v1/compliance-kyc/user-agreement/submit-status', query: none, body: sceneBodySchema, data: userAgreementStatusSchema, fallback: null, auth: true }),
  trDeclarationStatus: def({ method: 'GET', path: '/api/web/v1/compliance-kyc/tr-declaration/status', query: none, body: none, data: declarationStatusSchema, fallback: DECLARATION_DEFAULT, auth: true }),
  trDeclarationSubmit: def({ method: 'POST', path: '/api/web/v1/compliance-kyc/tr-declaration/submit', query: none, body: none, data: declarationStatusSchema, fallback: null, auth: true }),
  customerDeclarationStatus: def({ method: 'GET', path: '/api/web/v1/compliance-kyc/customer-understand-declaration/status', query: none, body: none, data: declarationStatusSchema, fallback: DECLARATION_DEFAULT, auth: true }),
  customerDeclarationSubmit: def({ method: 'POST', path: '/api/web/v1/compliance-kyc/customer-understand-declaration/submit-status', query: none, body: none, data: declarationStatusSchema, fallback: null, auth: true }),
  logout: def({ method: 'POST', path: '/api/web/v1/auth/logout', query: none, body: none, data: logoutResultSchema, fallback: null, auth: false }),
  // Market data (issue 5); an unknown symbol is a 404.
  marketCandles: def({ method: 'GET', path: '/api/web/v1/market/candles', query: candlesQuerySchema, body: none, data: candlesSchema, fallback: CANDLES_DEFAULT, auth: false }),
  marketTickers: def({ method: 'GET', path: '/api/web/v1/market/tickers', query: marketQuerySchema, body: none, data: tickersSchema, fallback: TICKERS_DEFAULT, auth: false }),
  marketTicker: def({ method: 'GET', path: '/api/web/v1/market/ticker', query: symbolQuerySchema, body: none, data: tickerResultSchema, fallback: TICKER_DEFAULT, auth: false }),
  marketDepth: def({ method: 'GET', path: '/api/web/v1/market/depth', query: depthQuerySchema, body: none, data: depthSchema, fallback: DEPTH_DEFAULT, auth: false }),
  marketTrades: def({ method: 'GET', path: '/api/web/v1/market/trades', query: tradesQuerySchema, body: none, data: tradesSchema, fallback: TRADES_DEFAULT, auth: false }),
  marketSymbols: def({ method: 'GET', path: '/api/web/v1/market/symbols', query: symbolsQuerySchema, body: none, data: marketSymbolsSchema, fallback: MARKET_SYMBOLS_DEFAULT, auth: false }),
  // §3 important events: computed new highs/lows plus operators' events, snapped to bars.
  marketEvents: def({ method: 'GET', path: '/api/web/v1/market/events', query: marketEventsQuerySchema, body: none, data: marketEventsSchema, fallback: MARKET_EVENTS_DEFAULT, auth: false }),
  // The chart layout stored for signed-in users (issue 5); the POST needs the CSRF header.
  chartLayout: def({ method: 'GET', path: '/api/web/v1/chart/layout', query: chartLayoutQuerySchema, body: none, data: chartLayoutResultSchema, fallback: CHART_LAYOUT_DEFAULT, auth: true }),
  chartSaveLayout: def({ method: 'POST', path: '/api/web/v1/chart/layout', query: none, body: saveChartLayoutBodySchema, data: savedChartLayoutSchema, fallback: null, auth: true }),
  // Paper-trading ledger (issue 5): session required; POSTs need the CSRF header.
  ledgerBalances: def({ method: 'GET', path: '/api/web/v1/ledger/balances', query: none, body: none, data: balancesSchema, fallback: { list: [] }, auth: true }),
  ledgerOrders: def({ method: 'GET', path: '/api/web/v1/ledger/orders', query: ordersQuerySchema, body: none, data: ordersSchema, fallback: { list: [] }, auth: true }),
  ledgerPlaceOrder: def({ method: 'POST', path: '/api/web/v1/ledger/orders', query: none, body: placeOrderBodySchema, data: placeOrderResultSchema, fallback: null, auth: true }),
  ledgerCancelOrder: def({ method: 'POST', path: '/api/web/v1/ledger/orders/cancel', query: none, body: cancelOrderBodySchema, data: orderResultSchema, fallback: null, auth: true }),
  ledgerFills: def({ method: 'GET', path: '/api/web/v1/ledger/fills', query: fillsQuerySchema, body: none, data: fillsSchema, fallback: { list: [] }, auth: true }),
  ledgerPositions: def({ method: 'GET', path: '/api/web/v1/ledger/positions', query: positionsQuerySchema, body: none, data: positionsSchema, fallback: { list: [] }, auth: true }),
  ledgerClosePosition: def({ method: 'POST', path: '/api/web/v1/ledger/positions/close', query: none, body: closePositionBodySchema, data: positionChangeSchema, fallback: null, auth: true }),
  ledgerReversePosition: def({ method: 'POST', path: '/api/web/v1/ledger/positions/reverse', query: none, body: reversePositionBodySchema, data: positionChangeSchema, fallback: null, auth: true }),
  ledgerPositionTpsl: def({ method: 'POST', path: '/api/web/v1/ledger/positions/tpsl', query: none, body: positionTpslBodySchema, data: positionResultSchema, fallback: null, auth: true }),
  ledgerLiquidations: def({ method: 'GET', path: '/api/web/v1/ledger/liquidations', query: liquidationsQuerySchema, body: none, data: liquidationsSchema, fallback: LIQUIDATIONS_DEFAULT, auth: true }),
  ledgerAlerts: def({ method: 'GET', path: '/api/web/v1/ledger/alerts', query: alertsQuerySchema, body: none, data: alertsSchema, fallback: { list: [] }, auth: true }),
  ledgerCreateAlert: def({ method: 'POST', path: '/api/web/v1/ledger/alerts', query: none, body: createAlertBodySchema, data: alertResultSchema, fallback: null, auth: true }),
  ledgerDeleteAlert: def({ method: 'POST', path: '/api/web/v1/ledger/alerts/delete', query: none, body: deleteAlertBodySchema, data: okSchema, fallback: null, auth: true }),
  ledgerNotifications: def({ method: 'GET', path: '/api/web/v1/ledger/notifications', query: notificationsQuerySchema, body: none, data: notificationsSchema, fallback: NOTIFICATIONS_DEFAULT, auth: true }),
  ledgerReadNotifications: def({ method: 'POST', path: '/api/web/v1/ledger/notifications/read', query: none, body: readNotificationsBodySchema, data: readNotificationsResultSchema, fallback: null, auth: true }),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointData<N extends EndpointName> = z.infer<(typeof ENDPOINTS)[N]['data']>;
export type EndpointBody<N extends EndpointName> = z.infer<(typeof ENDPOINTS)[N]['body']>;

/** Envelope schema of an endpoint's response. */
export function responseSchema<N extends EndpointName>(name: N): z.ZodType<{ code: number; message: string; data: EndpointData<N> }> {
  // The registry is a union per name; the cast narrows it to this endpoint's data type.
  return envelope(ENDPOINTS[name].data as z.ZodType) as unknown as z.ZodType<{ code: number; message: string; data: EndpointData<N> }>;
}

/** Paths outside the envelope convention. */
export const QUERY_SAFE_PATH = '/json_svr/query_safe';
export const KYC_DOCUMENT_PATH = '/api/web/v1/kyc/document';
export const OPERATOR_KYC_REVIEW_PATH = '/api/operator/kyc/review';

/** Path prefixes the web server forwards to the API process (§7 path shapes). */
export const API_PATH_PREFIXES = ['/api/', '/apiw/', '/apiweb/', '/json_svr/'] as const;

/** @example isApiPath('/apiw/v2/account/total_funds') === true */
export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((p) => pathname.startsWith(p));
}
