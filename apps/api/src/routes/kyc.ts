import { Hono } from 'hono';
import { ENDPOINTS, KYC_DOCUMENT_PATH, OPERATOR_KYC_REVIEW_PATH, kycDocumentFieldsSchema, kycReviewBodySchema } from '@ex/contracts';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { invalidInput } from '../http/failure';
import { parseInput, readBody, readQuery, uniqueFields } from '../http/input';
import { requireOperator } from '../http/operator-auth';
import { getApplication, saveDraft, submitApplication } from '../services/kyc/applications';
import { checkDocumentFile, documentStorage, uploadDocument } from '../services/kyc/documents';
import { reviewApplication } from '../services/kyc/review';

/**
 * Request-body limit of the document upload: one file of at most KYC_DOCUMENT_MAX_BYTES plus the
 * multipart framing and the two small fields. app.ts applies it to KYC_DOCUMENT_PATH only.
 */
export const KYC_UPLOAD_MAX_BODY_BYTES = 6 * 1024 * 1024;

/**
 * KYC applications (issue 4): the applicant's application per level (read, save a draft, upload a
 * document, submit) and the operator's review. Applicant POSTs are CSRF-checked by the app's CSRF
 * middleware; the operator endpoint authenticates with OPERATOR_TOKEN and carries no cookies.
 */
export function kycRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const storage = documentStorage(deps.dbKind, deps.dataDir);

  app.get(ENDPOINTS.kycApplication.path, async (c) => {
    const query = readQuery(c, ENDPOINTS.kycApplication.query);
    const user = await requireUser(c, deps);
    return c.json(ok({ application: await getApplication(deps.db, user.uid, query.level) }));
  });

  app.post(ENDPOINTS.kycDraft.path, async (c) => {
    readQuery(c, ENDPOINTS.kycDraft.query);
    const user = await requireUser(c, deps);
    const body = await readBody(c, ENDPOINTS.kycDraft.body);
    const application = await saveDraft(deps.db, user, body, deps.now());
    deps.logger.info({ uid: user.uid, level: body.level }, 'kyc draft saved');
    return c.json(ok({ application }));
  });

  // multipart/form-data: level, kind, file.
  app.post(KYC_DOCUMENT_PATH, async (c) => {
    const user = await requireUser(c, deps);
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    let form: FormData;
    try {
      if (type !== 'multipart/form-data') throw new TypeError(type);
      form = await c.req.formData();
    } catch {
      throw invalidInput([{ field: 'body', message: 'Send the document as multipart/form-data' }]);
    }
    const body = uniqueFields(form.entries());
    const fields = parseInput(kycDocumentFieldsSchema, { level: body.level, kind: body.kind });
    const file = body.file;
    const { bytes, mime } = await checkDocumentFile(typeof file === 'object' ? file : undefined);
    const application = await uploadDocument(deps.db, storage, user, { ...fields, bytes, mime }, deps.now());
    deps.logger.info(
      { uid: user.uid, level: fields.level, kind: fields.kind, mime, size: bytes.byteLength, storage: storage.kind },
      'kyc document stored',
    );
    return c.json(ok({ application }));
  });

  app.post(ENDPOINTS.kycSubmit.path, async (c) => {
    readQuery(c, ENDPOINTS.kycSubmit.query);
    const user = await requireUser(c, deps);
    const body = await readBody(c, ENDPOINTS.kycSubmit.body);
    const application = await submitApplication(deps.db, user, body.level, deps.now());
    deps.logger.info({ uid: user.uid, level: body.level }, 'kyc application submitted');
    return c.json(ok({ application }));
  });

  app.post(OPERATOR_KYC_REVIEW_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const body = await readBody(c, kycReviewBodySchema);
    const result = await reviewApplication(deps.db, body, deps.now());
    deps.logger.info({ uid: result.user.uid, level: body.level, decision: body.decision }, 'kyc application reviewed');
    return c.json(ok(result));
  });

  return app;
}
