import { parseArgs } from 'node:util';
import { earnProductSetSchema, type EarnProduct } from '@ex/contracts';
import { ApiFailure } from '../../http/failure';
import { listProducts, setProduct, setProductStatus } from '../../services/earn/products';
import type { OpsArea, OpsContext } from '../registry';

const SET_USAGE =
  'set <id> [--currency USDT] [--type flexible|fixed] [--term DAYS] [--tiers 0:8,500:2.5] [--min N] [--max N] [--cap N] [--sort N]';

function line(p: EarnProduct): string {
  const term = p.type === 'flexible' ? 'flexible' : `fixed ${p.term_days}d`;
  const tiers = p.tiers.map((t) => `${t.from}:${t.apr}%`).join(',');
  return [
    p.id,
    p.currency,
    term,
    `APR ${tiers}`,
    `min ${p.min_amount}`,
    `max ${p.max_amount}`,
    `cap ${p.cap}`,
    `left ${p.remaining}`,
    p.status,
  ].join('\t');
}

/** `0:8,500:2.5` → tiers; null when malformed. */
function parseTiers(text: string): { from: string; apr: string }[] | null {
  const tiers = text.split(',').map((part) => {
    const [from, apr, extra] = part.split(':');
    return from === undefined || apr === undefined || extra !== undefined ? null : { from: from.trim(), apr: apr.trim() };
  });
  return tiers.every((t) => t !== null) ? tiers : null;
}

async function refusable(ctx: OpsContext, what: string, action: () => Promise<EarnProduct>): Promise<number> {
  try {
    ctx.say(line(await action()));
    return 0;
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    ctx.say(`${what} refused: ${error.message}`);
    return 1;
  }
}

const statusCommand = (status: 'active' | 'paused', verb: string) => ({
  usage: `${verb} <id>`,
  summary: status === 'paused' ? 'stop new subscriptions (running positions go on accruing)' : 'take subscriptions again',
  async run(ctx: OpsContext, argv: readonly string[]) {
    const id = argv[0];
    if (id === undefined || argv.length !== 1) {
      ctx.say(`usage: product ${verb} <id>`);
      return 2;
    }
    return refusable(ctx, verb, () => setProductStatus(ctx.db, id, status, ctx.nowMs));
  },
});

/**
 * `npm run ops -- product …` (also `POST /api/operator/ops` with OPERATOR_TOKEN): the product
 * catalogue of /simple-earn, edited without a deploy. Running positions keep the terms they were
 * subscribed with; an edit applies to new subscriptions.
 */
export const productArea: OpsArea = {
  name: 'product',
  summary: 'the simple-earn catalogue: list, create or edit (set), pause, resume',
  commands: {
    list: {
      usage: 'list',
      summary: 'every product with its APR tiers, limits, what is left of its cap and its status',
      async run(ctx, argv) {
        if (argv.length > 0) {
          ctx.say('usage: product list');
          return 2;
        }
        const rows = await listProducts(ctx.db);
        if (rows.length === 0) ctx.say('no products');
        for (const p of rows) ctx.say(line(p));
        return 0;
      },
    },
    set: {
      usage: SET_USAGE,
      summary: 'create a product (every option but --sort needed) or change the named fields of one',
      async run(ctx, argv) {
        const { values, positionals } = parseArgs({
          args: [...argv],
          allowPositionals: true,
          options: {
            currency: { type: 'string' },
            type: { type: 'string' },
            term: { type: 'string' },
            tiers: { type: 'string' },
            min: { type: 'string' },
            max: { type: 'string' },
            cap: { type: 'string' },
            sort: { type: 'string' },
          },
        });
        const tiers = values.tiers === undefined ? undefined : parseTiers(values.tiers);
        const parsed = earnProductSetSchema.safeParse({
          id: positionals[0],
          currency: values.currency,
          type: values.type,
          term_days: values.term,
          tiers: tiers ?? undefined,
          min_amount: values.min,
          max_amount: values.max,
          cap: values.cap,
          sort: values.sort,
        });
        if (!parsed.success || positionals.length !== 1 || tiers === null) {
          if (tiers === null) ctx.say('tiers: write them as from:apr pairs, e.g. 0:8,500:2.5');
          for (const issue of parsed.error?.issues ?? []) ctx.say(`${issue.path.join('.') || 'input'}: ${issue.message}`);
          ctx.say(`usage: product ${SET_USAGE}`);
          return 2;
        }
        return refusable(ctx, 'set', () => setProduct(ctx.db, parsed.data, ctx.nowMs));
      },
    },
    pause: statusCommand('paused', 'pause'),
    resume: statusCommand('active', 'resume'),
  },
};
