import { parseArgs } from 'node:util';
import { couponIssueSchema, type Coupon } from '@ex/contracts';
import { COUPON_TYPES } from '@ex/domain';
import { ApiFailure } from '../../http/failure';
import { issueCoupon, listCouponsForOperator, revokeCoupon } from '../../services/support/coupons';
import type { OpsArea, OpsContext } from '../registry';

const ISSUE_USAGE = `issue <email> --type ${COUPON_TYPES.join('|')} [--amount N --currency USDT] [--boost-rate P --boost-days D] [--min-volume USDT] [--days N] [--note text]`;

function line(c: Coupon & { email?: string }): string {
  const value = c.type === 'interest_boost' ? `+${c.boost_rate}% APR for ${c.boost_days} days` : `${c.amount} ${c.currency}`;
  const expires = new Date(c.expires_at * 1000).toISOString();
  return [c.id, c.email ?? '', c.type, value, `min volume ${c.min_trade_volume} USDT`, c.status, `expires ${expires}`].join('\t');
}

async function refusable(ctx: OpsContext, what: string, action: () => Promise<Coupon & { email?: string }>): Promise<number> {
  try {
    ctx.say(line(await action()));
    return 0;
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    ctx.say(`${what} refused: ${error.message}`);
    return 1;
  }
}

/**
 * `npm run ops -- coupon …` (also `POST /api/operator/ops` with OPERATOR_TOKEN): coupons of the
 * coupon centre. Issuing targets one account; the user claims and uses it on /myaccount/coupon_center.
 */
export const couponArea: OpsArea = {
  name: 'coupon',
  summary: 'coupons of /myaccount/coupon_center: issue to an account, list, revoke',
  commands: {
    issue: {
      usage: ISSUE_USAGE,
      summary: 'issue a trading-fee rebate, position voucher (cash, credited on use) or interest boost; expires in --days (30)',
      async run(ctx, argv) {
        const { values, positionals } = parseArgs({
          args: [...argv],
          allowPositionals: true,
          options: {
            type: { type: 'string' },
            amount: { type: 'string' },
            currency: { type: 'string' },
            'boost-rate': { type: 'string' },
            'boost-days': { type: 'string' },
            'min-volume': { type: 'string' },
            days: { type: 'string' },
            note: { type: 'string' },
          },
        });
        const parsed = couponIssueSchema.safeParse({
          email: positionals[0],
          type: values.type,
          amount: values.amount,
          currency: values.currency,
          boost_rate: values['boost-rate'],
          boost_days: values['boost-days'],
          min_trade_volume: values['min-volume'],
          days: values.days,
          note: values.note,
        });
        if (!parsed.success || positionals.length !== 1) {
          for (const issue of parsed.error?.issues ?? []) ctx.say(`${issue.path.join('.') || 'input'}: ${issue.message}`);
          ctx.say(`usage: coupon ${ISSUE_USAGE}`);
          return 2;
        }
        return refusable(ctx, 'issue', () => issueCoupon(ctx.db, parsed.data, ctx.nowMs));
      },
    },
    list: {
      usage: 'list [<email>]',
      summary: "an account's coupons, or the latest 200",
      async run(ctx, argv) {
        if (argv.length > 1) {
          ctx.say('usage: coupon list [<email>]');
          return 2;
        }
        const rows = await listCouponsForOperator(ctx.db, ctx.nowMs, argv[0]);
        if (rows.length === 0) ctx.say('no coupons');
        for (const r of rows) ctx.say(line(r));
        return 0;
      },
    },
    revoke: {
      usage: 'revoke <coupon id>',
      summary: 'withdraw a coupon that has not been used',
      async run(ctx, argv) {
        const id = argv[0];
        if (id === undefined || argv.length !== 1) {
          ctx.say('usage: coupon revoke <coupon id>');
          return 2;
        }
        return refusable(ctx, 'revoke', () => revokeCoupon(ctx.db, id, ctx.nowMs));
      },
    },
  },
};
