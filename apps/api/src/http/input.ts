import type { Context } from 'hono';
import type { z } from 'zod';
import { decodeFormBody } from '@ex/contracts';
import { invalidInput, type FieldError } from './failure';
import { firstDuplicateJsonKey } from './json-keys';

/** Parses with `schema` or throws the 400 naming each invalid field. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw invalidInput(
    result.error.issues.map((issue): FieldError => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message })),
  );
}

/** The query string validated by the endpoint's contract (unknown keys, e.g. cache busters, are stripped). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseInput(schema, c.req.query());
}

/**
 * The fields of a form (url-encoded or multipart) as one value per name. A name sent twice is a 400
 * naming it (issue 10 "A form body with a repeated key must be refused, not resolved to its last
 * value"): two layers that pick different copies (a proxy or log the first, the API the last) must
 * never disagree about what was asked.
 * @example uniqueFields(new URLSearchParams('side=1&side=-1')) // throws the 400 { field: 'side' }
 */
export function uniqueFields<V>(entries: Iterable<[string, V]>): Record<string, V> {
  const fields = new Map<string, V>();
  for (const [name, value] of entries) {
    if (fields.has(name)) throw invalidInput([{ field: name, message: `${name} is sent more than once` }]);
    fields.set(name, value);
  }
  return Object.fromEntries(fields);
}

/**
 * The body validated by the endpoint's contract. JSON and `application/x-www-form-urlencoded` are
 * accepted (§7: the product's POST client form-encodes by default); an empty body is `{}`. A form's
 * numbers and booleans are decoded from their canonical text as the contract declares
 * (`decodeFormBody`); a name repeated in a form or an object key repeated in JSON is a 400 naming it.
 * Size is capped by the bodyLimit middleware before this runs.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const text = await c.req.text();
  let raw: unknown = {};
  if (type === 'application/x-www-form-urlencoded') {
    raw = decodeFormBody(schema, uniqueFields(new URLSearchParams(text)));
  } else if (type === '' || type === 'application/json' || type.endsWith('+json')) {
    if (text.trim() !== '') raw = parseJson(text);
  } else {
    throw invalidInput([{ field: 'body', message: 'Send JSON or a form-encoded body' }]);
  }
  return parseInput(schema, raw);
}

function parseJson(text: string): unknown {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw invalidInput([{ field: 'body', message: 'Malformed JSON body' }]);
  }
  // JSON.parse keeps the last of two equal keys; refused for the same reason as a repeated form field.
  const duplicate = firstDuplicateJsonKey(text);
  if (duplicate) throw invalidInput([{ field: duplicate.path, message: `${duplicate.key} is sent more than once` }]);
  return raw;
}
