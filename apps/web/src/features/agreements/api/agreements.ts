import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, USER_AGREEMENT_DEFAULT, responseSchema, type EndpointData } from '@ex/contracts';
import { resolveDeclarationStatus, type DeclarationStatusValue } from '@ex/domain';
import type { HttpClient } from '@/core/api/api-client';
import { clientLogger } from '@/lib/client-logger';
import { postApi } from '@/core/api/post-api';
import type { DeclarationKind } from '@ex/sites';

export type UserAgreement = EndpointData<'userAgreementStatus'>;

export interface Declaration {
  /** 0 not applicable, 1 needs signing, 2 signed (§3); a failure reads 1 (§8). */
  readonly status: DeclarationStatusValue;
  /** Server HTML; '' when the fetch failed. */
  readonly content: string;
}

export const agreementKeys = {
  userAgreement: (uid: number, scene: string) => ['agreements', 'user-agreement', uid, scene] as const,
  declaration: (uid: number, kind: DeclarationKind) => ['agreements', 'declaration', uid, kind] as const,
};

const DECLARATION_ENDPOINTS = {
  tr: { status: 'trDeclarationStatus', submit: 'trDeclarationSubmit' },
  customer: { status: 'customerDeclarationStatus', submit: 'customerDeclarationSubmit' },
} as const;

/**
 * POST /api/web/v1/compliance-kyc/user-agreement/status, body {scene}. §8 "User agreement check
 * failure: treated as no agreement needed" — any failure gives status 0.
 */
export async function postUserAgreementStatus(scene: string): Promise<UserAgreement> {
  const { path } = ENDPOINTS.userAgreementStatus;
  const result = await postApi(path, { json: { scene } });
  const parsed = result.kind === 'response' && result.ok ? responseSchema('userAgreementStatus').safeParse(result.raw) : null;
  if (parsed?.success && parsed.data.code === 0) return parsed.data.data;
  clientLogger.warn(`${path}: check failed, no agreement shown`);
  return USER_AGREEMENT_DEFAULT;
}

/** POST …/user-agreement/submit-status, body {scene}. The caller refetches the status either way (§4.15). */
export async function postUserAgreementSubmit(scene: string): Promise<boolean> {
  const { path } = ENDPOINTS.userAgreementSubmit;
  const result = await postApi(path, { json: { scene } });
  const parsed = result.kind === 'response' && result.ok ? responseSchema('userAgreementSubmit').safeParse(result.raw) : null;
  if (parsed?.success && parsed.data.code === 0) return true;
  clientLogger.error(`${path}: submit failed`, { kind: result.kind, status: result.kind === 'response' ? result.status : null });
  return false;
}

export const userAgreementQueryOptions = (uid: number, scene: string) =>
  queryOptions({
    queryKey: agreementKeys.userAgreement(uid, scene),
    queryFn: () => postUserAgreementStatus(scene),
    staleTime: 5 * 60_000,
    // postUserAgreementStatus never throws: a failure already reads as "not needed".
    retry: false,
  });

function readDeclaration(kind: DeclarationKind, raw: unknown, what: 'fetch' | 'sign'): Declaration {
  const name = DECLARATION_ENDPOINTS[kind][what === 'fetch' ? 'status' : 'submit'];
  const status = resolveDeclarationStatus(raw);
  const parsed = responseSchema(name).safeParse(raw);
  if (!parsed.success || parsed.data.code !== 0) {
    // §8 "Declaration fetch or sign failure: logged; treated as status 1 (unsigned)".
    clientLogger.error(`${ENDPOINTS[name].path}: ${what} failed, treated as unsigned`);
    return { status, content: '' };
  }
  return { status, content: parsed.data.data.content };
}

/** GET the Turkey or customer-understand declaration status (§7): code 0 and data.status. */
export async function getDeclaration(client: Pick<HttpClient, 'get'>, kind: DeclarationKind): Promise<Declaration> {
  const { path } = ENDPOINTS[DECLARATION_ENDPOINTS[kind].status];
  let raw: unknown = null;
  try {
    raw = await client.get<unknown>(path);
  } catch {
    // readDeclaration logs the failure and reads it as 1.
  }
  return readDeclaration(kind, raw, 'fetch');
}

/** POST the signature; the answer carries the new status (2 once signed). A failure reads 1. */
export async function postDeclarationSubmit(kind: DeclarationKind): Promise<Declaration> {
  const { path } = ENDPOINTS[DECLARATION_ENDPOINTS[kind].submit];
  const result = await postApi(path, { json: {} });
  return readDeclaration(kind, result.kind === 'response' && result.ok ? result.raw : null, 'sign');
}

export const declarationQueryOptions = (client: Pick<HttpClient, 'get'>, uid: number, kind: DeclarationKind) =>
  queryOptions({
    queryKey: agreementKeys.declaration(uid, kind),
    queryFn: () => getDeclaration(client, kind),
    staleTime: 5 * 60_000,
    retry: false,
  });
