import { ENDPOINTS, responseSchema, type ApiError, type EndpointData, type EndpointName } from '@ex/contracts';
import { postApi } from '@/core/api/post-api';

type LedgerPost =
  | 'ledgerPlaceOrder'
  | 'ledgerCancelOrder'
  | 'ledgerClosePosition'
  | 'ledgerReversePosition'
  | 'ledgerPositionTpsl'
  | 'ledgerCreateAlert'
  | 'ledgerDeleteAlert'
  | 'ledgerReadNotifications';

export type LedgerOutcome<N extends EndpointName> =
  | { readonly ok: true; readonly data: EndpointData<N> }
  | { readonly ok: false; readonly status: number | null; readonly error: ApiError | null };

/**
 * One ledger POST (CSRF header, credentials) with its answer parsed by the contract. A refusal
 * carries the server's error (code, message, field) so the form can show it next to the field.
 */
export async function postLedger<N extends LedgerPost>(name: N, body: unknown): Promise<LedgerOutcome<N>> {
  const result = await postApi(ENDPOINTS[name].path, { json: body });
  if (result.kind === 'network') return { ok: false, status: null, error: null };
  if (!result.ok) return { ok: false, status: result.status, error: result.error };
  const parsed = responseSchema(name).safeParse(result.raw);
  if (parsed.success && parsed.data.code === 0) return { ok: true, data: parsed.data.data as EndpointData<N> };
  return { ok: false, status: result.status, error: null };
}

/** A fresh idempotency key for one placement; a retry of the same placement reuses it. */
export function newClientOrderId(): string {
  return `web-${crypto.randomUUID()}`;
}
