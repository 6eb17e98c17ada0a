import { parseArgs } from 'node:util';
import { KYC_APPLICATION_LEVELS, kycReviewBodySchema, type KycApplicationLevel } from '@ex/contracts';
import type { Database } from '@ex/db';
import { ApiFailure } from '../http/failure';
import { listPendingApplications, pendingLevelsOf, reviewApplication, type ReviewResult } from '../services/kyc/review';

const USAGE = `Usage:
  npm run kyc -- list
  npm run kyc -- approve <email> [--level kyc2|kyc3] [--note text]
  npm run kyc -- reject <email> [--level kyc2|kyc3] [--note text]

--level defaults to the account's only submitted application.
Opens the database like the API (DATA_DIR, or DATABASE_URL). The embedded database can be opened by
one process at a time: stop the API first, or use POST /api/operator/kyc/review while it runs.`;

export type CliOutput = (line: string) => void;

/**
 * `npm run kyc`: operator review of KYC applications from the shell. Approve and reject go through
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
