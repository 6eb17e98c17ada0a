import { Hono, type Context } from 'hono';
import { ERROR_CODES, WALLET_ENDPOINTS } from '@ex/contracts';
import { CHAINS, WALLET_CURRENCIES, decimal, type ChainId, type CurrencyNetwork } from '@ex/domain';
import { getSite, resolvePermittedMenu, type MenuCode } from '@ex/sites';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { ApiFailure, invalidInput } from '../http/failure';
import { readBody, readQuery } from '../http/input';
import { requestSite } from '../http/request-site';
import { assertActionAllowed, createRequestCheck } from '../services/compliance/request-check';
import { checkWithdrawalSecrets, securityOverview } from '../services/security/fundpass';
import { depositAddress } from '../services/wallet/addresses';
import { listAssets, listHistory } from '../services/wallet/assets';
import { claimTestFunds, listDeposits } from '../services/wallet/deposits';
import { fiatDepositInstructions } from '../services/wallet/fiat';
import { redeemGateCode } from '../services/wallet/gate-codes';
import { usdPrices } from '../services/wallet/prices';
import { listWithdrawals, requestWithdrawal, usedTodayUsd } from '../services/wallet/withdrawals';
import { isKyc2Done, withdrawalDailyLimitUsd } from '@ex/domain';

const E = WALLET_ENDPOINTS;

const toNetwork = (n: CurrencyNetwork) => ({
  chain: n.chain,
  name: CHAINS[n.chain].name,
  min_deposit: n.minDeposit,
  min_withdrawal: n.minWithdrawal,
  withdrawal_fee: n.withdrawalFee,
  confirmations: CHAINS[n.chain].confirmations,
});

function networksOf(currency: string): CurrencyNetwork[] {
  const networks = WALLET_CURRENCIES[currency];
  if (networks === undefined) throw invalidInput([{ field: 'currency', message: `Unknown currency ${currency}` }]);
  return [...networks];
}

/**
 * The wallet (issue 13): deposit addresses and history, test-net funds, code deposits, fiat deposit
 * instructions, the assets overview and its history, withdrawals. Every route needs a session and
 * takes the user from it; every POST asks the compliance check's allowed actions ('deposit',
 * 'withdraw') and, for deposits, that the product's menu code is permitted here. Withdrawals stay
 * open to withdraw-only and country-limited accounts (issue 10 "may still withdraw").
 */
export function walletRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const check = createRequestCheck(deps);
  const { db } = deps;

  /** 403 when `code` is not on this visitor's permitted menu for this sub-site. */
  const assertMenu = async (c: Context<AppEnv>, code: MenuCode) => {
    const { site } = requestSite(c, deps.hosts);
    if (resolvePermittedMenu(site.key, await check(c)).includes(code)) return;
    throw new ApiFailure(403, {
      code: ERROR_CODES.forbidden,
      message: 'This deposit method is not available to you on this site',
      field: 'method',
    });
  };

  app.get(E.depositAddress.path, async (c) => {
    const user = await requireUser(c, deps);
    const query = readQuery(c, E.depositAddress.query);
    const networks = networksOf(query.currency);
    const chain: ChainId = query.chain ?? networks[0]!.chain;
    if (!networks.some((n) => n.chain === chain)) {
      throw invalidInput([{ field: 'chain', message: `${query.currency} is not deposited on ${chain}` }]);
    }
    return c.json(
      ok({
        currency: query.currency,
        chain,
        address: depositAddress(deps.secrets.depositAddressKey, user.uid, chain),
        networks: networks.map(toNetwork),
      }),
    );
  });

  app.get(E.deposits.path, async (c) => {
    const user = await requireUser(c, deps);
    const query = readQuery(c, E.deposits.query);
    return c.json(ok({ list: await listDeposits(db, user.uid, query.currency) }));
  });

  app.post(E.testFunds.path, async (c) => {
    const user = await requireUser(c, deps);
    await readBody(c, E.testFunds.body);
    const { site } = requestSite(c, deps.hosts);
    if (getSite(site.key).testFunds !== true) {
      throw new ApiFailure(403, { code: ERROR_CODES.forbidden, message: 'Test funds exist only on the test net', field: 'site' });
    }
    await assertActionAllowed(c, check, 'deposit');
    await assertMenu(c, 'deposit_onchain');
    return c.json(ok({ deposit: await claimTestFunds(db, user.uid, deps.now()) }));
  });

  app.post(E.redeemCode.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.redeemCode.body);
    await assertActionAllowed(c, check, 'deposit');
    await assertMenu(c, 'deposit_gatecode');
    return c.json(ok(await redeemGateCode(db, user.uid, body.code, deps.now())));
  });

  app.get(E.fiatDeposit.path, async (c) => {
    const user = await requireUser(c, deps);
    const { site } = requestSite(c, deps.hosts);
    return c.json(ok(fiatDepositInstructions(site.key, user.uid)));
  });

  app.get(E.assets.path, async (c) => {
    const user = await requireUser(c, deps);
    return c.json(ok({ list: await listAssets(db, user.uid, await usdPrices(db, deps.market)) }));
  });

  app.get(E.history.path, async (c) => {
    const user = await requireUser(c, deps);
    return c.json(ok({ list: await listHistory(db, user.uid) }));
  });

  app.get(E.withdrawInfo.path, async (c) => {
    const user = await requireUser(c, deps);
    const query = readQuery(c, E.withdrawInfo.query);
    const networks = networksOf(query.currency);
    const assets = await listAssets(db, user.uid, new Map());
    const security = await securityOverview(deps, user.uid);
    return c.json(
      ok({
        currency: query.currency,
        available: assets.find((a) => a.currency === query.currency)?.available ?? '0',
        networks: networks.map(toNetwork),
        kyc2_done: isKyc2Done(user.verified),
        daily_limit_usd: withdrawalDailyLimitUsd(user.verified),
        used_today_usd: await usedTodayUsd(db, user.uid, deps.now()),
        has_fundpass: security.has_fundpass,
        totp_enabled: security.totp_enabled,
      }),
    );
  });

  app.get(E.withdrawals.path, async (c) => {
    const user = await requireUser(c, deps);
    return c.json(ok({ list: await listWithdrawals(db, user.uid) }));
  });

  app.post(E.withdraw.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.withdraw.body);
    await assertActionAllowed(c, check, 'withdraw');
    const price = (await usdPrices(db, deps.market)).get(body.currency) ?? decimal('0');
    const authorise = () => checkWithdrawalSecrets(deps, user, body.fundpass, body.totp);
    return c.json(ok({ withdrawal: await requestWithdrawal(db, user, body, price, authorise, deps.now()) }));
  });

  return app;
}
