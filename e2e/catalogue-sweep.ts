import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './harness';

/**
 * Issue 12's language sweeps: what a page shows is compared with the message catalogue.
 * - English text: a visible text node (or aria-label, title, placeholder, alt) that is an English
 *   message — exactly, or with its arguments filled in — where the page's language has its own text.
 * - Raw keys: a visible text that is a message key (`home.title`), as next-intl shows a missing message.
 */

type Tree = { [key: string]: string | Tree };
const DIR = path.join(ROOT, 'apps/web/messages');

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const p = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(p, value);
    else flatten(value, p, out);
  }
  return out;
}

/** The messages of one catalogue file (`ja.markets`), keyed by dotted path. */
export function catalogueFile(stem: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(DIR, `${stem}.json`), 'utf8')) as Tree);
}

/** Every message of a catalogue language (`en`, `ja`, …), keyed by its dotted path. */
export function catalogue(language: string): Map<string, string> {
  const files = readdirSync(DIR).filter((f) => f === `${language}.json` || (f.startsWith(`${language}.`) && f.split('.').length === 3));
  const out = new Map<string, string>();
  for (const file of files) flatten(JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as Tree, '', out);
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface EnglishMatcher {
  /** The English message a visible text is, or null. */
  match(text: string): { key: string; message: string } | null;
}

/**
 * Recognises the English messages that `language` translates differently (all of them for the
 * pseudo-locale: pass null). Plain messages match exactly; messages with simple arguments match with
 * any value in place of each argument, when they have enough words of their own to be recognisable.
 * Plural/select messages and rich text are left to the exact check of their other keys.
 */
export function englishMatcher(language: string | null): EnglishMatcher {
  const english = catalogue('en');
  const own = language === null ? new Map<string, string>() : catalogue(language);
  const exact = new Map<string, string>();
  const patterns: { key: string; message: string; re: RegExp }[] = [];
  for (const [key, message] of english) {
    if (own.get(key) === message) continue;
    if (!/\p{L}{2}/u.test(message)) continue;
    if (!message.includes('{') && !message.includes('<')) {
      exact.set(message.trim(), key);
      continue;
    }
    if (/[<#]|, *(plural|select|selectordinal)/.test(message)) continue;
    const literal = message.replace(/\{[^{}]*\}/g, '');
    if ((literal.match(/\p{L}/gu) ?? []).length < 8) continue;
    const source = message
      .split(/\{[^{}]*\}/)
      .map(escape)
      .join('.+?');
    patterns.push({ key, message, re: new RegExp(`^${source}$`, 'u') });
  }
  // A text the language itself writes under any key ("Legal" in Spanish, "Perpetual futures" in Dutch) is its own.
  const ownTexts = new Set([...own.values()].map((m) => m.trim()));
  return {
    match(text) {
      const t = text.trim();
      if (ownTexts.has(t)) return null;
      const key = exact.get(t);
      if (key) return { key, message: t };
      const hit = patterns.find((p) => p.re.test(t));
      return hit ? { key: hit.key, message: hit.message } : null;
    },
  };
}

/** Every message key (`home.title`), for spotting a key shown in place of its message. */
export function messageKeys(): Set<string> {
  return new Set(catalogue('en').keys());
}

/** Visible text nodes and user-visible attributes of the page, trimmed, in document order. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element | null) => !!el && el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      const text = (node.textContent ?? '').replace(/[\u2068\u2069]/g, '').trim();
      if (text && visible(parent)) out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

export interface SweepResult {
  english: string[];
  rawKeys: string[];
  texts: string[];
}

/** The English messages and raw keys among the page's visible texts. */
export async function sweep(page: Page, matcher: EnglishMatcher, keys: Set<string>): Promise<SweepResult> {
  const texts = await visibleTexts(page);
  const english = new Set<string>();
  const rawKeys = new Set<string>();
  for (const text of texts) {
    const hit = matcher.match(text);
    if (hit) english.add(`${hit.key}: "${text}"`);
    if (keys.has(text) || (/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(text) && [...keys].some((k) => k.endsWith(text)))) rawKeys.add(text);
  }
  return { english: [...english], rawKeys: [...rawKeys], texts };
}

/** Month and weekday names as Intl writes them in English (dates are formatted, not translated). */
function dateWords(): RegExp {
  const words = new Set<string>();
  for (let m = 0; m < 12; m++) {
    const day = new Date(Date.UTC(2026, m, 1 + m));
    for (const month of ['short', 'long'] as const) words.add(day.toLocaleString('en', { month, timeZone: 'UTC' }));
    for (const weekday of ['short', 'long'] as const) words.add(day.toLocaleString('en', { weekday, timeZone: 'UTC' }));
  }
  return new RegExp(`\\b(${[...words].join('|')})\\b`, 'g');
}
const DATE_WORDS = dateWords();
const EMAIL = /[\w.*+-]+@[\w-]+(\.[\w-]+)*/g;

/**
 * The pseudo-locale sweep (issue 12 "the pseudo-locale sweep of every page finds no untranslated
 * string"): every pseudo message is wrapped in ⟦…⟧, so any visible letter outside the brackets came
 * from somewhere other than the catalogue. Text is read in document order with the bracket depth
 * carried across nodes (rich text splits one message over several nodes, and a message can be an
 * argument of another). The allowlist, the only text a page may show from outside the catalogue:
 * - tickers and codes: runs of capitals and digits (`BTC_USDT`, `USDT`, `ETH5L`);
 * - numbers and dates as Intl formats them: a number's compact unit (`1.2K`, `10x`), month and weekday names;
 * - data: e-mail addresses (the user's, the site's contacts), `allowed` (the user's nickname, the
 *   sub-sites' names, each language's own name in the language menu), and elements marked
 *   `translate="no"` (coin and network names, deposit addresses, bank details);
 * - stored content: elements marked `data-stored` (content-store articles, titles and glossary terms,
 *   the compliance store's notices), and decorative glyphs hidden from assistive technology (`i`).
 * Visible aria-label, title, placeholder and alt values are checked the same way.
 */
export async function unlocalisedTexts(page: Page, allowed: readonly string[]): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const skip = (el: Element | null) => !!el?.closest('[data-stored], [translate="no"]');
    const glyph = (el: Element, text: string) => text.length <= 2 && !!el.closest('[aria-hidden="true"]');
    const visible = (el: Element | null) => !!el && el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
    /** The part of `text` outside ⟦…⟧, given the depth it starts at; returns the depth it ends at. */
    const outsideOf = (text: string, start: number): [string, number] => {
      let depth = start;
      let outside = '';
      for (const ch of text) {
        if (ch === '⟦') depth += 1;
        else if (ch === '⟧') depth = Math.max(0, depth - 1);
        else if (depth === 0) outside += ch;
      }
      return [outside.replace(/[\u2068\u2069]/g, '').trim(), depth];
    };
    let depth = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      const [outside, next] = outsideOf(node.textContent ?? '', depth);
      depth = next;
      if (/\p{L}/u.test(outside) && visible(parent) && !skip(parent) && !glyph(parent, outside)) out.push(outside);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (!visible(el) || skip(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const [outside] = outsideOf(el.getAttribute(name) ?? '', 0);
        if (/\p{L}/u.test(outside)) out.push(`[${name}] ${outside}`);
      }
    }
    return out;
  });
  const allow = new Set(allowed.map((s) => s.trim()));
  return [
    ...new Set(
      found.filter((text) => {
        const bare = text.replace(/^\[[a-z-]+\] /, '');
        if (allow.has(bare)) return false;
        // Tickers and codes, a number's compact unit, dates' words, e-mail addresses: nothing else may be left.
        const rest = bare
          .replace(EMAIL, '')
          .replace(DATE_WORDS, '')
          .replace(/\b[A-Z][A-Z0-9]*\b/g, '')
          .replace(/(\d)[KMBTkmbx]\b/g, '$1');
        return /\p{L}/u.test(rest);
      }),
    ),
  ];
}
