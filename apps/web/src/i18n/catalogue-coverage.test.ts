import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@ex/sites';
import { LANGUAGES, REGIONAL_BASE, REGIONAL_OVERRIDES, languageFiles, type CatalogueLanguage, type Tree } from './catalogue';

// Issue 12 "a key-coverage test in CI": every language has every English key, no other key, and the
// same ICU arguments in every message.

const dir = new URL('../../messages/', import.meta.url);
const read = (stem: string): Tree => JSON.parse(readFileSync(new URL(`${stem}.json`, dir), 'utf8')) as Tree;

/** Leaf messages keyed by their dotted path; a wrong shape (object vs text) shows as its own key. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

interface Shape {
  /** Arguments and tags, e.g. `site`, `count:plural`, `date:date:short`, `<b>`. */
  args: Set<string>;
  plurals: { name: string; ordinal: boolean; options: string[] }[];
  selects: Map<string, string[]>;
}

function shapeOf(message: string): Shape {
  const shape: Shape = { args: new Set(), plurals: [], selects: new Map() };
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      switch (el.type) {
        case TYPE.argument:
          shape.args.add(el.value);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          shape.args.add(`${el.value}:${TYPE[el.type]}:${JSON.stringify(el.style ?? null)}`);
          break;
        case TYPE.tag:
          shape.args.add(`<${el.value}>`);
          walk(el.children);
          break;
        case TYPE.plural:
          shape.args.add(`${el.value}:${el.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}:offset=${el.offset}`);
          shape.plurals.push({ name: el.value, ordinal: el.pluralType === 'ordinal', options: Object.keys(el.options) });
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        case TYPE.select:
          shape.args.add(`${el.value}:select`);
          shape.selects.set(el.value, Object.keys(el.options).sort());
          for (const option of Object.values(el.options)) walk(option.value);
          break;
      }
    }
  };
  walk(parse(message));
  return shape;
}

/**
 * Plural options a language must write: `other`, and every CLDR category that some whole count
 * 0…1000 falls into (unless an exact `=n` option catches that count). Options outside the
 * language's categories are errors. Japanese needs only `other`; Russian one/few/many/other.
 */
function pluralProblems(tag: string, ordinal: boolean, options: string[]): string[] {
  const rules = new Intl.PluralRules(tag, { type: ordinal ? 'ordinal' : 'cardinal' });
  const categories = rules.resolvedOptions().pluralCategories as string[];
  const exact = new Set(options.filter((o) => o.startsWith('=')).map((o) => Number(o.slice(1))));
  const needed = new Set(['other']);
  for (let n = 0; n <= 1000; n++) if (!exact.has(n)) needed.add(rules.select(n));
  const problems = [...needed].filter((c) => !options.includes(c)).map((c) => `missing plural option "${c}"`);
  for (const o of options)
    if (!o.startsWith('=') && !categories.includes(o)) problems.push(`plural option "${o}" is not a ${tag} category`);
  return problems;
}

/** Differences between an English message and its translation, as readable lines. */
function icuProblems(tag: string, english: string, translated: string): string[] {
  let theirs: Shape;
  try {
    theirs = shapeOf(translated);
  } catch (error) {
    return [`does not parse: ${(error as Error).message}`];
  }
  const ours = shapeOf(english);
  const problems: string[] = [];
  const missing = [...ours.args].filter((a) => !theirs.args.has(a));
  const extra = [...theirs.args].filter((a) => !ours.args.has(a));
  if (missing.length) problems.push(`lacks ${missing.join(', ')}`);
  if (extra.length) problems.push(`adds ${extra.join(', ')}`);
  for (const [name, options] of ours.selects) {
    const got = theirs.selects.get(name);
    if (got && got.join('|') !== options.join('|'))
      problems.push(`select ${name} options ${got.join('|')} instead of ${options.join('|')}`);
  }
  for (const plural of theirs.plurals)
    problems.push(...pluralProblems(tag, plural.ordinal, plural.options).map((p) => `${plural.name}: ${p}`));
  return problems;
}

/** Every problem of one catalogue file against its English counterpart. */
function fileProblems(tag: string, english: Tree, translated: Tree, { partial = false } = {}): string[] {
  const en = flatten(english);
  const ours = flatten(translated);
  const problems: string[] = [];
  if (!partial) for (const key of en.keys()) if (!ours.has(key)) problems.push(`${key}: missing`);
  for (const [key, value] of ours) {
    const source = en.get(key);
    if (source === undefined) problems.push(`${key}: not an English key`);
    else if (typeof value !== 'string' || value.trim() === '') problems.push(`${key}: not a message`);
    else for (const p of icuProblems(tag, source as string, value)) problems.push(`${key}: ${p}`);
  }
  return problems;
}

const englishFiles = languageFiles('en');

describe('English catalogue', () => {
  it.each(englishFiles)('%s.json: every message parses and no key is repeated across files', (stem) => {
    const messages = flatten(read(stem));
    for (const [key, value] of messages) expect(() => shapeOf(value as string), key).not.toThrow();
    const elsewhere = englishFiles.filter((s) => s !== stem).flatMap((s) => [...flatten(read(s)).keys()]);
    expect([...messages.keys()].filter((k) => elsewhere.includes(k))).toEqual([]);
  });
});

describe.each(LANGUAGES)('%s catalogue', (language) => {
  const tag = LOCALES[language].tag;
  it.each(englishFiles.map((stem, i) => ({ stem, file: languageFiles(language)[i]!, name: `${languageFiles(language)[i]!}.json` })))(
    '$name has exactly the keys of English, with the same ICU arguments',
    ({ stem, file, name }) => {
      expect(existsSync(new URL(name, dir)), `${name} exists`).toBe(true);
      expect(fileProblems(tag, read(stem), read(file))).toEqual([]);
    },
  );
});

describe('regional overrides', () => {
  const english = englishFiles.map(read).reduce<Tree>((acc, t) => ({ ...acc, ...t }), {});
  const all = (language: CatalogueLanguage) =>
    flatten(
      language === 'en'
        ? english
        : languageFiles(language)
            .map(read)
            .reduce<Tree>((acc, t) => ({ ...acc, ...t }), {}),
    );

  it.each(REGIONAL_OVERRIDES.map((locale) => ({ locale, base: REGIONAL_BASE[locale as keyof typeof REGIONAL_BASE] })))(
    '$locale.json overrides only English keys, each with a text that differs from $base',
    ({ locale, base }) => {
      const override = read(locale);
      expect(fileProblems(LOCALES[locale].tag, english, override, { partial: true })).toEqual([]);
      const inherited = all(base);
      expect([...flatten(override)].filter(([key, value]) => inherited.get(key) === value).map(([key]) => key)).toEqual([]);
    },
  );

  it('the override files on disk are exactly the ones REGIONAL_OVERRIDES lists', () => {
    const onDisk = Object.keys(REGIONAL_BASE).filter((locale) => existsSync(new URL(`${locale}.json`, dir)));
    expect(onDisk.sort()).toEqual([...REGIONAL_OVERRIDES].sort());
  });
});

describe('the coverage rules themselves', () => {
  it.each([
    { tag: 'en', en: 'Hi {name}', tr: 'Hello {name}', out: [] },
    { tag: 'ru-RU', en: 'Hi {name}', tr: 'Привет {nom}', out: ['lacks name', 'adds nom'] },
    { tag: 'en', en: '{n, number} items', tr: '{n} items', out: ['lacks n:number:null', 'adds n'] },
    { tag: 'en', en: 'Read <b>this</b>', tr: 'Read <i>this</i>', out: ['lacks <b>', 'adds <i>'] },
    { tag: 'en', en: 'x', tr: '{a', out: ['does not parse: EXPECT_ARGUMENT_CLOSING_BRACE'] },
    { tag: 'de-DE', en: '{n, plural, one {# pair} other {# pairs}}', tr: '{n} Paare', out: ['lacks n:plural:offset=0', 'adds n'] },
    {
      tag: 'de-DE',
      en: '{side, select, buy {Buy {pair}} other {Sell {pair}}}',
      tr: '{side, select, buy {{pair} kaufen} other {{symbol} verkaufen}}',
      out: ['adds symbol'],
    },
    { tag: 'ja-JP', en: '{n, plural, one {# pair} other {# pairs}}', tr: '{n, plural, other {#組}}', out: [] },
    {
      tag: 'ja-JP',
      en: '{n, plural, one {# pair} other {# pairs}}',
      tr: '{n, plural, one {#組} other {#組}}',
      out: ['n: plural option "one" is not a ja-JP category'],
    },
    {
      tag: 'ru-RU',
      en: '{n, plural, one {# pair} other {# pairs}}',
      tr: '{n, plural, one {# пара} other {# пар}}',
      out: ['n: missing plural option "many"', 'n: missing plural option "few"'],
    },
    {
      tag: 'ru-RU',
      en: '{n, plural, =0 {none} one {# pair} other {# pairs}}',
      tr: '{n, plural, =0 {нет} one {# пара} few {# пары} many {# пар} other {# пары}}',
      out: [],
    },
    {
      tag: 'ar',
      en: '{n, plural, =0 {none} one {# pair} other {# pairs}}',
      tr: '{n, plural, =0 {لا} one {زوج} two {زوجان} few {# أزواج} many {# زوجًا} other {# زوج}}',
      out: [],
    },
    {
      tag: 'en',
      en: '{g, select, male {he} female {she} other {they}}',
      tr: '{g, select, male {he} other {they}}',
      out: ['select g options male|other instead of female|male|other'],
    },
  ])('$tag: "$en" → "$tr" gives $out', ({ tag, en, tr, out }) => {
    expect(icuProblems(tag, en, tr)).toEqual(out);
  });

  it('a missing key, an extra key and a nested-vs-flat mismatch are all reported', () => {
    const en: Tree = { a: { b: 'x', c: 'y' }, d: 'z' };
    const tr: Tree = { a: { b: 'x' }, d: { e: 'w' }, f: 'v' };
    expect(fileProblems('tr-TR', en, tr).sort()).toEqual(
      ['a.c: missing', 'd: missing', 'd.e: not an English key', 'f: not an English key'].sort(),
    );
  });
});
