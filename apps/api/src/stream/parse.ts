import { STREAM_LIMITS, streamClientMessageSchema, type StreamClientMessage, type StreamError } from '@ex/contracts';

export type ParsedMessage =
  | { readonly ok: true; readonly message: StreamClientMessage }
  /** `id`: the request's id when one could be read, echoed on the error frame. */
  | { readonly ok: false; readonly error: StreamError; readonly id?: string };

/**
 * One client text frame → a message, or the error frame's content. Checks, in order: size (bytes,
 * before decoding), JSON, a JSON object, then the contract schema (the first issue names the field).
 * Never throws.
 */
export function parseClientMessage(raw: Buffer | string, maxBytes: number = STREAM_LIMITS.maxMessageBytes): ParsedMessage {
  const bytes = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.length;
  if (bytes > maxBytes) return { ok: false, error: { code: 'message_too_large', message: `Messages are limited to ${maxBytes} bytes` } };
  let json: unknown;
  try {
    json = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
  } catch {
    return { ok: false, error: { code: 'invalid_json', message: 'Message is not valid JSON' } };
  }
  const id = echoableId(json);
  const parsed = streamClientMessageSchema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const error: StreamError = { code: 'invalid_message', message: issue?.message ?? 'Invalid message', ...(field ? { field } : {}) };
  return { ok: false, error, ...(id === undefined ? {} : { id }) };
}

function echoableId(json: unknown): string | undefined {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const id = (json as { id?: unknown }).id;
  return typeof id === 'string' && id.length <= STREAM_LIMITS.maxIdLength ? id : undefined;
}
