/**
 * Repeated keys in a JSON text. `JSON.parse` keeps the last of two equal keys, so `{"side":1,"side":-1}`
 * means one thing to a layer that reads the first (a proxy, a log, a WAF) and another to the API.
 * Decision (issue 10): refused like a repeated form field, with the 400 naming the key's path.
 */

type Frame =
  | { readonly kind: 'object'; readonly path: readonly string[]; readonly keys: Set<string>; expectKey: boolean; key: string }
  | { readonly kind: 'array'; readonly path: readonly string[]; index: number };

/** The index just past the string literal that opens at `start` (a `"`). */
function endOfString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

function childPath(parent: Frame | undefined): readonly string[] {
  if (!parent) return [];
  return [...parent.path, parent.kind === 'object' ? parent.key : String(parent.index)];
}

/**
 * The first key that occurs twice in one object of `text`, with its dotted path (`form.last_name`,
 * `list.0.id`), or null. `text` must be valid JSON (call it after `JSON.parse` succeeded); keys are
 * compared after unescaping, so `"a"` and `"\u0061"` are the same key.
 * @example firstDuplicateJsonKey('{"side":1,"side":-1}') // { key: 'side', path: 'side' }
 * @example firstDuplicateJsonKey('{"a":{"b":1},"c":{"b":2}}') === null
 */
export function firstDuplicateJsonKey(text: string): { key: string; path: string } | null {
  const stack: Frame[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const top = stack.at(-1);
    if (ch === '"') {
      const end = endOfString(text, i);
      if (top?.kind === 'object' && top.expectKey) {
        const key = JSON.parse(text.slice(i, end)) as string;
        if (top.keys.has(key)) return { key, path: [...top.path, key].join('.') };
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      }
      i = end;
      continue;
    }
    if (ch === '{') stack.push({ kind: 'object', path: childPath(top), keys: new Set(), expectKey: true, key: '' });
    else if (ch === '[') stack.push({ kind: 'array', path: childPath(top), index: 0 });
    else if (ch === '}' || ch === ']') stack.pop();
    else if (ch === ',' && top?.kind === 'object') top.expectKey = true;
    else if (ch === ',' && top?.kind === 'array') top.index += 1;
    i += 1;
  }
  return null;
}
