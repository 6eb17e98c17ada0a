import { Hono, type Context } from 'hono';
import { ERROR_CODES, MONEY_ENDPOINTS, MONEY_ERROR_CODES } from '@ex/contracts';
import {
  BUY_FEE_BPS,
  BUY_MIN_FEE_USD,
  BUY_SPREAD_BPS,
  CONVERT_SPREAD_BPS,
  QUOTE_TTL_MS,
  addDecimal,
  buyDailyLimitUsd,
  compareDecimal,
  decimal,
  negateDecimal,
  quoteBuy,
  quoteConvert,
  utcDayStart,
  type DecimalString,
} from '@ex/domain';
import { getSite, resolvePermittedMenu, type MenuCode } from '@ex/sites';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { ApiFailure, invalidInput } from '../http/failure';
import { readBody } from '../http/input';
import { requestSite } from '../http/request-site';
import { assertActionAllowed, createRequestCheck } from '../services/compliance/request-check';
import { createSandboxPaymentProvider, type PaymentProvider } from '../services/money/payments';
import { boughtUsdSince, executeQuote, fiatList, findQuote, saveQuote, toQuote, tradableCryptos } from '../services/money/quotes';
import { listAssets } from '../services/wallet/assets';
import { usdPrices } from '../services/wallet/prices';

const E = MONEY_ENDPOINTS;
const ZERO = decimal('0');

/**
 * Convert and buying crypto (issue 13). Quotes are priced from the live market (`usdPrices`: the
 * spot tickers, else the reference prices) and stored for {@link QUOTE_TTL_MS}; executing one is a
 * single ledger transaction (services/money/quotes.ts). Every POST takes the user from the session,
 * asks the compliance check's allowed actions ('convert', 'buy_crypto') and the sub-site's menu.
 */
export function moneyRoutes(deps: AppDeps, provider: PaymentProvider = createSandboxPaymentProvider()) {
  const app = new Hono<AppEnv>();
  const check = createRequestCheck(deps);
  const { db } = deps;

  const assertMenu = async (c: Context<AppEnv>, code: MenuCode, field: string) => {
    const { site } = requestSite(c, deps.hosts);
    if (resolvePermittedMenu(site.key, await check(c)).includes(code)) return;
    throw new ApiFailure(403, { code: ERROR_CODES.forbidden, message: 'This product is not available to you on this site', field });
  };
  const priceOf = (prices: ReadonlyMap<string, DecimalString>, currency: string, field: string): DecimalString => {
    const price = prices.get(currency);
    if (price === undefined || compareDecimal(price, ZERO) <= 0) throw invalidInput([{ field, message: `Unknown currency ${currency}` }]);
    return price;
  };
  const knownCrypto = async (currency: string, field: string) => {
    const prices = await usdPrices(db, deps.market);
    const listed = await tradableCryptos(prices, db);
    if (!listed.some((r) => r.currency === currency)) throw invalidInput([{ field, message: `Unknown currency ${currency}` }]);
    return priceOf(prices, currency, field);
  };

  app.get(E.options.path, async (c) => {
    const { site } = requestSite(c, deps.hosts);
    const prices = await usdPrices(db, deps.market);
    return c.json(
      ok({
        cryptos: await tradableCryptos(prices, db),
        fiats: await fiatList(db),
        default_fiat: getSite(site.key).defaultFiat,
        valid_seconds: QUOTE_TTL_MS / 1000,
        convert_spread_bps: CONVERT_SPREAD_BPS,
        buy_spread_bps: BUY_SPREAD_BPS,
        buy_fee_bps: BUY_FEE_BPS,
        buy_min_fee_usd: BUY_MIN_FEE_USD,
        provider: provider.name,
        simulated: provider.simulated,
      }),
    );
  });

  app.post(E.convertQuote.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.convertQuote.body);
    await assertActionAllowed(c, check, 'convert');
    await assertMenu(c, 'convert', 'from');
    const fromUsd = await knownCrypto(body.from, 'from');
    const toUsd = await knownCrypto(body.to, 'to');
    const available = (await listAssets(db, user.uid, new Map())).find((a) => a.currency === body.from)?.available ?? '0';
    if (compareDecimal(body.amount, decimal(available)) > 0) {
      throw invalidInput([{ field: 'amount', message: `Your available ${body.from} balance is not enough` }]);
    }
    const priced = quoteConvert({ fromAmount: body.amount, fromUsd, toUsd });
    if (priced === null) throw invalidInput([{ field: 'amount', message: 'The amount is too small to convert' }]);
    const now = deps.now();
    const row = await saveQuote(
      db,
      {
        uid: user.uid,
        kind: 'convert',
        payCurrency: body.from,
        payAmount: body.amount,
        getCurrency: body.to,
        getAmount: priced.toAmount,
        price: priced.rate,
        spreadBps: priced.spreadBps,
      },
      now,
    );
    return c.json(ok({ quote: toQuote(row, now) }));
  });

  app.post(E.convertExecute.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.convertExecute.body);
    await assertActionAllowed(c, check, 'convert');
    await assertMenu(c, 'convert', 'quote_id');
    const now = deps.now();
    const { row } = await executeQuote(
      db,
      {
        uid: user.uid,
        kind: 'convert',
        quoteId: body.quote_id,
        requestId: body.request_id,
        checkExpiry: true,
        movements: (q) => [
          {
            uid: user.uid,
            currency: q.payCurrency,
            available: negateDecimal(decimal(q.payAmount)),
            kind: 'convert',
            ref: q.id,
            note: `to ${q.getCurrency}`,
          },
          {
            uid: user.uid,
            currency: q.getCurrency,
            available: decimal(q.getAmount),
            kind: 'convert',
            ref: q.id,
            note: `from ${q.payCurrency}`,
          },
        ],
      },
      now,
    );
    return c.json(ok({ quote: toQuote(row, now) }));
  });

  app.get(E.buyLimits.path, async (c) => {
    const user = await requireUser(c, deps);
    const now = deps.now();
    return c.json(
      ok({
        verified: typeof user.verified === 'number' ? user.verified : 0,
        daily_limit_usd: buyDailyLimitUsd(user.verified),
        used_today_usd: await boughtUsdSince(db, user.uid, utcDayStart(now)),
      }),
    );
  });

  /** 400 `amount` when `usd` on top of today's purchases passes the KYC level's daily limit. */
  const assertWithinLimit = async (uid: number, verified: unknown, usd: DecimalString) => {
    const limit = buyDailyLimitUsd(verified);
    const used = await boughtUsdSince(db, uid, utcDayStart(deps.now()));
    if (compareDecimal(addDecimal(used, usd), limit) > 0) {
      throw invalidInput([
        { field: 'amount', message: `Over your daily buying limit of ${limit} USD at your verification level (used today: ${used} USD)` },
      ]);
    }
  };

  app.post(E.buyQuote.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.buyQuote.body);
    await assertActionAllowed(c, check, 'buy_crypto');
    await assertMenu(c, body.method === 'card' ? 'buy_crypto_card' : 'buy_crypto_bank', 'method');
    const fiat = (await fiatList(db)).find((f) => f.code === body.fiat);
    if (!fiat) throw invalidInput([{ field: 'fiat', message: `Unknown fiat currency ${body.fiat}` }]);
    const cryptoUsd = await knownCrypto(body.crypto, 'crypto');
    const priced = quoteBuy({ method: body.method, fiatAmount: body.amount, fiatPerUsd: decimal(fiat.per_usd), cryptoUsd });
    if (priced === null) throw invalidInput([{ field: 'amount', message: 'The amount does not cover the fee' }]);
    await assertWithinLimit(user.uid, user.verified, priced.usdValue);
    const now = deps.now();
    const row = await saveQuote(
      db,
      {
        uid: user.uid,
        kind: 'buy',
        payCurrency: body.fiat,
        payAmount: body.amount,
        getCurrency: body.crypto,
        getAmount: priced.cryptoAmount,
        price: priced.price,
        spreadBps: priced.spreadBps,
        fee: priced.fee,
        usdValue: priced.usdValue,
        method: body.method,
      },
      now,
    );
    return c.json(ok({ quote: toQuote(row, now) }));
  });

  app.post(E.buyConfirm.path, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, E.buyConfirm.body);
    await assertActionAllowed(c, check, 'buy_crypto');
    const now = deps.now();
    const quote = await findQuote(db, user.uid, 'buy', body.quote_id);
    await assertMenu(c, quote.method === 'bank' ? 'buy_crypto_bank' : 'buy_crypto_card', 'method');
    if (quote.executedRequestId === null) {
      if (now >= quote.expiresAt.getTime()) {
        throw new ApiFailure(409, {
          code: MONEY_ERROR_CODES.quoteExpired,
          message: 'The quote has expired; get a new quote',
          field: 'quote_id',
        });
      }
      await assertWithinLimit(user.uid, user.verified, decimal(quote.usdValue));
    }
    const payment = await provider.charge({
      reference: quote.id,
      uid: user.uid,
      method: quote.method === 'bank' ? 'bank' : 'card',
      currency: quote.payCurrency,
      amount: decimal(quote.payAmount),
    });
    if (payment.status === 'declined') {
      throw new ApiFailure(402, { code: MONEY_ERROR_CODES.paymentDeclined, message: `The payment was declined: ${payment.reason}` });
    }
    const { row } = await executeQuote(
      db,
      {
        uid: user.uid,
        kind: 'buy',
        quoteId: quote.id,
        requestId: body.request_id,
        checkExpiry: false,
        payment: { provider: provider.name, ref: payment.paymentRef },
        movements: (q) => [
          {
            uid: user.uid,
            currency: q.getCurrency,
            available: decimal(q.getAmount),
            kind: 'buy',
            ref: q.id,
            note: `${q.payAmount} ${q.payCurrency}`,
          },
        ],
      },
      now,
    );
    return c.json(
      ok({ quote: toQuote(row, now), payment_ref: row.paymentRef ?? payment.paymentRef, provider: row.provider ?? provider.name }),
    );
  });

  return app;
}
