import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_OPS_PATH } from '@ex/contracts';
import { eq, users } from '@ex/db';
import { runKycCommand } from './ops/areas/kyc';
import { T0 } from './test/harness';
import { reviewApplication } from './services/kyc/review';
import {
  Applicant,
  KYC2_FORM,
  OPERATOR_TOKEN,
  applicationRows,
  documentRows,
  review,
  startKycApi,
  userRow,
  type KycTestApi,
} from './test/kyc-helpers';

let k: KycTestApi;
beforeAll(async () => {
  k = await startKycApi();
});
afterAll(async () => {
  await k?.close();
});

async function submitted(email: string): Promise<Applicant> {
  const applicant = await Applicant.signUp(k.app, email);
  await applicant.completeKyc2();
  await applicant.application(await applicant.submit('kyc2'));
  return applicant;
}

describe('operator review endpoint', () => {
  it('is disabled (404, like an unknown path) when OPERATOR_TOKEN is unset', async () => {
    const res = await review(k.api.app, { email: 'x@example.com', level: 'kyc2', decision: 'approve' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 40400, message: 'Not found' });
  });

  it('answers 401 without the token or with a wrong one, and changes nothing', async () => {
    await submitted('olga@example.com');
    const body = { email: 'olga@example.com', level: 'kyc2', decision: 'approve' };
    for (const authorization of [
      null,
      `Bearer ${OPERATOR_TOKEN}x`,
      `Bearer ${OPERATOR_TOKEN.slice(1)}`,
      OPERATOR_TOKEN,
      'Bearer ',
      `Basic ${OPERATOR_TOKEN}`,
    ]) {
      const res = await review(k.app, body, authorization);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({ code: 40100, message: 'Operator token required' });
    }
    expect((await applicationRows(k.api, 'olga@example.com'))[0]?.status).toBe('submitted');
    expect((await userRow(k.api, 'olga@example.com')).verified).toBe(0);
  });

  it('validates the body, and answers 404 for an unknown account or application', async () => {
    expect(await (await review(k.app, { email: 'olga@example.com', level: 'kyc2', decision: 'maybe' })).json()).toMatchObject({
      code: 40000,
      field: 'decision',
    });
    const unknown = await review(k.app, { email: 'nobody@example.com', level: 'kyc2', decision: 'approve' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 40400, message: 'No account with this e-mail' });
    const noKyc3 = await review(k.app, { email: 'olga@example.com', level: 'kyc3', decision: 'approve' });
    expect(noKyc3.status).toBe(404);
  });

  it('reviews only submitted applications (409 for a draft)', async () => {
    const draft = await Applicant.signUp(k.app, 'drafty@example.com');
    await draft.application(await draft.draft('kyc2', { first_name: 'D' }));
    const res = await review(k.app, { email: 'drafty@example.com', level: 'kyc2', decision: 'approve' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: 40900, message: 'Only a submitted application can be reviewed (this one is draft)' });
  });

  it('rejects with a note; the applicant edits, resubmits and is approved', async () => {
    const pat = await submitted('pat@example.com');
    const rejected = await review(k.app, { email: 'PAT@example.com', level: 'kyc2', decision: 'reject', note: 'The selfie is blurred' });
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toMatchObject({
      code: 0,
      data: { application: { status: 'rejected' }, user: { verified: 0, kyc_status: 3 } },
    });

    const shown = await pat.application(await pat.get('kyc2'));
    expect(shown).toMatchObject({ status: 'rejected', review_note: 'The selfie is blurred', reviewed_at: T0 / 1000 });
    expect((await userRow(k.api, 'pat@example.com')).kycStatus).toBe(3);
    // Approving or rejecting again is refused; resubmitting needs an edit first.
    expect((await review(k.app, { email: 'pat@example.com', level: 'kyc2', decision: 'approve' })).status).toBe(409);
    expect((await pat.submit('kyc2')).status).toBe(409);

    k.api.clock.advance(60_000);
    const edited = await pat.application(await pat.draft('kyc2', { last_name: 'Smith' }));
    expect(edited).toMatchObject({ status: 'draft', form: { ...KYC2_FORM, last_name: 'Smith' }, submitted_at: 0 });
    expect(edited.documents.map((d) => d.kind)).toEqual(['id_front', 'id_back', 'selfie']);
    const resubmitted = await pat.application(await pat.submit('kyc2'));
    expect(resubmitted).toMatchObject({ status: 'submitted', submitted_at: T0 / 1000 + 60 });
    expect((await userRow(k.api, 'pat@example.com')).kycStatus).toBe(2);

    const approved = await review(k.app, { email: 'pat@example.com', level: 'kyc2', decision: 'approve', note: 'ok' });
    expect(await approved.json()).toMatchObject({
      data: { application: { status: 'approved', review_note: 'ok' }, user: { verified: 2, kyc_status: 1 } },
    });
    expect(await applicationRows(k.api, 'pat@example.com')).toHaveLength(1);
  });

  it('never lowers a higher level on approval', async () => {
    await submitted('high@example.com');
    // Raised by another path (e.g. a company verification) while the kyc2 application waited.
    await k.api.handle.db.update(users).set({ verified: 3 }).where(eq(users.email, 'high@example.com'));
    const res = await review(k.app, { email: 'high@example.com', level: 'kyc2', decision: 'approve' });
    expect(await res.json()).toMatchObject({ data: { user: { verified: 3, kyc_status: 1 } } });
    expect((await userRow(k.api, 'high@example.com')).verified).toBe(3);
  });
});

describe('npm run kyc (the CLI over the same service)', () => {
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runKycCommand(k.api.handle.db, argv, (line) => lines.push(line), k.api.clock.now());
    return { code, out: lines.join('\n') };
  };

  it('lists pending applications and approves by e-mail', async () => {
    const cli = await submitted('cli@example.com');
    const list = await run('list');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(
      /cli@example\.com\tuid \d+\tkyc2\tsubmitted 2026-01-15T12:\d\d:00\.000Z\tdocuments: id_front, id_back, selfie/,
    );

    const approve = await run('approve', 'CLI@example.com');
    expect(approve).toEqual({ code: 0, out: 'kyc2 application of cli@example.com approved; verified 2, kyc_status 1' });
    expect(await cli.application(await cli.get('kyc2'))).toMatchObject({ status: 'approved' });
    expect((await run('list')).out).not.toContain('cli@example.com');

    const again = await run('approve', 'cli@example.com', '--level', 'kyc2');
    expect(again).toEqual({ code: 1, out: 'approve refused: Only a submitted application can be reviewed (this one is approved)' });
  });

  it('rejects with --note, and explains bad usage', async () => {
    await submitted('clirej@example.com');
    expect(await run('reject', 'clirej@example.com', '--level', 'kyc2', '--note', 'Document expired')).toMatchObject({ code: 0 });
    expect((await applicationRows(k.api, 'clirej@example.com'))[0]).toMatchObject({ status: 'rejected', reviewNote: 'Document expired' });
    expect(await run('approve', 'clirej@example.com')).toEqual({ code: 1, out: 'no submitted application for this e-mail' });
    expect((await run('approve')).code).toBe(2);
    expect((await run('approve', 'clirej@example.com', '--level', 'kyc5')).out).toMatch(/^level: /);
  });

  it('reviewApplication approves by e-mail in one transaction', async () => {
    await submitted('svc@example.com');
    const result = await reviewApplication(
      k.api.handle.db,
      { email: 'svc@example.com', level: 'kyc2', decision: 'approve' },
      k.api.clock.now(),
    );
    expect(result.user).toMatchObject({ verified: 2, kyc_status: 1 });
    const [row] = await applicationRows(k.api, 'svc@example.com');
    expect(row?.status).toBe('approved');
    expect(await documentRows(k.api, row?.id ?? 0)).toHaveLength(3);
  });
});

describe('POST /api/operator/ops (what npm run ops forwards to while the API runs)', () => {
  const ops = (argv: unknown, authorization: string | null = `Bearer ${OPERATOR_TOKEN}`) =>
    k.app.request(OPERATOR_OPS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ argv }),
    });

  it('runs a kyc command in the API process and returns its lines and exit code', async () => {
    await submitted('ops@example.com');
    const res = await ops(['kyc', 'approve', 'ops@example.com']);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ exitCode: 0, lines: ['kyc2 application of ops@example.com approved; verified 2, kyc_status 1'] });
    expect((await userRow(k.api, 'ops@example.com')).verified).toBe(2);
  });

  it('answers usage with exit code 2 for an unknown area or command, and refuses without the token', async () => {
    const unknown = (await (await ops(['nope'])).json()) as { exitCode: number; lines: string[] };
    expect(unknown.exitCode).toBe(2);
    expect(unknown.lines.join('\n')).toContain('kyc approve <email>');
    expect(((await (await ops(['kyc', 'fly'])).json()) as { exitCode: number }).exitCode).toBe(2);
    expect((await ops(['kyc', 'list'], null)).status).toBe(401);
    expect((await ops(['kyc', 'list'], 'Bearer wrong-token-0123456789')).status).toBe(401);
    expect((await ops([])).status).toBe(400);
  });
});

describe('logs', () => {
  it('never contain form values or the operator token', () => {
    const all = k.api.logLines.join('\n');
    expect(all).toContain('kyc application reviewed');
    for (const secret of [KYC2_FORM.id_number, KYC2_FORM.last_name, 'The selfie is blurred', OPERATOR_TOKEN])
      expect(all).not.toContain(secret);
  });
});
