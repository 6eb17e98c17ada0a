import { z } from 'zod';

/**
 * Form-encoded bodies (§7: the product's POST client form-encodes by default) carry every value as
 * text, JSON bodies carry typed values. A contract stays strict for JSON (`side` is the number 1 or
 * -1, never the string "1"; issue 10 "… and a string `side`"), and declares here which of its fields
 * a form writes as text; the API decodes those from their one canonical text before parsing.
 */

/** `int`: `0|-?[1-9][0-9]*`, at most 16 digits, read as a number; `bool`: `true` or `false`. */
export type FormTextKind = 'int' | 'bool';
export type FormTextFields = Readonly<Record<string, FormTextKind>>;

const formTextRegistry = z.registry<{ fields: FormTextFields }>();

/**
 * Declares the fields a form body writes as text for `schema` (the body schema passed to the API's
 * `readBody`), and returns the schema unchanged.
 * @example export const bodySchema = formTextFields(z.object({ side: z.literal([1, -1]) }), { side: 'int' });
 */
export function formTextFields<S extends z.ZodType>(schema: S, fields: FormTextFields): S {
  formTextRegistry.add(schema, { fields });
  return schema;
}

const INT_TEXT = /^(?:0|-?[1-9]\d{0,15})$/;

/**
 * The values `schema` reads from the fields of a form body: each declared field whose text is the
 * canonical form of its kind becomes a number or boolean; every other field stays text, so `" 1"`,
 * `"01"`, `"+1"`, `"1.0"` or `"yes"` reach the schema as text and are refused there, naming the field.
 * @example decodeFormBody(placeOrderBodySchema, { side: '-1', quantity: '0.5' }) // { side: -1, quantity: '0.5' }
 * @example decodeFormBody(placeOrderBodySchema, { side: ' 1' }) // { side: ' 1' }
 */
export function decodeFormBody(schema: z.ZodType, fields: Readonly<Record<string, string>>): Record<string, unknown> {
  const kinds = formTextRegistry.get(schema)?.fields ?? {};
  return Object.fromEntries(
    Object.entries(fields).map(([key, text]): [string, unknown] => {
      const kind = Object.hasOwn(kinds, key) ? kinds[key] : undefined;
      if (kind === 'int' && INT_TEXT.test(text)) return [key, Number(text)];
      if (kind === 'bool' && (text === 'true' || text === 'false')) return [key, text === 'true'];
      return [key, text];
    }),
  );
}
