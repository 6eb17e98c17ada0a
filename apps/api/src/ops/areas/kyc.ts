import { parseArgs } from 'node:util';
import type { OpsArea, OpsCommand } from '../registry';
import { KYC_APPLICATION_LEVELS, kycReviewBodySchema, type KycApplicationLevel } from '@ex/contracts';
import type { Database } from '@ex/db';
import { ApiFailure } from '../../http/failure';
import { listPendingApplications, pendingLevelsOf, reviewApplication, type ReviewResult } from '../../services/kyc/review';

const USAGE = `Usage:
  npm run ops -- kyc list
  npm run ops -- kyc approve <email> [--level kyc2|kyc3] [--note text]
  npm run ops -- kyc reject <email> [--level kyc2|kyc3] [--note text]

--level defaults to the account's only submitted application.`;

export type CliOutput = (line: string) => void;

/**
 * `npm run ops -- kyc …` (also `npm run kyc -- …`): operator review of KYC applications from the shell. Approve and reject go through
 * the same service function as `POST /api/operator/kyc/review`. Returns the exit code.
 */
export async function runKycCommand(db: Database, argv: readonly string[], say: CliOutput, nowMs: number): Promise<number> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { level: { type: 'string' }, note: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, email, ...extra] = positionals;
  if (values.help || command === undefined) {
    say(USAGE);
    return command === undefined && !values.help ? 2 : 0;
  }
  if (command === 'list' && email === undefined) {
    const pending = await listPendingApplications(db);
    if (pending.length === 0) say('no applications waiting for review');
    for (const p of pending) {
      say(
        `${p.email}\tuid ${p.uid}\t${p.level}\tsubmitted ${p.submittedAt?.toISOString() ?? '-'}\tdocuments: ${p.documents.join(', ') || 'none'}`,
      );
    }
    return 0;
  }
  if ((command !== 'approve' && command !== 'reject') || email === undefined || extra.length > 0) {
    say(USAGE);
    return 2;
  }
  const level = values.level ?? (await defaultLevel(db, email.trim().toLowerCase(), say));
  if (level === undefined) return 1;
  const parsed = kycReviewBodySchema.safeParse({ email, level, decision: command, note: values.note });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) say(`${issue.path.join('.') || 'input'}: ${issue.message}`);
    return 2;
  }
  let result: ReviewResult;
  try {
    result = await reviewApplication(db, parsed.data, nowMs);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    say(`${command} refused: ${error.message}`);
    return 1;
  }
  const { application, user } = result;
  say(
    `${application.level} application of ${parsed.data.email} ${application.status}; verified ${user.verified}, kyc_status ${user.kyc_status}`,
  );
  return 0;
}

async function defaultLevel(db: Database, email: string, say: CliOutput): Promise<KycApplicationLevel | undefined> {
  const levels = await pendingLevelsOf(db, email);
  if (levels.length === 1) return levels[0];
  say(
    levels.length === 0
      ? 'no submitted application for this e-mail'
      : `several submitted applications: choose --level ${KYC_APPLICATION_LEVELS.join('|')}`,
  );
  return undefined;
}

/** The three review commands share one parser (runKycCommand), so each entry passes its own name on. */
const kycCommand = (name: string, usage: string, summary: string): OpsCommand => ({
  usage,
  summary,
  run: (ctx, argv) => runKycCommand(ctx.db, [name, ...argv], ctx.say, ctx.nowMs),
});

export const kycArea: OpsArea = {
  name: 'kyc',
  summary: 'review KYC applications (same service as POST /api/operator/kyc/review)',
  commands: {
    list: kycCommand('list', 'list', 'applications waiting for review'),
    approve: kycCommand('approve', 'approve <email> [--level kyc2|kyc3] [--note text]', 'approve a submitted application'),
    reject: kycCommand('reject', 'reject <email> [--level kyc2|kyc3] [--note text]', 'reject a submitted application'),
  },
};
