// @ts-check

/**
 * Issue 12: "A lint rule or test also refuses hard-coded user-visible text in components." Every word a
 * visitor reads comes from the message catalogue (all 17 languages), so JSX text children with letters,
 * and string literals given to attributes a visitor reads or hears (aria-label, title, placeholder, alt…),
 * are refused. Tokens that are not language are allowed: symbols and punctuation, numbers, tickers and
 * currency codes (`BTC_USDT`, `USDT`, `BTC/USDT`), see {@link isLanguageFree}.
 */
export const VISIBLE_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
];

/** Props of our own components that carry text to show or announce (`closeLabel`, `emptyText`, `modalTitle`…). */
const VISIBLE_PROP = /^[a-z][A-Za-z]*(Label|Text|Title|Placeholder|Message|Description)$/;

/** A ticker, pair or currency code: upper-case letters and digits, optionally joined by `_`, `/` or `-`. */
const TOKEN = /^[A-Z0-9]{2,12}(?:[_/-][A-Z0-9]{2,12})*$/;
const LETTER = /\p{L}/u;

/**
 * True when `text` carries no language: no letter at all (symbols, digits, punctuation, `·`, `→`), or
 * only ticker/currency-code tokens.
 * @example isLanguageFree('BTC_USDT') === true; isLanguageFree('Log in') === false
 * @param {string} text
 */
export function isLanguageFree(text) {
  const trimmed = text.trim();
  if (!LETTER.test(trimmed)) return true;
  return trimmed.split(/[\s()[\]{}·,:;|+]+/u).every((word) => word === '' || !LETTER.test(word) || TOKEN.test(word));
}

/**
 * The literal text of an expression when it is a string literal or a template literal without
 * placeholders; null otherwise (a variable or call is the catalogue's business, not this rule's).
 * @param {any} node
 * @returns {string | null}
 */
function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null;
  if (node.type === 'ConditionalExpression') return literalText(node.consequent) ?? literalText(node.alternate);
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
}

/**
 * True when the JSX element around `node` is hidden from assistive technology (`aria-hidden`) and the
 * text is one character: a decorative glyph such as the "i" of an info icon, not a word.
 * @param {any} node
 * @param {string} text
 */
function isDecorativeGlyph(node, text) {
  if ([...text.trim()].length !== 1) return false;
  const opening = node.parent?.type === 'JSXElement' ? node.parent.openingElement : null;
  return Boolean(
    opening?.attributes.some(
      (/** @type {any} */ a) =>
        a.type === 'JSXAttribute' &&
        a.name.name === 'aria-hidden' &&
        (a.value === null || a.value.value === 'true' || a.value.expression?.value === true),
    ),
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'user-visible text in JSX comes from the message catalogue (issue 12), not a literal' },
    schema: [],
    messages: {
      text: 'hard-coded text "{{text}}": put it in the message catalogue (all 17 languages) and render it with t()',
      attribute: 'hard-coded {{name}}="{{text}}": put it in the message catalogue (all 17 languages) and pass t(…)',
    },
  },
  create(context) {
    /** @param {any} node @param {string} text */
    const reportText = (node, text) => {
      if (!isLanguageFree(text) && !isDecorativeGlyph(node, text))
        context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    };
    return {
      /** @param {any} node */
      JSXText(node) {
        reportText(node, node.value);
      },
      /** @param {any} node */
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent?.type !== 'JSXElement' && parent?.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text !== null) reportText(node, text);
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !(VISIBLE_ATTRIBUTES.includes(name) || VISIBLE_PROP.test(name)) || !node.value) return;
        const text = node.value.type === 'Literal' ? literalText(node.value) : literalText(node.value.expression);
        if (text !== null && !isLanguageFree(text))
          context.report({ node, messageId: 'attribute', data: { name, text: text.trim().slice(0, 40) } });
      },
    };
  },
};

export default { rules: { 'no-hardcoded-text': rule } };
