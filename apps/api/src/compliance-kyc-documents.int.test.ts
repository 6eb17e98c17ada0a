import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, apiErrorSchema } from '@ex/contracts';
import { DEMO_PASSWORD, and, complianceDocuments, complianceSignatures, count, eq, seedComplianceDocuments, users } from '@ex/db';
import { Browser, parseEnvelope, type TestApi } from './test/harness';
import { newUser, signIn, startSecurityApi } from './test/security-helpers';

const {
  userAgreementStatus,
  userAgreementSubmit,
  trDeclarationStatus,
  trDeclarationSubmit,
  customerDeclarationStatus,
  customerDeclarationSubmit,
} = ENDPOINTS;
const TR_HOST = 'tr.localhost';
const EU_HOST = 'eu.localhost';

let api: TestApi;
beforeAll(async () => {
  api = await startSecurityApi({ seed: true });
});
afterAll(async () => {
  await api?.close();
});

let serial = 0;
async function userOn(siteKey: string, host = 'localhost'): Promise<{ browser: Browser; uid: number }> {
  const made = await newUser(api, `doc${++serial}-${siteKey}@example.com`, host);
  await api.handle.db.update(users).set({ siteKey }).where(eq(users.uid, made.uid));
  return made;
}

async function signatures(uid: number, kind: string): Promise<number> {
  const [row] = await api.handle.db
    .select({ n: count() })
    .from(complianceSignatures)
    .where(and(eq(complianceSignatures.uid, uid), eq(complianceSignatures.kind, kind)));
  return row?.n ?? 0;
}

async function ok200(res: Response): Promise<unknown> {
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

const trStatus = async (b: Browser) => parseEnvelope('trDeclarationStatus', await ok200(await b.get(trDeclarationStatus.path))).data;
const trSubmit = async (b: Browser) =>
  parseEnvelope('trDeclarationSubmit', await ok200(await b.postJson(trDeclarationSubmit.path, {}, b.csrfHeaders()))).data;
const cuStatus = async (b: Browser) =>
  parseEnvelope('customerDeclarationStatus', await ok200(await b.get(customerDeclarationStatus.path))).data;
const cuSubmit = async (b: Browser) =>
  parseEnvelope('customerDeclarationSubmit', await ok200(await b.postJson(customerDeclarationSubmit.path, {}, b.csrfHeaders()))).data;
const uaStatus = async (b: Browser, scene: string) =>
  parseEnvelope('userAgreementStatus', await ok200(await b.postJson(userAgreementStatus.path, { scene }, b.csrfHeaders()))).data;
const uaSubmit = async (b: Browser, scene: string) =>
  parseEnvelope('userAgreementSubmit', await ok200(await b.postJson(userAgreementSubmit.path, { scene }, b.csrfHeaders()))).data;

describe('seedComplianceDocuments', () => {
  it('the demo seed inserted the documents once; a re-run inserts nothing', async () => {
    const [row] = await api.handle.db.select({ n: count() }).from(complianceDocuments);
    expect(row?.n).toBe(6);
    expect(await seedComplianceDocuments(api.handle.db)).toBe(0);
  });
});

describe('Turkey declaration (§3 "1 needs signing, 2 signed")', () => {
  it('the demo Turkey user signs it: 1, then 2; English by default, Turkish with lang=tr; a second submit adds nothing', async () => {
    const browser = await signIn(api, 'turkey@demo.test', DEMO_PASSWORD);
    const [row] = await api.handle.db.select({ uid: users.uid }).from(users).where(eq(users.email, 'turkey@demo.test'));
    const uid = row?.uid ?? 0;

    const before = await trStatus(browser);
    expect(before.status).toBe(1);
    expect(before.content).toContain('20% fee tax');
    browser.cookies.set('lang', 'tr');
    expect((await trStatus(browser)).content).toContain('%20 ücret vergisi');
    browser.cookies.delete('lang');

    expect(await trSubmit(browser)).toEqual({ status: 2, content: before.content });
    expect(await trStatus(browser)).toMatchObject({ status: 2 });
    expect(await trSubmit(browser)).toMatchObject({ status: 2 });
    expect(await signatures(uid, 'tr_declaration')).toBe(1);
  });

  it('concurrent submits create one signature and all answer 2', async () => {
    const { browser, uid } = await userOn('tr');
    const answers = await Promise.all(Array.from({ length: 6 }, () => trSubmit(browser)));
    expect(answers.map((a) => a.status)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(await signatures(uid, 'tr_declaration')).toBe(1);
  });

  it('a main-site account on the Turkey site needs it too (the request is on tr)', async () => {
    const { browser } = await userOn('main', TR_HOST);
    expect((await trStatus(browser)).status).toBe(1);
  });

  it('other users: 0 (not applicable); their submit answers 0 and writes nothing', async () => {
    const { browser, uid } = await userOn('main');
    expect(await trStatus(browser)).toEqual({ status: 0, content: '' });
    expect(await trSubmit(browser)).toEqual({ status: 0, content: '' });
    expect(await signatures(uid, 'tr_declaration')).toBe(0);
  });
});

describe('customer-understand declaration (§7)', () => {
  it('required on the EU site: 1, then 2 after sequential and concurrent double submits, one row', async () => {
    const { browser, uid } = await userOn('eu', EU_HOST);
    expect(await cuStatus(browser)).toMatchObject({ status: 1 });
    expect((await cuStatus(browser)).content).toContain('not protected by investor compensation');
    expect((await cuSubmit(browser)).status).toBe(2);
    expect((await cuSubmit(browser)).status).toBe(2);
    const concurrent = await Promise.all([cuSubmit(browser), cuSubmit(browser), cuSubmit(browser)]);
    expect(concurrent.map((a) => a.status)).toEqual([2, 2, 2]);
    expect((await cuStatus(browser)).status).toBe(2);
    expect(await signatures(uid, 'customer_understand')).toBe(1);
  });

  it('not required on main: 0, and a submit writes nothing', async () => {
    const { browser, uid } = await userOn('main');
    expect((await cuStatus(browser)).status).toBe(0);
    expect((await cuSubmit(browser)).status).toBe(0);
    expect(await signatures(uid, 'customer_understand')).toBe(0);
  });
});

describe('user agreement (§3 "status (1 = must show), content, submit_button")', () => {
  it('futures on main: 1 with content and button; after submit 0; double submits leave one row', async () => {
    const { browser, uid } = await userOn('main');
    const open = await uaStatus(browser, 'futures');
    expect(open).toMatchObject({ status: 1, submit_button: 'I Agree' });
    expect(open.content).toContain('Futures are leveraged products');
    expect(await uaSubmit(browser, 'futures')).toEqual({ status: 0, content: '', submit_button: '' });
    expect(await uaSubmit(browser, 'futures')).toMatchObject({ status: 0 });
    expect(await uaStatus(browser, 'futures')).toMatchObject({ status: 0 });
    expect(await signatures(uid, 'user_agreement')).toBe(1);
  });

  it('concurrent submits create one signature', async () => {
    const { browser, uid } = await userOn('main');
    const answers = await Promise.all(Array.from({ length: 5 }, () => uaSubmit(browser, 'futures')));
    expect(answers.every((a) => a.status === 0)).toBe(true);
    expect(await signatures(uid, 'user_agreement')).toBe(1);
    // Signing one scene does not sign another.
    expect((await uaStatus(browser, 'copy_trading')).status).toBe(1);
  });

  it("a form-encoded body works (§7 POST clients form-encode), and scenes are per site: 'login' is on eu only", async () => {
    const main = await userOn('main');
    const res = await main.browser.postForm(userAgreementStatus.path, { scene: 'login' }, main.browser.csrfHeaders());
    expect(parseEnvelope('userAgreementStatus', await ok200(res)).data.status).toBe(0);
    const eu = await userOn('eu', EU_HOST);
    expect(await uaStatus(eu.browser, 'login')).toMatchObject({ status: 1, submit_button: 'Accept and continue' });
    // '*' documents apply on every site.
    expect((await uaStatus(eu.browser, 'copy_trading')).status).toBe(1);
  });

  it('an unknown scene needs nothing: 0, and its submit writes nothing', async () => {
    const { browser, uid } = await userOn('main');
    expect(await uaStatus(browser, 'no_such_scene')).toEqual({ status: 0, content: '', submit_button: '' });
    expect((await uaSubmit(browser, 'no_such_scene')).status).toBe(0);
    expect(await signatures(uid, 'user_agreement')).toBe(0);
  });

  it('a new version must be signed again; the old signature is kept', async () => {
    const { browser, uid } = await userOn('main');
    await uaSubmit(browser, 'futures');
    await api.handle.db.insert(complianceDocuments).values({
      kind: 'user_agreement',
      scene: 'futures',
      siteKey: 'main',
      version: 2,
      content: '<p>Futures v2</p>',
      submitButton: 'Agree v2',
    });
    try {
      expect(await uaStatus(browser, 'futures')).toEqual({ status: 1, content: '<p>Futures v2</p>', submit_button: 'Agree v2' });
      await uaSubmit(browser, 'futures');
      expect((await uaStatus(browser, 'futures')).status).toBe(0);
      expect(await signatures(uid, 'user_agreement')).toBe(2);
    } finally {
      await api.handle.db
        .update(complianceDocuments)
        .set({ enabled: false })
        .where(and(eq(complianceDocuments.scene, 'futures'), eq(complianceDocuments.version, 2)));
    }
  });

  const bad = [
    { name: 'no scene', body: {} },
    { name: 'empty scene', body: { scene: '' } },
    { name: 'blank scene', body: { scene: '   ' } },
    { name: 'scene not a string', body: { scene: 7 } },
    { name: 'scene with markup', body: { scene: '<script>' } },
    { name: 'scene too long', body: { scene: 'a'.repeat(65) } },
  ];
  it.each(bad)('a bad body ($name) is a 400 naming scene, nothing written', async ({ body }) => {
    const { browser, uid } = await userOn('main');
    for (const path of [userAgreementStatus.path, userAgreementSubmit.path]) {
      const res = await browser.postJson(path, body, browser.csrfHeaders());
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json())).toMatchObject({ code: 40000, field: 'scene' });
    }
    expect(await signatures(uid, 'user_agreement')).toBe(0);
  });
});

describe('session and CSRF', () => {
  it('without a session every endpoint is 401', async () => {
    const anon = new Browser(api);
    const calls = [
      anon.get(trDeclarationStatus.path),
      anon.get(customerDeclarationStatus.path),
      anon.postJson(trDeclarationSubmit.path, {}, { 'x-csrftoken': '1' }),
      anon.postJson(customerDeclarationSubmit.path, {}, { 'x-csrftoken': '1' }),
      anon.postJson(userAgreementStatus.path, { scene: 'futures' }, { 'x-csrftoken': '1' }),
      anon.postJson(userAgreementSubmit.path, { scene: 'futures' }, { 'x-csrftoken': '1' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(apiErrorSchema.parse(await res.json()).code).toBe(40100);
    }
  });

  it('a submit without the CSRF header is 403 and signs nothing', async () => {
    const { browser, uid } = await userOn('tr');
    expect((await browser.postJson(trDeclarationSubmit.path, {})).status).toBe(403);
    expect((await browser.postJson(userAgreementSubmit.path, { scene: 'copy_trading' })).status).toBe(403);
    expect(await signatures(uid, 'tr_declaration')).toBe(0);
    expect(await signatures(uid, 'user_agreement')).toBe(0);
  });
});
