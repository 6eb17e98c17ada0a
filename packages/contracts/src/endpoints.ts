import type { z } from 'zod';
import { envelope } from './envelope';
import {
  KYC_STATUS_DEFAULT,
  TOTAL_FUNDS_DEFAULT,
  USER_INFO_DEFAULT,
  USER_TIER_DEFAULT,
  kycStatusSchema,
  totalFundsSchema,
  userInfoSchema,
  userTierSchema,
} from './user';
import {
  ASSET_PRICES_DEFAULT,
  HOME_STATS_DEFAULT,
  SITE_SETTINGS_DEFAULT,
  assetPricesSchema,
  homeStatsSchema,
  siteSettingsQuerySchema,
  siteSettingsSchema,
} from './site';
import { TRENDING_STORIES_DEFAULT, trendingStoriesSchema } from './content';
import {
  SUB_ACCOUNT_INFO_DEFAULT,
  fundpassChangeBodySchema,
  fundpassSetBodySchema,
  fundpassVerifyBodySchema,
  fundpassVerifyResultSchema,
  okSchema,
  securityOverviewSchema,
  subAccountInfoSchema,
  subAccountQuerySchema,
  subUserTypeSchema,
  totpConfirmBodySchema,
  totpSetupSchema,
  userFrequencySchema,
} from './security';
import { kycApplicationQuerySchema, kycApplicationResultSchema, kycDraftBodySchema, kycSubmitBodySchema } from './kyc';
import { authResultSchema, loginBodySchema, logoutResultSchema, signupBodySchema } from './auth';
import {
  COMPLIANCE_CHECK_DEFAULT,
  DECLARATION_DEFAULT,
  USER_AGREEMENT_DEFAULT,
  complianceCheckSchema,
  declarationStatusSchema,
  ipCheckBodySchema,
  ipCheckResultSchema,
  ipGateConfigSchema,
  sceneBodySchema,
  userAgreementStatusSchema,
} from './compliance';
import { def, none } from './endpoint-def';
import { TRADING_ENDPOINTS } from './endpoints-trading';
import { CONTENT_ENDPOINTS } from './content-articles';

/**
 * Every §7 call this platform serves, with its contract and fallback. The API validates input
 * and output with these; the web fetchers parse with them and fall back on mismatch.
 */
export const ENDPOINTS = {
  userInfo: def({
    method: 'GET',
    path: '/api/web/v1/usercenter/get_info',
    query: none,
    body: none,
    data: userInfoSchema,
    fallback: USER_INFO_DEFAULT,
    auth: false,
  }),
  totalFunds: def({
    method: 'GET',
    path: '/apiw/v2/account/total_funds',
    query: none,
    body: none,
    data: totalFundsSchema,
    fallback: TOTAL_FUNDS_DEFAULT,
    auth: true,
  }),
  siteSettings: def({
    method: 'GET',
    path: '/api/web/v1/site/settings',
    query: siteSettingsQuerySchema,
    body: none,
    data: siteSettingsSchema,
    fallback: SITE_SETTINGS_DEFAULT,
    auth: false,
  }),
  kycStatus: def({
    method: 'GET',
    path: '/api/web/v1/usercenter/get_kyc_status',
    query: none,
    body: none,
    data: kycStatusSchema,
    fallback: KYC_STATUS_DEFAULT,
    auth: true,
  }),
  userTier: def({
    method: 'GET',
    path: '/api/web/v1/usercenter/get_user_tier',
    query: none,
    body: none,
    data: userTierSchema,
    fallback: USER_TIER_DEFAULT,
    auth: true,
  }),
  vipUserTier: def({
    method: 'GET',
    path: '/api/web/v1/vip-center/get-user-tier',
    query: none,
    body: none,
    data: userTierSchema,
    fallback: USER_TIER_DEFAULT,
    auth: true,
  }),
  homeStats: def({
    method: 'GET',
    path: '/api/web/v1/site/homeStaticTradeData',
    query: none,
    body: none,
    data: homeStatsSchema,
    fallback: HOME_STATS_DEFAULT,
    auth: false,
  }),
  assetPrices: def({
    method: 'GET',
    path: '/api/web/v1/site/asset_prices',
    query: none,
    body: none,
    data: assetPricesSchema,
    fallback: ASSET_PRICES_DEFAULT,
    auth: false,
  }),
  trendingStories: def({
    method: 'GET',
    path: '/api/web/v1/content/trending-stories',
    query: none,
    body: none,
    data: trendingStoriesSchema,
    fallback: TRENDING_STORIES_DEFAULT,
    auth: false,
  }),
  signup: def({
    method: 'POST',
    path: '/api/web/v1/auth/signup',
    query: none,
    body: signupBodySchema,
    data: authResultSchema,
    fallback: null,
    auth: false,
  }),
  login: def({
    method: 'POST',
    path: '/api/web/v1/auth/login',
    query: none,
    body: loginBodySchema,
    data: authResultSchema,
    fallback: null,
    auth: false,
  }),
  // Account security (issue 4).
  securityOverview: def({
    method: 'GET',
    path: '/api/web/v1/security/overview',
    query: none,
    body: none,
    data: securityOverviewSchema,
    fallback: { has_fundpass: false, fundpass_frequency: 1, totp_enabled: false, locked_until: null },
    auth: true,
  }),
  userFrequency: def({
    method: 'GET',
    path: '/apiweb/v1/user/get_user_frequency',
    query: none,
    body: none,
    data: userFrequencySchema,
    fallback: { frequency: 1 },
    auth: true,
  }),
  fundpassSet: def({
    method: 'POST',
    path: '/api/web/v1/security/fundpass/set',
    query: none,
    body: fundpassSetBodySchema,
    data: okSchema,
    fallback: null,
    auth: true,
  }),
  fundpassChange: def({
    method: 'POST',
    path: '/api/web/v1/security/fundpass/change',
    query: none,
    body: fundpassChangeBodySchema,
    data: okSchema,
    fallback: null,
    auth: true,
  }),
  fundpassVerify: def({
    method: 'POST',
    path: '/api/web/v1/security/fundpass/verify',
    query: none,
    body: fundpassVerifyBodySchema,
    data: fundpassVerifyResultSchema,
    fallback: null,
    auth: true,
  }),
  totpSetup: def({
    method: 'POST',
    path: '/api/web/v1/security/totp/setup',
    query: none,
    body: none,
    data: totpSetupSchema,
    fallback: null,
    auth: true,
  }),
  totpConfirm: def({
    method: 'POST',
    path: '/api/web/v1/security/totp/confirm',
    query: none,
    body: totpConfirmBodySchema,
    data: okSchema,
    fallback: null,
    auth: true,
  }),
  subUserType: def({
    method: 'GET',
    path: '/api/web/v1/usercenter/get_sub_user_type',
    query: none,
    body: none,
    data: subUserTypeSchema,
    fallback: { is_sub: false, ...SUB_ACCOUNT_INFO_DEFAULT },
    auth: true,
  }),
  // A uid that is not the caller's sub-account: HTTP 200, code 40400, data null (§8 "non-zero code").
  subAccountInfo: def({
    method: 'GET',
    path: '/api/web/v1/usercenter/sub_account_info',
    query: subAccountQuerySchema,
    body: none,
    data: subAccountInfoSchema.nullable(),
    fallback: SUB_ACCOUNT_INFO_DEFAULT,
    auth: true,
  }),
  // KYC applications (issue 4). The document upload is multipart: see kycDocumentFieldsSchema.
  kycApplication: def({
    method: 'GET',
    path: '/api/web/v1/kyc/application',
    query: kycApplicationQuerySchema,
    body: none,
    data: kycApplicationResultSchema,
    fallback: { application: null },
    auth: true,
  }),
  kycDraft: def({
    method: 'POST',
    path: '/api/web/v1/kyc/application/draft',
    query: none,
    body: kycDraftBodySchema,
    data: kycApplicationResultSchema,
    fallback: null,
    auth: true,
  }),
  kycSubmit: def({
    method: 'POST',
    path: '/api/web/v1/kyc/application/submit',
    query: none,
    body: kycSubmitBodySchema,
    data: kycApplicationResultSchema,
    fallback: null,
    auth: true,
  }),
  // Compliance and region layer (issue 3).
  complianceCheck: def({
    method: 'GET',
    path: '/api/web/v1/compliance/check',
    query: none,
    body: none,
    data: complianceCheckSchema,
    fallback: COMPLIANCE_CHECK_DEFAULT,
    auth: false,
  }),
  footerTipsCheck: def({
    method: 'GET',
    path: '/api/web/v1/kyc/footerTipsCheck',
    query: none,
    body: none,
    data: complianceCheckSchema,
    fallback: COMPLIANCE_CHECK_DEFAULT,
    auth: false,
  }),
  ipGateConfig: def({
    method: 'GET',
    path: '/api/web/v1/compliance-kyc/ip-penetration/config',
    query: none,
    body: none,
    data: ipGateConfigSchema,
    fallback: { enabled: false, stun_servers: [] },
    auth: false,
  }),
  // §8 "Compliance check failure or non-zero code: gate skipped" — result 1 shows nothing.
  ipCheck: def({
    method: 'POST',
    path: '/api/web/v1/compliance-kyc/ip-penetration/check',
    query: none,
    body: ipCheckBodySchema,
    data: ipCheckResultSchema,
    fallback: { result: 1, title: '', content: '', button: '', url: '', token: '', closable: 1 },
    auth: true,
  }),
  userAgreementStatus: def({
    method: 'POST',
    path: '/api/web/v1/compliance-kyc/user-agreement/status',
    query: none,
    body: sceneBodySchema,
    data: userAgreementStatusSchema,
    fallback: USER_AGREEMENT_DEFAULT,
    auth: true,
  }),
  userAgreementSubmit: def({
    method: 'POST',
    path: '/api/web/v1/compliance-kyc/user-agreement/submit-status',
    query: none,
    body: sceneBodySchema,
    data: userAgreementStatusSchema,
    fallback: null,
    auth: true,
  }),
  trDeclarationStatus: def({
    method: 'GET',
    path: '/api/web/v1/compliance-kyc/tr-declaration/status',
    query: none,
    body: none,
    data: declarationStatusSchema,
    fallback: DECLARATION_DEFAULT,
    auth: true,
  }),
  trDeclarationSubmit: def({
    method: 'POST',
    path: '/api/web/v1/compliance-kyc/tr-declaration/submit',
    query: none,
    body: none,
    data: declarationStatusSchema,
    fallback: null,
    auth: true,
  }),
  customerDeclarationStatus: def({
    method: 'GET',
    path: '/api/web/v1/compliance-kyc/customer-understand-declaration/status',
    query: none,
    body: none,
    data: declarationStatusSchema,
    fallback: DECLARATION_DEFAULT,
    auth: true,
  }),
  customerDeclarationSubmit: def({
    method: 'POST',
    path: '/api/web/v1/compliance-kyc/customer-understand-declaration/submit-status',
    query: none,
    body: none,
    data: declarationStatusSchema,
    fallback: null,
    auth: true,
  }),
  logout: def({
    method: 'POST',
    path: '/api/web/v1/auth/logout',
    query: none,
    body: none,
    data: logoutResultSchema,
    fallback: null,
    auth: false,
  }),
  ...TRADING_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
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
/** Runs one `npm run ops` command inside the API: body `{ argv: string[] }`, answer `{ exitCode, lines }`. */
export const OPERATOR_OPS_PATH = '/api/operator/ops';

/** Path prefixes the web server forwards to the API process (§7 path shapes). */
export const API_PATH_PREFIXES = ['/api/', '/apiw/', '/apiweb/', '/json_svr/', '/dfdid/'] as const;

/** @example isApiPath('/apiw/v2/account/total_funds') === true */
export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((p) => pathname.startsWith(p));
}
