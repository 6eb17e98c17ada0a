import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_ATTACHMENT_PATH,
  CHAT_MESSAGES_PATH,
  CHAT_MESSAGE_MAX,
  CHAT_OPEN_PATH,
  CHAT_READ_PATH,
  CHAT_SEND_PATH,
  CHAT_UNREAD_PATH,
  ENDPOINTS,
  OPERATOR_CHAT_LIST_PATH,
  OPERATOR_CHAT_REPLY_PATH,
  OPERATOR_CHAT_SHOW_PATH,
  OPERATOR_OPS_PATH,
  chatConversationSchema,
  chatHistorySchema,
  chatMessageSchema,
  chatOperatorDetailSchema,
  chatOperatorListSchema,
  chatStreamEventSchema,
  chatUnreadSchema,
  envelope,
  type ChatMessage,
} from '@ex/contracts';
import { count, eq, supportChatMessages, users } from '@ex/db';
import { z } from 'zod';
import { Browser, parseEnvelope, startTestApi, type TestApi } from './test/harness';
import { OPERATOR_TOKEN, PASSWORD, PNG } from './test/kyc-helpers';
import { StreamClient, startStreamServer, type StreamTestServer } from './stream/testing';

// Issue 17 "Support chat": messages persisted with per-conversation sequence numbers, delivered on
// the stream's chat channel, replayed in order after a reconnect, never duplicated across two tabs;
// the length limit, the per-user rate limit and the attachment check; the operator's side.

let api: TestApi;
let srv: StreamTestServer;
const clients: StreamClient[] = [];

beforeAll(async () => {
  api = await startTestApi();
  srv = await startStreamServer(api, { appDeps: { operatorToken: OPERATOR_TOKEN } });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(async () => {
  await srv?.close();
  await api?.close();
});

let ipSeq = 0;
async function signUp(name: string) {
  const browser = new Browser(srv, 'localhost', `10.77.0.${++ipSeq}`);
  const res = await browser.postJson(ENDPOINTS.signup.path, { email: `${name}@example.com`, password: PASSWORD });
  expect(res.status).toBe(200);
  const { uid } = parseEnvelope('signup', await res.json()).data;
  return { uid, browser, cookie: `sid=${browser.cookies.get('sid') ?? ''}` };
}
type User = Awaited<ReturnType<typeof signUp>>;

async function json<T>(res: Response, schema: z.ZodType<T>, status = 200): Promise<T> {
  const body: unknown = await res.json();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(body)}`);
  return envelope(schema).parse(body).data;
}

async function open(user: User, to?: string) {
  const res = await user.browser.postJson(CHAT_OPEN_PATH, to === undefined ? {} : { to }, user.browser.csrfHeaders());
  return json(res, chatConversationSchema);
}

function send(user: User, fields: Record<string, string>, files: { bytes: Uint8Array; name: string; type: string }[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('file', new File([f.bytes], f.name, { type: f.type }));
  const cookie = [...user.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return srv.app.request(CHAT_SEND_PATH, {
    method: 'POST',
    body: form,
    headers: { host: 'localhost', cookie, ...user.browser.csrfHeaders() },
  });
}

async function sent(user: User, conversation: number, body: string, clientId?: string): Promise<ChatMessage> {
  const fields: Record<string, string> = { conversation_id: String(conversation), body };
  if (clientId !== undefined) fields.client_id = clientId;
  return (await json(await send(user, fields), z.object({ message: chatMessageSchema }))).message;
}

async function history(user: User, conversation: number, after = 0) {
  return json(await user.browser.get(`${CHAT_MESSAGES_PATH}?conversation_id=${conversation}&after=${after}`), chatHistorySchema);
}

const operatorHeaders = { host: 'localhost', authorization: `Bearer ${OPERATOR_TOKEN}` };
async function operatorReply(conversation: number, body: string): Promise<ChatMessage> {
  const res = await srv.app.request(OPERATOR_CHAT_REPLY_PATH, {
    method: 'POST',
    body: JSON.stringify({ conversation_id: conversation, body }),
    headers: { ...operatorHeaders, 'content-type': 'application/json' },
  });
  return (await json(res, z.object({ message: chatMessageSchema }))).message;
}

async function live(user: User): Promise<StreamClient> {
  const client = await StreamClient.connect(srv.url, { cookie: user.cookie });
  clients.push(client);
  expect(await client.subscribe({ channel: 'chat' })).toMatchObject({ event: 'subscribed', key: `chat:${user.uid}` });
  return client;
}

/** The chat messages a window received on the stream, in arrival order. */
async function received(client: StreamClient): Promise<ChatMessage[]> {
  const frames = await client.sync();
  return frames.flatMap((f) => (f.event === 'update' && f.channel === 'chat' ? [chatStreamEventSchema.parse(f.data).message] : []));
}

const seqs = (messages: readonly ChatMessage[]) => messages.map((m) => m.seq);

describe('messages are stored with per-conversation sequence numbers and replayed in order after a reconnect', () => {
  it('delivers live, then after a disconnect the history after the last seq held fills the gap exactly', async () => {
    const ada = await signUp('ada');
    const conversation = await open(ada);
    expect(conversation).toMatchObject({ kind: 'support', last_seq: 0, unread: 0 });
    expect((await open(ada)).id).toBe(conversation.id); // Opening again is the same conversation.

    const window = await live(ada);
    await sent(ada, conversation.id, 'Hello, my deposit is late');
    await sent(ada, conversation.id, 'It was 50 USDT on TRON');
    const first = await received(window);
    expect(seqs(first)).toEqual([1, 2]);
    expect(first.map((m) => m.body)).toEqual(['Hello, my deposit is late', 'It was 50 USDT on TRON']);

    // The window goes away (reload, network drop); the team answers and the user writes from elsewhere.
    await window.close();
    await operatorReply(conversation.id, 'Checking it now.');
    await sent(ada, conversation.id, 'Thanks');
    await operatorReply(conversation.id, 'Credited, tx 0xabc.');

    const again = await live(ada);
    const held = first.at(-1)?.seq ?? 0;
    const replay = await history(ada, conversation.id, held);
    expect(seqs(replay.messages)).toEqual([3, 4, 5]);
    expect(replay.messages.map((m) => [m.author, m.body])).toEqual([
      ['operator', 'Checking it now.'],
      ['user', 'Thanks'],
      ['operator', 'Credited, tx 0xabc.'],
    ]);
    expect(replay.last_seq).toBe(5);
    expect(await received(again)).toEqual([]); // Nothing sent while away arrives twice.

    // And live again afterwards.
    await operatorReply(conversation.id, 'Anything else?');
    expect(seqs(await received(again))).toEqual([6]);
    expect(seqs((await history(ada, conversation.id)).messages)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('pages long histories: has_more until the last seq', async () => {
    const bo = await signUp('bo');
    const { id } = await open(bo);
    for (let i = 1; i <= 3; i++) await sent(bo, id, `message ${i}`);
    const page = await json(await bo.browser.get(`${CHAT_MESSAGES_PATH}?conversation_id=${id}&after=0&limit=2`), chatHistorySchema);
    expect([seqs(page.messages), page.has_more]).toEqual([[1, 2], true]);
    const rest = await history(bo, id, 2);
    expect([seqs(rest.messages), rest.has_more]).toEqual([[3], false]);
  });
});

describe('two tabs', () => {
  it('both windows get each message once; a retried send (same client_id) is stored and delivered once', async () => {
    const cy = await signUp('cy');
    const { id } = await open(cy);
    const [tabA, tabB] = [await live(cy), await live(cy)];

    const original = await sent(cy, id, 'from tab A', 'tab-a-0001');
    const retried = await sent(cy, id, 'from tab A', 'tab-a-0001');
    expect(retried).toEqual(original);
    await operatorReply(id, 'Hi Cy');

    expect(seqs(await received(tabA))).toEqual([1, 2]);
    expect(seqs(await received(tabB))).toEqual([1, 2]);
    const [stored] = await api.handle.db
      .select({ n: count() })
      .from(supportChatMessages)
      .where(eq(supportChatMessages.clientId, 'tab-a-0001'));
    expect(stored?.n).toBe(1);
  });

  it('concurrent sends from two tabs get dense, distinct sequence numbers', async () => {
    const di = await signUp('di');
    const { id } = await open(di);
    const bodies = Array.from({ length: 12 }, (_, i) => `${i % 2 === 0 ? 'A' : 'B'} ${i}`);
    const results = await Promise.all(bodies.map((body, i) => sent(di, id, body, `concurrent-${String(i).padStart(4, '0')}`)));
    expect(seqs(results).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const all = await history(di, id);
    expect(seqs(all.messages)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(all.messages.map((m) => m.body))).toEqual(new Set(bodies));
  });
});

describe('bad input is refused with a clear error and stores nothing', () => {
  it(`a message over ${CHAT_MESSAGE_MAX} characters is a 400 naming the limit; exactly ${CHAT_MESSAGE_MAX} is accepted`, async () => {
    const ed = await signUp('ed');
    const { id } = await open(ed);
    const res = await send(ed, { conversation_id: String(id), body: 'x'.repeat(CHAT_MESSAGE_MAX + 1) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'body', message: `A message can be at most ${CHAT_MESSAGE_MAX} characters` });
    expect((await history(ed, id)).last_seq).toBe(0);
    expect((await sent(ed, id, 'x'.repeat(CHAT_MESSAGE_MAX))).seq).toBe(1);
  });

  it('an empty message without a file, and a message to another user’s conversation, are refused', async () => {
    const fa = await signUp('fa');
    const other = await signUp('fa-other');
    const { id } = await open(fa);
    const empty = await send(fa, { conversation_id: String(id), body: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'Enter a message or attach a file' });
    const foreign = await send(other, { conversation_id: String(id), body: 'hi' });
    expect(foreign.status).toBe(404);
    expect((await other.browser.get(`${CHAT_MESSAGES_PATH}?conversation_id=${id}`)).status).toBe(404);
    expect((await history(fa, id)).last_seq).toBe(0);
  });

  it('the 21st message within a minute is a 429 with Retry-After; the next minute it goes through', async () => {
    const gi = await signUp('gi');
    const { id } = await open(gi);
    for (let i = 1; i <= 20; i++) await sent(gi, id, `note ${i}`);
    const refused = await send(gi, { conversation_id: String(id), body: 'one too many' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await history(gi, id)).last_seq).toBe(20);
    api.clock.advance(61_000);
    expect((await sent(gi, id, 'after the window')).seq).toBe(21);
  });

  it('attachments are checked like KYC uploads: a renamed text file is refused, a real PNG is kept and only its owner reads it', async () => {
    const hu = await signUp('hu');
    const stranger = await signUp('hu-stranger');
    const { id } = await open(hu);
    const fake = await send(hu, { conversation_id: String(id), body: '' }, [
      { bytes: new TextEncoder().encode('not an image'), name: 'shot.png', type: 'image/png' },
    ]);
    expect(fake.status).toBe(400);
    expect(await fake.json()).toMatchObject({ field: 'file' });
    const two = await send(hu, { conversation_id: String(id), body: 'two' }, [
      { bytes: PNG, name: 'a.png', type: 'image/png' },
      { bytes: PNG, name: 'b.png', type: 'image/png' },
    ]);
    expect(two.status).toBe(400);
    expect((await history(hu, id)).last_seq).toBe(0);

    const ok = await json(
      await send(hu, { conversation_id: String(id), body: 'screenshot' }, [
        { bytes: PNG, name: '../../etc/receipt.png', type: 'image/png' },
      ]),
      z.object({ message: chatMessageSchema }),
    );
    expect(ok.message.attachment).toMatchObject({ name: 'receipt.png', mime: 'image/png', size: PNG.byteLength });
    const attachment = ok.message.attachment?.id ?? 0;
    const download = await hu.browser.get(`${CHAT_ATTACHMENT_PATH}?id=${attachment}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
    expect((await stranger.browser.get(`${CHAT_ATTACHMENT_PATH}?id=${attachment}`)).status).toBe(404);
  });

  it('a send without the CSRF header is refused before anything is read', async () => {
    const iv = await signUp('iv');
    const { id } = await open(iv);
    const cookie = [...iv.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const form = new FormData();
    form.append('conversation_id', String(id));
    form.append('body', 'hi');
    const res = await srv.app.request(CHAT_SEND_PATH, { method: 'POST', body: form, headers: { host: 'localhost', cookie } });
    expect(res.status).toBe(403);
    expect((await history(iv, id)).last_seq).toBe(0);
  });
});

describe('the support team: uid, KYC level and sub-site; replies; unread counts', () => {
  it('lists and shows the conversation with the user facts, replies, and the user’s unread count follows', async () => {
    const jo = await signUp('jo');
    await api.handle.db.update(users).set({ verified: 2, siteKey: 'eu' }).where(eq(users.uid, jo.uid));
    const { id } = await open(jo);
    await sent(jo, id, 'Can I raise my limit?');

    const list = await json(
      await srv.app.request(`${OPERATOR_CHAT_LIST_PATH}?waiting=1`, { headers: operatorHeaders }),
      chatOperatorListSchema,
    );
    const row = list.list.find((c) => c.id === id);
    expect(row).toMatchObject({ kind: 'support', waiting: 1, user: { uid: jo.uid, kyc_code: 2, kyc_level: 'level 1', site: 'eu' } });

    const detail = await json(
      await srv.app.request(`${OPERATOR_CHAT_SHOW_PATH}?id=${id}`, { headers: operatorHeaders }),
      chatOperatorDetailSchema,
    );
    expect(detail.messages.map((m) => m.body)).toEqual(['Can I raise my limit?']);
    const after = await json(
      await srv.app.request(`${OPERATOR_CHAT_LIST_PATH}?waiting=1`, { headers: operatorHeaders }),
      chatOperatorListSchema,
    );
    expect(after.list.some((c) => c.id === id)).toBe(false); // Read by the team.

    await operatorReply(id, 'Yes: complete level 2.');
    await operatorReply(id, 'Here is the link.');
    expect(await json(await jo.browser.get(CHAT_UNREAD_PATH), chatUnreadSchema)).toEqual({ unread: 2 });
    const read = await json(
      await jo.browser.postJson(CHAT_READ_PATH, { conversation_id: id, seq: 2 }, jo.browser.csrfHeaders()),
      chatConversationSchema,
    );
    expect(read).toMatchObject({ read_seq: 2, unread: 1 });
    await jo.browser.postJson(CHAT_READ_PATH, { conversation_id: id, seq: 99 }, jo.browser.csrfHeaders());
    expect(await json(await jo.browser.get(CHAT_UNREAD_PATH), chatUnreadSchema)).toEqual({ unread: 0 });
  });

  it('the operator endpoints need OPERATOR_TOKEN', async () => {
    expect((await srv.app.request(OPERATOR_CHAT_LIST_PATH, { headers: { host: 'localhost' } })).status).toBe(401);
    const wrong = { host: 'localhost', authorization: 'Bearer nope-nope-nope-nope' };
    expect((await srv.app.request(OPERATOR_CHAT_LIST_PATH, { headers: wrong })).status).toBe(401);
  });

  it('`npm run ops -- chat list|show|reply` run the same services, and the reply reaches the open window', async () => {
    const ki = await signUp('ki');
    const { id } = await open(ki);
    await sent(ki, id, 'Ops question');
    const window = await live(ki);
    await received(window);
    const list = await ops(['chat', 'list', '--waiting']);
    expect(list.exitCode).toBe(0);
    expect(list.lines.some((l) => l.startsWith(`${id}\tuid ${ki.uid}\tlevel 0\tsite main\tsupport\twaiting 1`))).toBe(true);
    const shown = await ops(['chat', 'show', String(id)]);
    expect(shown.lines).toContain('Ops question');
    const reply = await ops(['chat', 'reply', String(id), 'Answered', 'from', 'the', 'shell']);
    expect([reply.exitCode, reply.lines]).toEqual([0, [`replied in conversation ${id} as #2`]]);
    expect((await received(window)).map((m) => [m.seq, m.author, m.body])).toEqual([[2, 'operator', 'Answered from the shell']]);
    expect((await ops(['chat', 'reply', '999999', 'hi'])).exitCode).toBe(1);
    expect((await ops(['chat', 'reply', String(id)])).exitCode).toBe(2);
  });
});

async function ops(argv: string[]) {
  const res = await srv.app.request(OPERATOR_OPS_PATH, {
    method: 'POST',
    body: JSON.stringify({ argv }),
    headers: { ...operatorHeaders, 'content-type': 'application/json' },
  });
  return (await res.json()) as { exitCode: number; lines: string[] };
}

describe('§4.7 shortlink=group&to=<encrypted id>: a streamer-to-customer-service chat', () => {
  it('opens a streamer conversation for a link the team made; a tampered or foreign link is a 400', async () => {
    const streamer = await signUp('streamer');
    const viewer = await signUp('viewer');
    const link = await ops(['chat', 'link', 'streamer@example.com']);
    expect(link.exitCode).toBe(0);
    const to = new URLSearchParams(link.lines[0]).get('to') ?? '';
    expect(to).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(to).not.toContain(String(streamer.uid));

    const conversation = await open(viewer, to);
    expect(conversation.kind).toBe('streamer');
    expect(conversation.id).not.toBe((await open(viewer)).id);
    expect((await open(viewer, to)).id).toBe(conversation.id);
    await sent(viewer, conversation.id, 'About the stream giveaway');
    const list = await json(await srv.app.request(OPERATOR_CHAT_LIST_PATH, { headers: operatorHeaders }), chatOperatorListSchema);
    expect(list.list.find((c) => c.id === conversation.id)).toMatchObject({ kind: 'streamer', streamer_uid: streamer.uid });

    const tampered = `${to.slice(0, 20)}${to[20] === 'A' ? 'B' : 'A'}${to.slice(21)}`;
    for (const bad of [tampered, 'AAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await viewer.browser.postJson(CHAT_OPEN_PATH, { to: bad }, viewer.browser.csrfHeaders());
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'to', message: 'This chat link is not valid. Ask the streamer for a new one.' });
    }
    // The streamer's own link does not open a chat with themself.
    expect((await streamer.browser.postJson(CHAT_OPEN_PATH, { to }, streamer.browser.csrfHeaders())).status).toBe(400);
  });
});
