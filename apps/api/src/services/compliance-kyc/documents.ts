import { USER_AGREEMENT_DEFAULT } from '@ex/contracts';
import { and, complianceDocuments, complianceSignatures, eq, inArray, type Database, type UserRow } from '@ex/db';

/**
 * Documents a user signs (§4.15, §7): the user agreement per scene, the Turkey declaration and the
 * customer-understand declaration. A document applies to a user when an enabled row of its kind and
 * scene exists for the account's sub-site, the request's sub-site, or '*'. Its current version is the
 * highest such row's; one signature per (uid, kind, scene, version) — the primary key — so double
 * submits, also concurrent ones, leave one row, and no code path deletes one.
 */

export type DocumentKind = 'user_agreement' | 'tr_declaration' | 'customer_understand';

export interface DocumentViewer {
  readonly user: UserRow;
  /** The sub-site of the request (SiteKey). */
  readonly requestSite: string;
  /** The `lang` cookie, '' when absent. */
  readonly lang: string;
}

interface CurrentDocument {
  readonly version: number;
  readonly content: string;
  readonly submitButton: string;
}

const LOCALE = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;

/** The `lang` cookie as a document locale ('' when it is not one). */
export function documentLocale(raw: string | undefined): string {
  const lang = (raw ?? '').trim().toLowerCase().replace(/_/g, '-');
  return LOCALE.test(lang) ? lang : '';
}

/**
 * The current version of the document that applies to the viewer, in the viewer's locale, else '*',
 * else any locale of that version (a required text is shown in some language rather than not at
 * all); null when nothing applies.
 */
async function currentDocument(db: Database, kind: DocumentKind, scene: string, viewer: DocumentViewer): Promise<CurrentDocument | null> {
  const sites = [...new Set([viewer.user.siteKey, viewer.requestSite, '*'])];
  const rows = await db
    .select()
    .from(complianceDocuments)
    .where(
      and(
        eq(complianceDocuments.kind, kind),
        eq(complianceDocuments.scene, scene),
        eq(complianceDocuments.enabled, true),
        inArray(complianceDocuments.siteKey, sites),
      ),
    );
  if (rows.length === 0) return null;
  const version = Math.max(...rows.map((r) => r.version));
  const rank = (r: (typeof rows)[number]) =>
    (r.locale === viewer.lang && viewer.lang !== '' ? 0 : r.locale === '*' ? 1 : 2) * 2 + (r.siteKey === '*' ? 1 : 0);
  const [best] = rows
    .filter((r) => r.version === version)
    .sort((a, b) => rank(a) - rank(b) || a.siteKey.localeCompare(b.siteKey) || a.locale.localeCompare(b.locale));
  return best ? { version, content: best.content, submitButton: best.submitButton } : null;
}

async function hasSigned(db: Database, uid: number, kind: DocumentKind, scene: string, version: number): Promise<boolean> {
  const [row] = await db
    .select({ version: complianceSignatures.version })
    .from(complianceSignatures)
    .where(
      and(
        eq(complianceSignatures.uid, uid),
        eq(complianceSignatures.kind, kind),
        eq(complianceSignatures.scene, scene),
        eq(complianceSignatures.version, version),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts the signature unless it exists (a concurrent duplicate is a no-op, never an error). */
async function sign(db: Database, uid: number, kind: DocumentKind, scene: string, version: number, nowMs: number): Promise<void> {
  await db
    .insert(complianceSignatures)
    .values({ uid, kind, scene, version, signedAt: new Date(nowMs) })
    .onConflictDoNothing();
}

export interface UserAgreementStatus {
  readonly status: number;
  readonly content: string;
  readonly submit_button: string;
}

/** §3 "User agreement status: status (1 = must show), content, submit_button"; 0 once signed or when none applies. */
export async function userAgreementStatus(db: Database, viewer: DocumentViewer, scene: string): Promise<UserAgreementStatus> {
  const doc = await currentDocument(db, 'user_agreement', scene, viewer);
  if (doc === null || (await hasSigned(db, viewer.user.uid, 'user_agreement', scene, doc.version))) return { ...USER_AGREEMENT_DEFAULT };
  return { status: 1, content: doc.content, submit_button: doc.submitButton };
}

/** Signs the current version (if any applies) and answers the status after it: 0. */
export async function submitUserAgreement(
  db: Database,
  viewer: DocumentViewer,
  scene: string,
  nowMs: number,
): Promise<UserAgreementStatus> {
  const doc = await currentDocument(db, 'user_agreement', scene, viewer);
  if (doc !== null) await sign(db, viewer.user.uid, 'user_agreement', scene, doc.version, nowMs);
  return { ...USER_AGREEMENT_DEFAULT };
}

export interface DeclarationStatus {
  readonly status: number;
  readonly content: string;
}

export type DeclarationKind = Exclude<DocumentKind, 'user_agreement'>;

/** §3 "Turkey declaration status: 1 needs signing, 2 signed"; 0 where no declaration applies. */
export async function declarationStatus(db: Database, viewer: DocumentViewer, kind: DeclarationKind): Promise<DeclarationStatus> {
  const doc = await currentDocument(db, kind, '', viewer);
  if (doc === null) return { status: 0, content: '' };
  return { status: (await hasSigned(db, viewer.user.uid, kind, '', doc.version)) ? 2 : 1, content: doc.content };
}

/** §4.15 "After signing, status becomes 2." Where none applies: the current status (0), nothing written. */
export async function submitDeclaration(
  db: Database,
  viewer: DocumentViewer,
  kind: DeclarationKind,
  nowMs: number,
): Promise<DeclarationStatus> {
  const doc = await currentDocument(db, kind, '', viewer);
  if (doc === null) return { status: 0, content: '' };
  await sign(db, viewer.user.uid, kind, '', doc.version, nowMs);
  return { status: 2, content: doc.content };
}
