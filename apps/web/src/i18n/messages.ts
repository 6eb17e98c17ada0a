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
import wallet from '../../messages/en.wallet.json';
import { dirOf } from '@ex/sites';
import support from '../../messages/en.support.json';
import content from '../../messages/en.content.json';
import buy from '../../messages/en.buy.json';
import earn from '../../messages/en.earn.json';
import { buildCatalogue, type Tree } from './catalogue';
import { isolateArguments, mapCatalogue, pseudoMessage } from './transform';
import { PSEUDO_LOCALE } from './pseudo-locale';

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
  ...wallet,
  ...support,
  ...content,
  ...buy,
  ...earn,
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
  typeof wallet &
  typeof support &
  typeof content &
  typeof buy &
  typeof earn;

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

const cache = new Map<Locale | typeof PSEUDO_LOCALE, Promise<Messages>>();

/**
 * The messages of a locale: English ← its language ← its regional override (see catalogue.ts). In a
 * right-to-left language every interpolated value is isolated (transform.ts); `pseudo` gives the
 * pseudo-locale generated from English instead (pseudo-locale.ts).
 */
export function loadMessages(locale: Locale, { pseudo = false }: { pseudo?: boolean } = {}): Promise<Messages> {
  const key = pseudo ? PSEUDO_LOCALE : locale;
  let messages = cache.get(key);
  if (!messages) {
    messages = (
      pseudo
        ? Promise.resolve(mapCatalogue(en as Tree, pseudoMessage))
        : buildCatalogue(locale, en as Tree, readCatalogueFile).then((tree) =>
            dirOf(locale) === 'rtl' ? mapCatalogue(tree, isolateArguments) : tree,
          )
    ) as Promise<Messages>;
    cache.set(key, messages);
  }
  return messages;
}
