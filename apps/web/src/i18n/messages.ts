import type { Locale } from '@ex/sites';
import core from '../../messages/en.json';
import kyc from '../../messages/en.kyc.json';
import security from '../../messages/en.security.json';
import compliance from '../../messages/en.compliance.json';
import agreements from '../../messages/en.agreements.json';
import markets from '../../messages/en.markets.json';
import trade from '../../messages/en.trade.json';
import chart from '../../messages/en.chart.json';
import orders from '../../messages/en.orders.json';
import chrome from '../../messages/en.chrome.json';
import display from '../../messages/en.display.json';
import content from '../../messages/en.content.json';
import { buildCatalogue, type Tree } from './catalogue';

// English is the source and the per-key fallback of every other locale, so it is always loaded.
const en = {
  ...core,
  ...kyc,
  ...security,
  ...compliance,
  ...agreements,
  ...markets,
  ...trade,
  ...chart,
  ...orders,
  ...chrome,
  ...display,
  ...content,
};

export type Messages = typeof core &
  typeof kyc &
  typeof security &
  typeof compliance &
  typeof agreements &
  typeof markets &
  typeof trade &
  typeof chart &
  typeof orders &
  typeof chrome &
  typeof display &
  typeof content;

/**
 * Other languages load lazily, one chunk per file, so a page carries only its own locale's texts.
 * A file that fails to load is reported and leaves English in place (§8 "falls back … and reports").
 */
async function readCatalogueFile(stem: string): Promise<Tree | undefined> {
  try {
    const file = (await import(`../../messages/${stem}.json`)) as { default: Tree };
    return file.default;
  } catch (error) {
    console.warn(`messages/${stem}.json could not be loaded; showing English for its keys (${String(error)})`);
    return undefined;
  }
}

const cache = new Map<Locale, Promise<Messages>>();

/** The messages of a locale: English ← its language ← its regional override (see catalogue.ts). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = buildCatalogue(locale, en as Tree, readCatalogueFile) as Promise<Messages>;
    cache.set(locale, messages);
  }
  return messages;
}
