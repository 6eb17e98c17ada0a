// @ts-check

/**
 * Issue 12 "Right to left … CSS logical properties instead of left and right": in the web app's CSS a
 * horizontal side is always the start or the end of the line, so one stylesheet mirrors for ar and
 * ar-dubai. Refused: a physical left/right property (`margin-left`, `right`, `border-top-left-radius`…),
 * a left/right keyword of `text-align`, `float` and `clear`, and a four-value `margin`, `padding` or
 * `inset` whose left and right sides differ. Top and bottom stay physical (they do not mirror).
 */

/** Physical property → its logical replacement. */
export const PHYSICAL_PROPERTIES = new Map([
  ['left', 'inset-inline-start'],
  ['right', 'inset-inline-end'],
  ['margin-left', 'margin-inline-start'],
  ['margin-right', 'margin-inline-end'],
  ['padding-left', 'padding-inline-start'],
  ['padding-right', 'padding-inline-end'],
  ['border-left', 'border-inline-start'],
  ['border-right', 'border-inline-end'],
  ['border-left-color', 'border-inline-start-color'],
  ['border-right-color', 'border-inline-end-color'],
  ['border-left-style', 'border-inline-start-style'],
  ['border-right-style', 'border-inline-end-style'],
  ['border-left-width', 'border-inline-start-width'],
  ['border-right-width', 'border-inline-end-width'],
  ['border-top-left-radius', 'border-start-start-radius'],
  ['border-top-right-radius', 'border-start-end-radius'],
  ['border-bottom-left-radius', 'border-end-start-radius'],
  ['border-bottom-right-radius', 'border-end-end-radius'],
  ['scroll-margin-left', 'scroll-margin-inline-start'],
  ['scroll-margin-right', 'scroll-margin-inline-end'],
  ['scroll-padding-left', 'scroll-padding-inline-start'],
  ['scroll-padding-right', 'scroll-padding-inline-end'],
]);

/** Properties whose `left`/`right` keywords have logical equivalents. */
export const PHYSICAL_VALUES = new Map([
  ['text-align', { left: 'start', right: 'end' }],
  ['float', { left: 'inline-start', right: 'inline-end' }],
  ['clear', { left: 'inline-start', right: 'inline-end' }],
]);

const FOUR_SIDED = new Set(['margin', 'padding', 'inset', 'scroll-margin', 'scroll-padding']);

/**
 * Why one declaration is physical, or null when it mirrors correctly.
 * @example physicalProblem('margin-left', '4px') === 'use margin-inline-start instead of margin-left'
 * @example physicalProblem('text-align', 'start') === null
 * @param {string} property
 * @param {string} value
 * @returns {string | null}
 */
export function physicalProblem(property, value) {
  const prop = property.toLowerCase();
  if (prop.startsWith('--')) return null;
  const replacement = PHYSICAL_PROPERTIES.get(prop);
  if (replacement) return `use ${replacement} instead of ${prop}`;
  const words = value
    .replace(/!important/i, '')
    .trim()
    .split(/\s+(?![^(]*\))/);
  const keywords = PHYSICAL_VALUES.get(prop);
  if (keywords) {
    for (const word of words) {
      const logical = /** @type {Record<string, string>} */ (keywords)[word.toLowerCase()];
      if (logical) return `use ${prop}: ${logical} instead of ${prop}: ${word}`;
    }
  }
  if (FOUR_SIDED.has(prop) && words.length === 4 && words[1] !== words[3])
    return `${prop} with different right and left sides: set ${prop}-block and ${prop}-inline separately`;
  return null;
}

/** @type {any} */
const rule = {
  meta: {
    type: 'problem',
    languages: ['css/css'],
    docs: { description: 'CSS uses logical inline properties (start/end), not left/right, so RTL mirrors (issue 12)' },
    schema: [],
    messages: { physical: 'right-to-left: {{reason}}' },
  },
  /** @param {any} context */
  create(context) {
    const source = context.sourceCode;
    return {
      /** @param {any} node */
      Declaration(node) {
        const reason = physicalProblem(node.property, source.getText(node.value));
        if (reason) context.report({ node, messageId: 'physical', data: { reason } });
      },
    };
  },
};

export default { rules: { 'logical-inline-properties': rule } };
