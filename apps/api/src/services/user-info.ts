import type { KycStatus, TotalFunds, UserInfo, UserTier } from '@ex/contracts';
import { assets, balances, eq, type Database, type UserRow } from '@ex/db';
import { SITES, SITE_KEYS, type SiteKey } from '@ex/sites';
import { divDecimal, formatDecimal, mulDecimal, parseDecimal } from './decimal';

/**
 * Total funds valued in USD (balance × USD price, available + locked) and in BTC (USD total ÷ BTC
 * price). `prices` are the current prices (services/wallet/prices.ts `usdPrices`: the market's
 * last prices, else the reference prices); without them the assets table's reference prices.
 * Balances of currencies without a price count as 0. USD to 2 places, BTC to 8.
 */
export async function totalFunds(db: Database, uid: number, prices?: ReadonlyMap<string, string>): Promise<TotalFunds> {
  const usdPrices =
    prices ??
    new Map((await db.select({ symbol: assets.symbol, usdPrice: assets.usdPrice }).from(assets)).map((a) => [a.symbol, a.usdPrice]));
  const rows = await db
    .select({ currency: balances.currency, available: balances.available, locked: balances.locked })
    .from(balances)
    .where(eq(balances.uid, uid));
  let usd = 0n;
  for (const row of rows) {
    const price = usdPrices.get(row.currency);
    if (price === undefined) continue;
    usd += mulDecimal(parseDecimal(row.available) + parseDecimal(row.locked), parseDecimal(price));
  }
  const btc = usdPrices.get('BTC');
  const totalBtc = btc !== undefined && parseDecimal(btc) > 0n ? divDecimal(usd, parseDecimal(btc)) : 0n;
  return { total_usd: formatDecimal(usd, 2), total_btc: formatDecimal(totalBtc, 8) };
}

function siteIdOf(siteKey: string): number {
  return (SITE_KEYS as readonly string[]).includes(siteKey) ? SITES[siteKey as SiteKey].id : 0;
}

/** §3 User info of a signed-in user. Fields with no backing data here keep the contract defaults. */
export function toUserInfo(user: UserRow, funds: TotalFunds): UserInfo {
  return {
    uid: user.uid,
    verified: user.verified,
    country: user.country,
    is_login: true,
    total_usd: funds.total_usd,
    total_btc: funds.total_btc,
    is_sub: user.isSub,
    nickname: user.nickname,
    nickname_source: 'other',
    user_info: {
      avatar: '',
      birthday: '',
      from_channel: user.fromChannel,
      nft_id: '',
      nick: user.nickname,
      nick_en: '',
      sex: 0,
      uid: user.uid,
    },
    kyc_status: user.kycStatus,
    tier: user.tier,
    phone: user.phone,
    email: user.email,
    third_part_login: [],
    encrypted_uid: '',
    flag: 0,
    login2: 0,
    sub_site_id: siteIdOf(user.siteKey),
  };
}

export function kycStatusOf(user: UserRow): KycStatus {
  return { kyc_status: user.kycStatus };
}

/** §3 VIP: the stored trial is reported as is (also when expired) so the client can tell VIP_EXPIRED. */
export function userTierOf(user: UserRow): UserTier {
  return { tier: user.tier, trial: { tier: user.trialTier, expire_time: user.trialExpireTime } };
}
