import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { Tree } from './catalogue';

/**
 * Catalogue-wide rewrites of ICU messages, done on their syntax tree so arguments, plurals, selects
 * and tags stay intact:
 * - the pseudo-locale `en-XA` (issue 12): English with every letter accented and about 40% longer,
 *   generated at load time, so a string that bypasses the catalogue or a layout that breaks with
 *   longer text shows at a glance;
 * - bidi isolation for right-to-left languages: each interpolated value (a number, a ticker, a
 *   nickname) is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, the plain-text form of
 *   `<bdi>`, so `BTC/USDT` or `-12.5` inside an Arabic sentence keeps its own order and the
 *   punctuation around it lands on the right side.
 */

const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);
/** Filler that makes a message about 40% longer (accented, so it never reads as English). */
const FILLER = 'ļöŕéɱ îƥšûɱ ðöļöŕ šîţ áɱéţ çöñšéçţéţûŕ áðîƥîšçîñĝ éļîţ šéð ðö éîûšɱöð ţéɱƥöŕ';
export const FSI = '\u2068';
export const PDI = '\u2069';

type Elements = MessageFormatElement[];

function mapElements(elements: Elements, visit: (el: MessageFormatElement) => MessageFormatElement[]): Elements {
  return elements.flatMap((el) => {
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([key, option]) => [key, { ...option, value: mapElements(option.value, visit) }]),
      );
      return visit({ ...el, options } as MessageFormatElement);
    }
    if (el.type === TYPE.tag) return visit({ ...el, children: mapElements(el.children, visit) });
    return visit(el);
  });
}

function literal(value: string): MessageFormatElement {
  return { type: TYPE.literal, value };
}

function accent(text: string): string {
  return [...text].map((c) => ACCENTS[c] ?? c).join('');
}

/** Letters of the message's own text (arguments and tags excluded), for the length of the padding. */
function textLength(elements: Elements): number {
  let n = 0;
  mapElements(elements, (el) => {
    if (el.type === TYPE.literal) n += el.value.length;
    return [el];
  });
  return n;
}

function hasLetters(elements: Elements): boolean {
  let found = false;
  mapElements(elements, (el) => {
    if (el.type === TYPE.literal && /\p{L}/u.test(el.value)) found = true;
    return [el];
  });
  return found;
}

/**
 * The pseudo-localised form of one English message.
 * @example pseudoMessage('Log in') === '⟦Ļöĝ îñ ļöŕ⟧'
 * @example pseudoMessage('{count, plural, one {# pair} other {# pairs}}') keeps the plural and `#`
 */
export function pseudoMessage(message: string): string {
  const ast = parse(message);
  const length = textLength(ast);
  if (!hasLetters(ast)) return message;
  const accented = mapElements(ast, (el) => {
    if (el.type !== TYPE.literal) return [el];
    return [literal(accent(el.value))];
  });
  const pad = Math.ceil(length * 0.4);
  const filler = FILLER.repeat(Math.ceil(pad / FILLER.length)).slice(0, pad);
  return printAST([literal('⟦'), ...accented, literal(` ${filler}`.trimEnd() + '⟧')]);
}

/**
 * One message with every interpolated value isolated (FSI … PDI), for right-to-left languages.
 * @example isolateArguments('السعر {price}') === 'السعر \u2068{price}\u2069'
 */
export function isolateArguments(message: string): string {
  const ast = parse(message);
  const isolated = mapElements(ast, (el) => {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
      case TYPE.pound:
        return [literal(FSI), el, literal(PDI)];
      default:
        return [el];
    }
  });
  return printAST(isolated);
}

/** `fn` applied to every message of a catalogue tree. */
/** Literal text of a message (what is not ICU syntax), for checks. */
export function literalText(message: string): string {
  let text = '';
  mapElements(parse(message), (el) => {
    if (el.type === TYPE.literal) text += el.value;
    return [el];
  });
  return text;
}

export function mapCatalogue(tree: Tree, fn: (message: string) => string): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) out[key] = typeof value === 'string' ? fn(value) : mapCatalogue(value, fn);
  return out;
}
