import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_PATH } from '@ex/contracts';
import { eq, users } from '@ex/db';
import { documentStorage, readDocumentBytes } from './services/kyc/documents';
import { concat, makePdf, streamObject, withPngSize } from './test/document-fixtures';
import { T0 } from './test/harness';
import {
  Applicant,
  JPEG,
  KYC2_FORM,
  KYC3_FORM,
  PDF,
  PNG,
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

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const onDisk = () => k.api.handle.kind === 'pglite';

describe('a kyc2 application: draft → submitted → approved', () => {
  it('keeps the draft, checks completeness, submits once and is approved', async () => {
    const ada = await Applicant.signUp(k.app, 'ada@example.com');
    expect(await (await ada.get('kyc2')).json()).toEqual({ code: 0, message: 'success', data: { application: null } });

    const draft = await ada.application(await ada.draft('kyc2', { first_name: 'Ada', last_name: 'Lovelace' }));
    expect(draft).toMatchObject({
      level: 'kyc2',
      status: 'draft',
      form: { first_name: 'Ada', last_name: 'Lovelace' },
      documents: [],
      submitted_at: 0,
    });
    await ada.application(await ada.upload('kyc2', 'selfie', JPEG, 'me.jpg', 'image/jpeg'));
    await ada.application(await ada.upload('kyc2', 'id_front', PNG));

    // Reloading shows the saved fields and documents (without their content).
    const reloaded = await ada.application(await ada.get('kyc2'));
    expect(reloaded.form).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(reloaded.documents).toEqual([
      { kind: 'id_front', mime: 'image/png', size: PNG.byteLength },
      { kind: 'selfie', mime: 'image/jpeg', size: JPEG.byteLength },
    ]);

    const incomplete = await ada.submit('kyc2');
    expect(incomplete.status).toBe(400);
    const refusal = (await incomplete.json()) as { code: number; field: string; errors: { field: string }[] };
    expect(refusal).toMatchObject({ code: 40000, field: 'date_of_birth' });
    expect(refusal.errors.map((e) => e.field)).toEqual(['date_of_birth', 'nationality', 'id_type', 'id_number', 'id_back']);

    // A partial save merges; an invalid field is named.
    const bad = await ada.draft('kyc2', { id_number: 'no spaces allowed' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 40000, field: 'form.id_number' });
    await ada.application(
      await ada.draft('kyc2', { date_of_birth: KYC2_FORM.date_of_birth, nationality: 'gb', id_type: 'passport', id_number: 'ZX987654' }),
    );

    // A passport needs no back side.
    const submitted = await ada.application(await ada.submit('kyc2'));
    expect(submitted).toMatchObject({ status: 'submitted', submitted_at: T0 / 1000, form: { ...KYC2_FORM, id_type: 'passport' } });
    expect((await userRow(k.api, 'ada@example.com')).kycStatus).toBe(2);

    // Submitting twice returns the same application; there is one record.
    expect(await ada.application(await ada.submit('kyc2'))).toEqual(submitted);
    expect(await applicationRows(k.api, 'ada@example.com')).toHaveLength(1);

    // Under review: no edits, no uploads.
    const edit = await ada.draft('kyc2', { first_name: 'Augusta' });
    expect(edit.status).toBe(409);
    expect(await edit.json()).toMatchObject({ code: 40900 });
    expect((await ada.upload('kyc2', 'selfie', JPEG, 'x.jpg', 'image/jpeg')).status).toBe(409);

    const approved = await review(k.app, { email: 'ada@example.com', level: 'kyc2', decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(await ada.application(await ada.get('kyc2'))).toMatchObject({ status: 'approved', reviewed_at: T0 / 1000 });
    const info = await (await ada.browser.get(ENDPOINTS.userInfo.path)).json();
    expect(info).toMatchObject({ data: { verified: 2, kyc_status: 1 } });

    // Level 1 reached: kyc2 again is pointless, kyc3 is now open.
    expect(await (await ada.draft('kyc2', { first_name: 'Ada' })).json()).toMatchObject({ code: 40900 });
    expect(await ada.application(await ada.draft('kyc3', KYC3_FORM))).toMatchObject({ level: 'kyc3', status: 'draft' });
    const missing = await ada.submit('kyc3');
    expect(await missing.json()).toMatchObject({ code: 40000, field: 'proof_of_address' });
  });

  it('makes one record of concurrent first saves and concurrent submits', async () => {
    const tab = await Applicant.signUp(k.app, 'tabs@example.com');
    const saves = await Promise.all([
      tab.draft('kyc2', { first_name: 'A' }),
      tab.draft('kyc2', { last_name: 'B' }),
      tab.upload('kyc2', 'id_front', PNG),
    ]);
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await applicationRows(k.api, 'tabs@example.com')).toHaveLength(1);
    await tab.completeKyc2();
    const submits = await Promise.all([tab.submit('kyc2'), tab.submit('kyc2'), tab.submit('kyc2')]);
    expect(submits.map((r) => r.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(submits.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await applicationRows(k.api, 'tabs@example.com')).toHaveLength(1);
  });

  it('refuses an applicant under 18 on the injected clock', async () => {
    const young = await Applicant.signUp(k.app, 'young@example.com');
    await young.completeKyc2({ ...KYC2_FORM, date_of_birth: '2008-01-16' });
    const res = await young.submit('kyc2');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'date_of_birth', message: 'You must be 18 or older' });
    expect((await applicationRows(k.api, 'young@example.com'))[0]?.status).toBe('draft');
  });

  it('refuses kyc3 before level 1, and kyc2 when level 1 is already reached', async () => {
    const early = await Applicant.signUp(k.app, 'early@example.com');
    const kyc3 = await early.draft('kyc3', KYC3_FORM);
    expect(kyc3.status).toBe(403);
    expect(await kyc3.json()).toEqual({ code: 40300, message: 'Complete level 1 verification first' });
    expect((await early.upload('kyc3', 'proof_of_address', PDF, 'bill.pdf', 'application/pdf')).status).toBe(403);
    expect((await early.submit('kyc3')).status).toBe(403);
    expect(await applicationRows(k.api, 'early@example.com')).toEqual([]);

    await k.api.handle.db.update(users).set({ verified: 1 }).where(eq(users.email, 'early@example.com'));
    const kyc2 = await early.draft('kyc2', { first_name: 'Early' });
    expect(kyc2.status).toBe(409);
    expect(await kyc2.json()).toEqual({ code: 40900, message: 'Already verified' });
  });

  it('answers 401 without a session and 403 without the CSRF header', async () => {
    const visitor = new Applicant(k.app);
    expect((await visitor.get('kyc2')).status).toBe(401);
    const signedIn = await Applicant.signUp(k.app, 'nocsrf@example.com');
    expect((await signedIn.upload('kyc2', 'id_front', PNG, 'a.png', 'image/png', {})).status).toBe(403);
    expect(await applicationRows(k.api, 'nocsrf@example.com')).toEqual([]);
  });
});

describe('document uploads', () => {
  it('refuses a wrong type and an oversize file, storing nothing', async () => {
    const eve = await Applicant.signUp(k.app, 'eve@example.com');
    const filesBefore = await storedFiles();
    const text = new TextEncoder().encode('just some text, not an image\n');
    const wrong = await eve.upload('kyc2', 'id_front', text, 'notes.png', 'image/png');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 40000, field: 'file', message: 'Use a JPEG, PNG or PDF' });

    const big = new Uint8Array(KYC_DOCUMENT_MAX_BYTES + 1);
    big.set(PNG.subarray(0, 8));
    const oversize = await eve.upload('kyc2', 'id_front', big, 'big.png', 'image/png');
    expect(oversize.status).toBe(400);
    expect(await oversize.json()).toMatchObject({ code: 40000, field: 'file', message: 'The file is larger than 5 MB' });

    const badKind = await eve.upload('kyc2', 'proof_of_address', PNG);
    expect(await badKind.json()).toMatchObject({ code: 40000, field: 'kind' });
    expect(await (await eve.upload('kyc9', 'id_front', PNG)).json()).toMatchObject({ code: 40000, field: 'level' });

    expect(await applicationRows(k.api, 'eve@example.com')).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('keeps the 16 KiB limit for other POSTs and 6 MiB for the upload', async () => {
    const zed = await Applicant.signUp(k.app, 'zed@example.com');
    const tooBig = await zed.upload('kyc2', 'id_front', new Uint8Array(6 * 1024 * 1024 + 1));
    expect(tooBig.status).toBe(413);
    const draft = await zed.draft('kyc2', { first_name: 'x'.repeat(17 * 1024) });
    expect(draft.status).toBe(413);
    expect(await applicationRows(k.api, 'zed@example.com')).toEqual([]);
  });

  it('stores by content hash and replaces the previous document of the same kind', async () => {
    const rex = await Applicant.signUp(k.app, 'rex@example.com');
    const first = await rex.application(await rex.upload('kyc2', 'id_front', PNG));
    const second = await rex.application(await rex.upload('kyc2', 'id_front', JPEG, 'front.jpg', 'image/jpeg'));
    expect(second.id).toBe(first.id);
    expect(second.documents).toEqual([{ kind: 'id_front', mime: 'image/jpeg', size: JPEG.byteLength }]);

    const rows = await documentRows(k.api, first.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.sha256).toBe(sha256(JPEG));
    if (onDisk()) {
      expect(row).toMatchObject({ storage: 'disk', path: `${first.id}/id_front-${sha256(JPEG)}`, data: null });
      const dir = path.join(k.dataDir, 'kyc-documents', String(first.id));
      expect(await readdir(dir)).toEqual([`id_front-${sha256(JPEG)}`]);
      expect(new Uint8Array(await readFile(path.join(dir, `id_front-${sha256(JPEG)}`)))).toEqual(JPEG);
    } else {
      expect(row).toMatchObject({ storage: 'db', path: null });
    }
    if (!row) throw new Error('no row');
    const stored = await readDocumentBytes(documentStorage(k.api.handle.kind, k.dataDir), row);
    expect(new Uint8Array(stored)).toEqual(JPEG);
  });
});

describe('issue 10 "A KYC upload must be decoded as an image or PDF … not judged by its first bytes"', () => {
  const html = new TextEncoder().encode(
    '<!doctype html><html><body><script>fetch("/api/web/v1/usercenter/get_info")</script></body></html>\n',
  );
  const ATTACKS: [string, Uint8Array, string, string, string][] = [
    ['an HTML file renamed .png', html, 'page.png', 'image/png', 'Use a JPEG, PNG or PDF'],
    [
      'a PNG header (signature and IHDR) followed by garbage',
      concat(PNG.subarray(0, 33), 'A'.repeat(500)),
      'front.png',
      'image/png',
      'The image is damaged or incomplete',
    ],
    ['a truncated JPEG', JPEG.subarray(0, JPEG.length - 50), 'front.jpg', 'image/jpeg', 'The image is damaged or incomplete'],
    [
      'a JPEG with an HTML page appended (a polyglot)',
      concat(JPEG, html),
      'front.jpg',
      'image/jpeg',
      'The file has other data after the end of the image',
    ],
    [
      'a PNG that claims 10000×10000 pixels',
      withPngSize(PNG, 10_000, 10_000),
      'front.png',
      'image/png',
      'The image is larger than 50 megapixels',
    ],
    [
      'a PDF header followed by junk',
      concat('%PDF-1.7\n', 'junk '.repeat(100), '\n%%EOF\n'),
      'front.pdf',
      'application/pdf',
      'The PDF is damaged or incomplete',
    ],
    [
      'a PDF with /JavaScript on open',
      makePdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.launchURL\\("https://evil.example"\\)) >>' }),
      'front.pdf',
      'application/pdf',
      'The PDF contains JavaScript: upload a plain document',
    ],
    [
      'a PDF with an attached file',
      makePdf({
        catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>',
        more: ['<< /Type /Filespec /F (a.exe) /EF << /F 7 0 R >> >>', streamObject('/Type /EmbeddedFile', new TextEncoder().encode('MZ'))],
      }),
      'front.pdf',
      'application/pdf',
      'The PDF contains an attached file: upload a plain document',
    ],
  ];

  // One applicant for the whole describe: sign-ups from one address are rate-limited.
  let mallory: Applicant;
  beforeAll(async () => {
    mallory = await Applicant.signUp(k.app, 'mallory@example.com');
  });

  it.each(ATTACKS)('%s → 400 naming file; no application, no document, no file is stored', async (_name, bytes, name, type, message) => {
    const filesBefore = await storedFiles();
    const res = await mallory.upload('kyc2', 'id_front', bytes, name, type);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 40000, field: 'file', message });
    expect(await applicationRows(k.api, 'mallory@example.com')).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('real small PNG, JPEG and PDF files are stored with their decoded type, whatever name and type they were sent with', async () => {
    await mallory.application(await mallory.upload('kyc2', 'id_front', JPEG, 'front.png', 'image/png'));
    await mallory.application(await mallory.upload('kyc2', 'id_back', PDF, 'back.jpg', 'image/jpeg'));
    const done = await mallory.application(await mallory.upload('kyc2', 'selfie', PNG, 'me.pdf', 'application/pdf'));
    expect([...done.documents].sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'id_back', mime: 'application/pdf', size: PDF.byteLength },
      { kind: 'id_front', mime: 'image/jpeg', size: JPEG.byteLength },
      { kind: 'selfie', mime: 'image/png', size: PNG.byteLength },
    ]);
  });

  it('a refused upload leaves the stored document of that kind as it was', async () => {
    const [application] = await applicationRows(k.api, 'mallory@example.com');
    if (!application) throw new Error('no application');
    const before = await documentRows(k.api, application.id);
    const filesBefore = await storedFiles();
    for (const [, bytes, name, type] of ATTACKS) expect((await mallory.upload('kyc2', 'id_front', bytes, name, type)).status).toBe(400);
    expect(await documentRows(k.api, application.id)).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('issue 10 "a repeated key must be refused": a multipart field or file sent twice → 400 naming it, nothing stored', async () => {
    const [application] = await applicationRows(k.api, 'mallory@example.com');
    if (!application) throw new Error('no application');
    const before = await documentRows(k.api, application.id);
    const send = (build: (form: FormData) => void) => {
      const form = new FormData();
      build(form);
      const cookie = [...mallory.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      return k.app.request(KYC_DOCUMENT_PATH, {
        method: 'POST',
        body: form,
        headers: { host: 'localhost', cookie, ...mallory.browser.csrfHeaders() },
      });
    };
    const png = new File([PNG], 'a.png', { type: 'image/png' });
    const jpeg = new File([JPEG], 'b.jpg', { type: 'image/jpeg' });
    const kinds = await send((f) => {
      f.append('level', 'kyc2');
      f.append('kind', 'id_back');
      f.append('kind', 'selfie');
      f.append('file', png);
    });
    expect(kinds.status).toBe(400);
    expect(await kinds.json()).toMatchObject({ code: 40000, field: 'kind', message: 'kind is sent more than once' });
    const files = await send((f) => {
      f.append('level', 'kyc2');
      f.append('kind', 'id_back');
      f.append('file', png);
      f.append('file', jpeg);
    });
    expect(files.status).toBe(400);
    expect(await files.json()).toMatchObject({ code: 40000, field: 'file', message: 'file is sent more than once' });
    expect(await documentRows(k.api, application.id)).toEqual(before);
  });
});

/** Every file under the documents directory (temporary files included), relative to it. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(k.dataDir, 'kyc-documents');
  if (!existsSync(root)) return [];
  return (await readdir(root, { recursive: true })).sort();
}
