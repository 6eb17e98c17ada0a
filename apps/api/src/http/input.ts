import type { Context } from 'hono';
import type { z } from 'zod';
import { invalidInput, type FieldError } from './failure';

/** Parses with `schema` or throws the 400 naming each invalid field. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw invalidInput(result.error.issues.map((issue): FieldError => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message })));
}

/** The query string validated by the endpoint's contract (unknown keys, e.g. cache busters, are stripped). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseInput(schema, c.req.query());
}

/**
 * The body validated by the endpoint's contract. JSON and `application/x-www-form-urlencoded` are
 * accepted (§7: the product's POST client form-encodes by default); an empty body is `{}`.
 * Size is capped by the bodyLimit middleware before this runs.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const text = await c.req.text();
  let raw: unknown = {};
  if (type === 'application/x-www-form-urlencoded') {
    raw = Object.fromEntries(new URLSearchParams(text));
  } else if (type === '' || type === 'application/json' || type.endsWith('+json')) {
    if (text.trim() !== '') {
      try {
        raw = JSON.parse(text);
      } catch {
        throw invalidInput([{ field: 'body', message: 'Malformed JSON body' }]);
      }
    }
  } else {
    throw invalidInput([{ field: 'body', message: 'Send JSON or a form-encoded body' }]);
  }
  return parseInput(schema, raw);
}
