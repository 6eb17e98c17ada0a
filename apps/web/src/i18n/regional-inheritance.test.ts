import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { LOCALE_PREFIXES, dirOf, type Locale } from '@ex/sites';
import {
  LANGUAGES,
  REGIONAL_BASE,
  REGIONAL_OVERRIDES,
  buildCatalogue,
  languageFiles,
  languageOf,
  mergeMessages,
  type Tree,
} from './catalogue';
import { loadMessages } from './messages';
import { isolateArguments, mapCatalogue, pseudoMessage } from './transform';

const INHERIT =
  'issue 12: "the regional locales (en-eu, it-eu, …, ar-dubai) inherit from their base language and override only what differs"';

describe('catalogue language of each locale', () => {
  it('§2.2: every locale prefix is English, one of the 17 languages, or a regional locale of one of them', () => {
    for (const locale of LOCALE_PREFIXES) expect(['en', ...LANGUAGES], locale).toContain(languageOf(locale));
    expect(LOCALE_PREFIXES.length).toBe(1 + LANGUAGES.length + Object.keys(REGIONAL_BASE).length);
  });

  it.each(Object.entries(REGIONAL_BASE))(`${INHERIT}: %s reads the %s catalogue`, (regional, base) => {
    expect(languageOf(regional as Locale)).toBe(base);
  });
});

describe(INHERIT, () => {
  const withoutOverride = Object.entries(REGIONAL_BASE).filter(([locale]) => !REGIONAL_OVERRIDES.includes(locale as never));

  it.each(withoutOverride)('%s shows exactly the messages of %s', async (regional, base) => {
    expect(await loadMessages(regional as Locale)).toEqual(await loadMessages(base as Locale));
  });

  // Fixture catalogue: the mechanism for a regional file, whatever the real files hold today.
  const english: Tree = { footer: { legal: 'Legal', entity: 'Operated by Example Ltd' }, home: { title: 'Trade' } };
  const files: Record<string, Tree> = {
    ar: { footer: { legal: 'قانوني', entity: 'تديرها شركة Example' } },
    'ar.trade': { home: { title: 'تداول' } },
    'ar-dubai': { footer: { entity: 'تديرها Example FZE، مرخّصة من VARA' } },
    'en-eu': { footer: { entity: 'Operated by Example Europe Ltd, registered with the MFSA' } },
  };
  const read = async (stem: string) => files[stem];

  it('ar-dubai: the regional file replaces only its keys; the rest is Arabic, and English fills what Arabic lacks', async () => {
    const messages = await buildCatalogue('ar-dubai', english, read, ['ar-dubai', 'en-eu']);
    expect(messages).toEqual({ footer: { legal: 'قانوني', entity: 'تديرها Example FZE، مرخّصة من VARA' }, home: { title: 'تداول' } });
  });

  it('en-eu: English with the EU legal name; plain English and Arabic keep their own texts', async () => {
    const overrides = ['ar-dubai', 'en-eu'] as const;
    expect(await buildCatalogue('en-eu', english, read, overrides)).toEqual({
      footer: { legal: 'Legal', entity: 'Operated by Example Europe Ltd, registered with the MFSA' },
      home: { title: 'Trade' },
    });
    expect(await buildCatalogue('en', english, read, overrides)).toEqual(english);
    expect((await buildCatalogue('ar', english, read, overrides)).footer).toEqual({ legal: 'قانوني', entity: 'تديرها شركة Example' });
  });

  it('a regional file is not read unless listed, and a file that cannot be read leaves English', async () => {
    expect((await buildCatalogue('ar-dubai', english, read, [])).footer).toEqual(files.ar!.footer);
    expect(await buildCatalogue('ru', english, async () => undefined)).toEqual(english);
  });
});

describe('loadMessages reads each language from its own files', () => {
  const dir = new URL('../../messages/', import.meta.url);
  const read = (stem: string): Tree => JSON.parse(readFileSync(new URL(`${stem}.json`, dir), 'utf8')) as Tree;
  const complete = LANGUAGES.filter((language) => languageFiles(language).every((stem) => existsSync(new URL(`${stem}.json`, dir))));

  it.each(complete)('%s: English laid over by each of its files, with no fallback warning', async (language) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const english = languageFiles('en').map(read).reduce(mergeMessages, {});
    const merged = languageFiles(language).map(read).reduce(mergeMessages, english);
    // Right to left: each interpolated value isolated (FSI … PDI, the plain-text <bdi>).
    const expected = dirOf(language) === 'rtl' ? mapCatalogue(merged, isolateArguments) : merged;
    expect(await loadMessages(language)).toEqual(expected);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('the pseudo-locale (issue 12 "A pseudo-locale (accented and 40% longer, for example en-XA)")', () => {
  it('is generated from the English catalogue at load time, key for key', async () => {
    const english = await loadMessages('en');
    expect(await loadMessages('en', { pseudo: true })).toEqual(mapCatalogue(english as Tree, pseudoMessage));
    expect(existsSync(new URL('../../messages/en-XA.json', import.meta.url))).toBe(false);
  });
});
