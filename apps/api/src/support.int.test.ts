import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  OPERATOR_OPS_PATH,
  OPERATOR_TICKET_REPLY_PATH,
  OPERATOR_TICKET_STATUS_PATH,
  SUPPORT_ATTACHMENT_PATH,
  SUPPORT_TICKETS_PATH,
  SUPPORT_TICKET_CREATE_PATH,
  SUPPORT_TICKET_PATH,
  SUPPORT_TICKET_REPLY_PATH,
  ticketDetailSchema,
  ticketListSchema,
  envelope,
} from '@ex/contracts';
import { eq, supportTicketAttachments, supportTicketMessages, supportTickets, users } from '@ex/db';
import { Browser, startTestApi, type TestApi } from './test/harness';
import { JPEG, OPERATOR_TOKEN, PASSWORD, PDF, PNG } from './test/kyc-helpers';

let api: TestApi;
let app: TestApi['app'];
beforeAll(async () => {
  api = await startTestApi();
  app = api.createApp({ operatorToken: OPERATOR_TOKEN });
});
afterAll(async () => {
  await api?.close();
});

async function signUp(email: string): Promise<Browser> {
  const browser = new Browser({ app });
  const res = await browser.postJson(ENDPOINTS.signup.path, { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  return browser;
}

function multipart(
  browser: Browser,
  path: string,
  fields: Record<string, string>,
  files: { bytes: Uint8Array; name: string; type: string }[] = [],
  csrf = true,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('file', new File([f.bytes], f.name, { type: f.type }));
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return app.request(path, { method: 'POST', body: form, headers: { host: 'localhost', cookie, ...(csrf ? browser.csrfHeaders() : {}) } });
}

const detailEnvelope = envelope(ticketDetailSchema);
async function detailOf(res: Response) {
  const body: unknown = await res.json();
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${JSON.stringify(body)}`);
  return detailEnvelope.parse(body).data;
}

async function ops(argv: string[], token = OPERATOR_TOKEN) {
  const res = await app.request(OPERATOR_OPS_PATH, {
    method: 'POST',
    body: JSON.stringify({ argv }),
    headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  return { status: res.status, ...((await res.json()) as { exitCode: number; lines: string[] }) };
}

describe('a support ticket: opened with files, answered by the team, answered back, resolved and closed', () => {
  it('runs the whole life cycle through the user endpoints and the ticket ops commands', async () => {
    const ada = await signUp('ada@example.com');
    const opened = await detailOf(
      await multipart(
        ada,
        SUPPORT_TICKET_CREATE_PATH,
        { category: 'deposit_withdrawal', subject: 'USDT deposit not credited', body: 'Sent 50 USDT on TRON an hour ago.' },
        [
          { bytes: PNG, name: 'C:\\Users\\ada\\receipt.png', type: 'image/png' },
          { bytes: PDF, name: 'statement.pdf', type: 'application/pdf' },
        ],
      ),
    );
    expect(opened.ticket).toMatchObject({ category: 'deposit_withdrawal', subject: 'USDT deposit not credited', status: 'open' });
    expect(opened.messages).toHaveLength(1);
    expect(opened.messages[0]?.attachments.map((a) => [a.name, a.mime, a.size])).toEqual([
      ['receipt.png', 'image/png', PNG.byteLength],
      ['statement.pdf', 'application/pdf', PDF.byteLength],
    ]);
    const id = opened.ticket.id;

    // The list shows it; the owner downloads the attachment with its real type.
    const list = envelope(ticketListSchema).parse(await (await ada.get(SUPPORT_TICKETS_PATH)).json()).data;
    expect(list).toMatchObject({ total: 1, list: [{ id, status: 'open' }] });
    const attachmentId = opened.messages[0]?.attachments[0]?.id ?? 0;
    const download = await ada.get(`${SUPPORT_ATTACHMENT_PATH}?id=${attachmentId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);

    // The team sees it in the queue and answers.
    const queue = await ops(['ticket', 'list', '--status', 'open']);
    expect(queue.exitCode).toBe(0);
    expect(queue.lines.join('\n')).toContain(`${id}\topen\tdeposit_withdrawal\tada@example.com`);
    const answered = await ops(['ticket', 'reply', String(id), 'We found it:', 'credited now.']);
    expect(answered.exitCode).toBe(0);
    const afterReply = await detailOf(await ada.get(`${SUPPORT_TICKET_PATH}?id=${id}`));
    expect(afterReply.ticket.status).toBe('awaiting_user');
    expect(afterReply.messages.map((m) => [m.author, m.body])).toEqual([
      ['user', 'Sent 50 USDT on TRON an hour ago.'],
      ['operator', 'We found it: credited now.'],
    ]);

    // The user answers back with a photo: the ticket is open again.
    const back = await detailOf(
      await multipart(ada, SUPPORT_TICKET_REPLY_PATH, { ticket_id: String(id), body: 'Thanks, I see it.' }, [
        { bytes: JPEG, name: 'me.jpg', type: 'image/jpeg' },
      ]),
    );
    expect(back.ticket.status).toBe('open');
    expect(back.messages.at(-1)).toMatchObject({
      author: 'user',
      body: 'Thanks, I see it.',
      attachments: [{ name: 'me.jpg', mime: 'image/jpeg' }],
    });

    // Resolved, then reopened by a user reply, then closed for good.
    expect((await ops(['ticket', 'status', String(id), 'resolved'])).exitCode).toBe(0);
    const again = await ops(['ticket', 'status', String(id), 'resolved']);
    expect(again).toMatchObject({ exitCode: 1, lines: ['status change refused: The ticket is already resolved'] });
    expect(
      (await detailOf(await multipart(ada, SUPPORT_TICKET_REPLY_PATH, { ticket_id: String(id), body: 'One more question.' }))).ticket
        .status,
    ).toBe('open');
    expect((await ops(['ticket', 'status', String(id), 'closed'])).exitCode).toBe(0);
    const closedReply = await multipart(ada, SUPPORT_TICKET_REPLY_PATH, { ticket_id: String(id), body: 'Hello?' });
    expect(closedReply.status).toBe(409);
    expect(await closedReply.json()).toMatchObject({ message: 'This ticket is closed. Open a new ticket to ask again.' });
    const closedOps = await ops(['ticket', 'reply', String(id), 'late answer']);
    expect(closedOps.exitCode).toBe(1);

    const show = await ops(['ticket', 'show', String(id)]);
    expect(show.lines[0]).toMatch(new RegExp(`^ticket ${id}\\tclosed\\tdeposit_withdrawal`));
    expect(show.lines.join('\n')).toContain('attachment');
    const messages = await api.handle.db.select().from(supportTicketMessages).where(eq(supportTicketMessages.ticketId, id));
    expect(messages).toHaveLength(4);
  });
});

describe('what a ticket refuses', () => {
  it('refuses files KYC uploads refuse, too many files, missing fields and bad categories, writing nothing', async () => {
    const bob = await signUp('bob@example.com');
    const cases: [Record<string, string>, { bytes: Uint8Array; name: string; type: string }[], string, RegExp][] = [
      [
        { category: 'trading', subject: 'x', body: 'y' },
        [{ bytes: new TextEncoder().encode('<script>alert(1)</script>'), name: 'a.png', type: 'image/png' }],
        'file',
        /JPEG, PNG or PDF/,
      ],
      [
        { category: 'trading', subject: 'x', body: 'y' },
        [{ bytes: new Uint8Array([...PNG, 1, 2, 3]), name: 'a.png', type: 'image/png' }],
        'file',
        /other data after the end/,
      ],
      [
        { category: 'trading', subject: 'x', body: 'y' },
        Array.from({ length: 4 }, () => ({ bytes: PNG, name: 'a.png', type: 'image/png' })),
        'file',
        /at most 3 files/,
      ],
      [{ category: 'lottery', subject: 'x', body: 'y' }, [], 'category', /category/],
      [{ category: 'trading', subject: '   ', body: 'y' }, [], 'subject', /subject/],
      [{ category: 'trading', subject: 'x', body: 'bell\u0007' }, [], 'body', /control characters/],
    ];
    for (const [fields, files, field, message] of cases) {
      const res = await multipart(bob, SUPPORT_TICKET_CREATE_PATH, fields, files);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { field: string; message: string };
      expect(body.field).toBe(field);
      expect(body.message).toMatch(message);
    }
    expect(await api.handle.db.select().from(supportTicketAttachments)).toHaveLength(2 + 1); // only the first test's files
    const [bobRow] = await api.handle.db.select().from(users).where(eq(users.email, 'bob@example.com'));
    expect(
      await api.handle.db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.uid, bobRow?.uid ?? 0)),
    ).toHaveLength(0);
  });

  it("hides other users' tickets and attachments, needs a session and the CSRF token", async () => {
    const ada = new Browser({ app });
    await ada.postJson(ENDPOINTS.login.path, { email: 'ada@example.com', password: PASSWORD });
    const mine = await detailOf(
      await multipart(ada, SUPPORT_TICKET_CREATE_PATH, { category: 'account', subject: 'Nickname', body: 'Change it please' }, [
        { bytes: PNG, name: 'n.png', type: 'image/png' },
      ]),
    );
    const eve = await signUp('eve@example.com');
    expect((await eve.get(`${SUPPORT_TICKET_PATH}?id=${mine.ticket.id}`)).status).toBe(404);
    expect((await eve.get(`${SUPPORT_ATTACHMENT_PATH}?id=${mine.messages[0]?.attachments[0]?.id ?? 0}`)).status).toBe(404);
    expect((await multipart(eve, SUPPORT_TICKET_REPLY_PATH, { ticket_id: String(mine.ticket.id), body: 'mine now' })).status).toBe(404);
    expect((await new Browser({ app }).get(SUPPORT_TICKETS_PATH)).status).toBe(401);
    expect((await multipart(eve, SUPPORT_TICKET_CREATE_PATH, { category: 'account', subject: 'a', body: 'b' }, [], false)).status).toBe(
      403,
    );
    expect((await ops(['ticket', 'list'], 'wrong-token-wrong-token-wrong')).status).toBe(401);
  });

  it('refuses an eleventh unresolved ticket, and accepts one again once a ticket is resolved', async () => {
    const flood = await signUp('flood@example.com');
    const open = () => multipart(flood, SUPPORT_TICKET_CREATE_PATH, { category: 'other', subject: 'Question', body: 'Hello' });
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await detailOf(await open())).ticket.id);
    const refused = await open();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/^You have 10 tickets waiting for an answer/) });
    expect((await ops(['ticket', 'status', String(ids[0]), 'resolved'])).exitCode).toBe(0);
    expect((await open()).status).toBe(200);
  });

  it('answers and closes through the operator JSON endpoints, behind the token', async () => {
    const gus = await signUp('gus@example.com');
    const { ticket } = await detailOf(
      await multipart(gus, SUPPORT_TICKET_CREATE_PATH, { category: 'security', subject: '2FA', body: 'Lost my phone' }),
    );
    const call = (path: string, body: unknown, token = OPERATOR_TOKEN) =>
      app.request(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
    expect((await call(OPERATOR_TICKET_REPLY_PATH, { ticket_id: ticket.id, body: 'x' }, 'not-the-operator-token-at-all')).status).toBe(401);
    expect((await call(OPERATOR_TICKET_REPLY_PATH, { ticket_id: ticket.id, body: '  ' })).status).toBe(400);
    const answered = await detailOf(await call(OPERATOR_TICKET_REPLY_PATH, { ticket_id: ticket.id, body: 'Use a backup code.' }));
    expect(answered.ticket.status).toBe('awaiting_user');
    expect((await call(OPERATOR_TICKET_STATUS_PATH, { ticket_id: ticket.id, status: 'pending' })).status).toBe(400);
    expect((await detailOf(await call(OPERATOR_TICKET_STATUS_PATH, { ticket_id: ticket.id, status: 'closed' }))).ticket.status).toBe(
      'closed',
    );
    expect((await call(OPERATOR_TICKET_STATUS_PATH, { ticket_id: ticket.id, status: 'open' })).status).toBe(409);
    expect((await call(OPERATOR_TICKET_REPLY_PATH, { ticket_id: 999_999, body: 'hi' })).status).toBe(404);
    expect((await detailOf(await gus.get(`${SUPPORT_TICKET_PATH}?id=${ticket.id}`))).messages.at(-1)).toMatchObject({
      author: 'operator',
      body: 'Use a backup code.',
    });
  });

  it('lets a withdraw-only account open a ticket (the notice sends it here)', async () => {
    const wo = await signUp('frozen@example.com');
    await api.handle.db.update(users).set({ isWithdrawOnly: true }).where(eq(users.email, 'frozen@example.com'));
    const res = await multipart(wo, SUPPORT_TICKET_CREATE_PATH, {
      category: 'account',
      subject: 'Why withdraw-only?',
      body: 'Please explain.',
    });
    expect((await detailOf(res)).ticket.status).toBe('open');
  });
});
