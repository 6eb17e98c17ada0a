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
