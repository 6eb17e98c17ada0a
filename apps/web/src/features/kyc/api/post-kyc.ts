import { z } from 'zod';
import {
  ENDPOINTS,
  ERROR_CODES,
  KYC_DOCUMENT_PATH,
  envelope,
  kycApplicationResultSchema,
  kycDocumentSchema,
  type ApiError,
  type EndpointBody,
  type KycApplication,
  type KycApplicationLevel,
  type KycDocumentKind,
} from '@ex/contracts';
import { postApi } from '@/core/api/post-api';

/**
 * Why a KYC POST failed: `unauthenticated` (401, go to /login), `csrf` (403 40301, reload),
 * `invalid` (400 with field errors), `failed` (another status), `network` (no response).
 */
export type KycFailure = {
  readonly reason: 'unauthenticated' | 'csrf' | 'invalid' | 'failed' | 'network';
  readonly error: ApiError | null;
};
export type KycOutcome<T> = { readonly ok: true; readonly data: T } | ({ readonly ok: false } & KycFailure);

async function send<T>(path: string, body: Parameters<typeof postApi>[1], parse: (raw: unknown) => T | null): Promise<KycOutcome<T>> {
  const result = await postApi(path, body);
  if (result.kind === 'network') return { ok: false, reason: 'network', error: null };
  if (result.ok) {
    const data = parse(result.raw);
    return data === null ? { ok: false, reason: 'failed', error: null } : { ok: true, data };
  }
  const { status, error } = result;
  if (status === 401) return { ok: false, reason: 'unauthenticated', error };
  if (status === 403 && error?.code === ERROR_CODES.csrf) return { ok: false, reason: 'csrf', error };
  if (status === 400) return { ok: false, reason: 'invalid', error };
  return { ok: false, reason: 'failed', error };
}

const applicationEnvelope = envelope(kycApplicationResultSchema);
const parseApplication = (raw: unknown): KycApplication | null => {
  const parsed = applicationEnvelope.safeParse(raw);
  return parsed.success && parsed.data.code === 0 ? parsed.data.data.application : null;
};

const postJson = (path: string, body: unknown) => send(path, { json: body }, parseApplication);

/** POST /api/web/v1/kyc/application/draft — any subset of the level's fields; returns the saved application. */
export const postKycDraft = (body: EndpointBody<'kycDraft'>) => postJson(ENDPOINTS.kycDraft.path, body);

/** POST /api/web/v1/kyc/application/submit — validates the whole application on the server. */
export const postKycSubmit = (level: KycApplicationLevel) => postJson(ENDPOINTS.kycSubmit.path, { level });

/** What the upload answers: the stored document (kind, type, size); the exact shape is not fixed in §7. */
const uploadEnvelope = envelope(z.union([kycApplicationResultSchema, z.object({ document: kycDocumentSchema }), kycDocumentSchema]));
export type StoredDocument = z.infer<typeof kycDocumentSchema>;

/**
 * POST /api/web/v1/kyc/document, multipart (level, kind, file). The browser sets the multipart
 * content type with its boundary, so no content-type header is given here.
 */
export function uploadKycDocument(level: KycApplicationLevel, kind: KycDocumentKind, file: File): Promise<KycOutcome<StoredDocument>> {
  const form = new FormData();
  form.append('level', level);
  form.append('kind', kind);
  form.append('file', file, file.name);
  return send(KYC_DOCUMENT_PATH, { multipart: form }, (raw) => {
    const parsed = uploadEnvelope.safeParse(raw);
    if (!parsed.success || parsed.data.code !== 0) return null;
    const data = parsed.data.data;
    if ('application' in data) return data.application?.documents.find((d) => d.kind === kind) ?? null;
    if ('document' in data) return data.document;
    return data;
  });
}
