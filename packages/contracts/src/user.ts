import { z } from 'zod';

const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'decimal string');

/** §3 "User info" nested `user_info` object. */
export const userInfoDetailSchema = z.object({
  avatar: z.string(),
  birthday: z.string(),
  from_channel: z.string(),
  nft_id: z.string(),
  nick: z.string(),
  nick_en: z.string(),
  sex: z.number().int(),
  uid: z.number().int(),
});

/** §3 "User info" as served by GET /api/web/v1/usercenter/get_info. */
export const userInfoSchema = z.object({
  uid: z.number().int().nonnegative(),
  /** KYC level code (§3: 0, 5, 2, 1, 4, 3). */
  verified: z.number().int(),
  /** Numeric country code (233 is treated specially, §3). */
  country: z.number().int(),
  is_login: z.boolean(),
  total_usd: decimalString,
  total_btc: decimalString,
  is_sub: z.boolean(),
  nickname: z.string(),
  nickname_source: z.string(),
  user_info: userInfoDetailSchema,
  kyc_status: z.number().int(),
  tier: z.number().int(),
  phone: z.string(),
  email: z.string(),
  third_part_login: z.array(z.string()),
  encrypted_uid: z.string(),
  flag: z.number().int(),
  login2: z.number().int(),
  sub_site_id: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** §8: user info defaults (a visitor). */
export const USER_INFO_DEFAULT: UserInfo = {
  uid: 0,
  verified: 0,
  country: 0,
  is_login: false,
  total_usd: '0',
  total_btc: '0',
  is_sub: false,
  nickname: '',
  nickname_source: 'other',
  user_info: { avatar: '', birthday: '', from_channel: '', nft_id: '', nick: '', nick_en: '', sex: 0, uid: 0 },
  kyc_status: 0,
  tier: 0,
  phone: '',
  email: '',
  third_part_login: [],
  encrypted_uid: '',
  flag: 0,
  login2: 0,
  sub_site_id: 0,
};

/** §3 "Total funds", GET /apiw/v2/account/total_funds. */
export const totalFundsSchema = z.object({ total_btc: decimalString, total_usd: decimalString });
export type TotalFunds = z.infer<typeof totalFundsSchema>;
/** §8: total funds 0. */
export const TOTAL_FUNDS_DEFAULT: TotalFunds = { total_btc: '0', total_usd: '0' };

/** GET /api/web/v1/usercenter/get_kyc_status. */
export const kycStatusSchema = z.object({ kyc_status: z.number().int() });
export type KycStatus = z.infer<typeof kycStatusSchema>;
/** §3 "The KYC status defaults to 0"; §8 kyc_status 0. */
export const KYC_STATUS_DEFAULT: KycStatus = { kyc_status: 0 };

/** GET get_user_tier / vip-center get-user-tier: §3 "VIP: trial.tier, trial.expire_time". */
export const userTierSchema = z.object({
  tier: z.number().int().nonnegative(),
  trial: z.object({
    tier: z.number().int().nonnegative(),
    /** Unix seconds; 0 when there is no trial. */
    expire_time: z.number().int().nonnegative(),
  }),
});
export type UserTier = z.infer<typeof userTierSchema>;
export const USER_TIER_DEFAULT: UserTier = { tier: 0, trial: { tier: 0, expire_time: 0 } };
