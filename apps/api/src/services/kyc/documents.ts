import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { KYC_DOCUMENT_MAX_BYTES, type KycApplication, type KycApplicationLevel, type KycDocumentKind } from '@ex/contracts';
import { and, eq, kycDocuments, type Database, type UserRow } from '@ex/db';
import { APPLICATION_DOCUMENTS } from '@ex/domain';
import { invalidInput } from '../../http/failure';
import { loadApplication, openDraft } from './applications';
import { checkDocumentContent, type DocumentMime } from './document-content';
import { DocumentRefusal } from './document-refusal';

/**
 * Identity documents of a KYC application. The type is decided by decoding the whole content
 * (document-content.ts), never by the declared Content-Type, the file name or the first bytes. Where
 * the bytes go:
 * - embedded database (one process, files next to it): `<dataDir>/kyc-documents/<application id>/<kind>-<sha256>`,
 *   written to a temporary file and renamed, the row holding the path relative to `kyc-documents`;
 * - PostgreSQL (possibly several API hosts): the bytes in `kyc_documents.data`.
 */
export type DocumentStorage = { readonly kind: 'disk'; readonly root: string } | { readonly kind: 'db' };

/** Where documents go for this database kind and data directory. */
export function documentStorage(dbKind: 'pglite' | 'postgres', dataDir: string | undefined): DocumentStorage {
  return dbKind === 'pglite' && dataDir ? { kind: 'disk', root: path.resolve(dataDir, 'kyc-documents') } : { kind: 'db' };
}

/**
 * The 400 `{ field: 'file' }` for a file larger than KYC_DOCUMENT_MAX_BYTES (checked before the bytes
 * are read) or one that is not wholly a clean JPEG, PNG or PDF ({@link checkDocumentContent});
 * otherwise its bytes and real type.
 */
export async function checkDocumentFile(file: Blob | undefined): Promise<{ bytes: Uint8Array; mime: DocumentMime }> {
  if (!file || file.size === 0) throw invalidInput([{ field: 'file', message: 'Choose a file' }]);
  if (file.size > KYC_DOCUMENT_MAX_BYTES) throw invalidInput([{ field: 'file', message: 'The file is larger than 5 MB' }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return { bytes, mime: await checkDocumentContent(bytes) };
  } catch (error) {
    if (error instanceof DocumentRefusal) throw invalidInput([{ field: 'file', message: error.message }]);
    throw error;
  }
}

/**
 * Stores `kind` for the user's `level` application (created as a draft when there is none, moved
 * back to draft when rejected; 409 when submitted or approved), replacing that kind's previous
 * document. Returns the application.
 */
export async function uploadDocument(
  db: Database,
  storage: DocumentStorage,
  user: UserRow,
  input: { level: KycApplicationLevel; kind: KycDocumentKind; bytes: Uint8Array; mime: DocumentMime },
  nowMs: number,
): Promise<KycApplication> {
  if (!APPLICATION_DOCUMENTS[input.level].includes(input.kind)) {
    throw invalidInput([{ field: 'kind', message: `A ${input.level} application has no ${input.kind} document` }]);
  }
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  let written: { file: string; isNew: boolean } | undefined;
  let replaced: string | undefined;
  try {
    const application = await db.transaction(async (tx) => {
      const row = await openDraft(tx, user, input.level, nowMs);
      const [previous] = await tx
        .select({ path: kycDocuments.path })
        .from(kycDocuments)
        .where(and(eq(kycDocuments.applicationId, row.id), eq(kycDocuments.kind, input.kind)));
      let relative: string | null = null;
      if (storage.kind === 'disk') {
        relative = `${row.id}/${input.kind}-${sha256}`;
        written = await writeAtomically(path.join(storage.root, relative), input.bytes);
        if (previous?.path && previous.path !== relative) replaced = previous.path;
      }
      const values = {
        mime: input.mime,
        size: input.bytes.byteLength,
        sha256,
        storage: storage.kind,
        path: relative,
        data: storage.kind === 'db' ? Buffer.from(input.bytes) : null,
        createdAt: new Date(nowMs),
      };
      await tx
        .insert(kycDocuments)
        .values({ applicationId: row.id, kind: input.kind, ...values })
        .onConflictDoUpdate({ target: [kycDocuments.applicationId, kycDocuments.kind], set: values });
      return loadApplication(tx, row);
    });
    if (storage.kind === 'disk' && replaced) await rm(path.join(storage.root, replaced), { force: true });
    return application;
  } catch (error) {
    // The row was not written: drop a file this upload created (not one an existing row points to).
    if (written?.isNew) await rm(written.file, { force: true });
    throw error;
  }
}

/** Writes `bytes` to `file` through a synced temporary file in the same directory and a rename. */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<{ file: string; isNew: boolean }> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const isNew = !existsSync(file);
  const temp = path.join(path.dirname(file), `.${randomUUID()}.tmp`);
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return { file, isNew };
}

/** The stored bytes of a document row (for operator tooling and tests). */
export async function readDocumentBytes(
  storage: DocumentStorage,
  row: { storage: string; path: string | null; data: Uint8Array | null },
): Promise<Uint8Array> {
  if (row.storage === 'db') return row.data ?? new Uint8Array();
  if (storage.kind !== 'disk' || !row.path) throw new Error('document stored on disk, but no document directory is configured');
  return readFile(path.join(storage.root, row.path));
}
