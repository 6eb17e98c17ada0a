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

// English, split per feature so features can grow their catalogues independently.
const en = { ...core, ...kyc, ...security, ...compliance, ...agreements, ...markets, ...trade, ...chart, ...orders };

export type Messages = typeof core & typeof kyc & typeof security & typeof compliance & typeof agreements & typeof markets & typeof trade & typeof chart & typeof orders;
type Tree = { [key: string]: string | Tree };

/** Per-key fallback: a locale's catalogue is laid over English, so a missing key shows English. */
export function mergeMessages(base: Tree, override: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = base[key];
    out[key] = typeof value === 'object' && typeof baseValue === 'object' ? mergeMessages(baseValue, value) : value;
  }
  return out;
}

// Catalogues beyond English; add a locale by adding messages/<locale>.json and a line here.
const loaders: Partial<Record<Locale, () => Promise<{ default: Tree }>>> = {
  tr: () => import('../../messages/tr.json'),
  zh: () => import('../../messages/zh.json'),
  // Italian, Japanese and Arabic carry the §8 region-mismatch texts; the regional prefixes share them.
  it: () => import('../../messages/it.json'),
  'it-eu': () => import('../../messages/it.json'),
  ja: () => import('../../messages/ja.json'),
  'ja-jp': () => import('../../messages/ja.json'),
  ar: () => import('../../messages/ar.json'),
  'ar-dubai': () => import('../../messages/ar.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = loaders[locale];
  if (!load) return en as Messages;
  const catalogue = await load();
  return mergeMessages(en as Tree, catalogue.default) as Messages;
}
