import { parseArgs } from 'node:util';
import { isCanonicalDecimalInput } from '@ex/contracts';
import { eq, users } from '@ex/db';
import type { DecimalString } from '@ex/domain';
import { ApiFailure } from '../../http/failure';
import type { OpsContext } from '../registry';

/** The uid of an e-mail, or undefined (said). */
export async function uidOfEmail(ctx: OpsContext, email: string): Promise<number | undefined> {
  const [row] = await ctx.db.select({ uid: users.uid }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (row === undefined) ctx.say(`no account with e-mail ${email}`);
  return row?.uid;
}

/** A positive canonical decimal, or undefined (said). */
export function amountArg(ctx: OpsContext, raw: string | undefined): DecimalString | undefined {
  if (isCanonicalDecimalInput(raw)) return raw;
  ctx.say(`amount: "${raw ?? ''}" is not a positive decimal like 100 or 0.5`);
  return undefined;
}

/** Runs a service call; an ApiFailure (a refusal) is said and exits 1. */
export async function refusalsSaid(ctx: OpsContext, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    ctx.say(`refused: ${error.body.field ? `${error.body.field}: ` : ''}${error.message}`);
    return 1;
  }
}

type Options = Parameters<typeof parseArgs>[0] extends infer C ? (C extends { options?: infer O } ? O : never) : never;

/** parseArgs with positionals; a malformed line (unknown option, `-1` as a value) is said, not thrown. */
export function parseLine(ctx: OpsContext, argv: readonly string[], options: NonNullable<Options>) {
  try {
    const { positionals, values } = parseArgs({ args: [...argv], allowPositionals: true, options });
    return { positionals, values: values as Record<string, string | undefined> };
  } catch (error) {
    ctx.say(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}
