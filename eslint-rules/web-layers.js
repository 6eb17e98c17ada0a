// @ts-check
import path from 'node:path';

/**
 * The layers of apps/web (docs/architecture.md "Layers of the web app"), top to bottom. A file may
 * import from its own layer and from the layers below it, never from one above; inside `features`
 * a feature imports only itself (two features meet in app/, or through a slot or prop).
 *
 *   app/ (routes, page composition; proxy.ts and the edge server/ sit here too) → features/<name> → core/ → components/ → lib/
 *
 * i18n/ (message loading) sits beside lib/ at the bottom. Static imports, re-exports and dynamic
 * `import()` are all checked, relative paths and the `@/` alias alike.
 */
export const WEB_LAYERS = ['app', 'features', 'core', 'components', 'lib'];

const RANK = { app: 0, proxy: 0, server: 0, features: 1, core: 2, components: 3, lib: 4, i18n: 4 };

/**
 * The layer of a path relative to apps/web/src, with the feature's name for `features/*`; null
 * outside the layered tree (messages, packages).
 * @param {string} rel
 * @returns {{ layer: keyof typeof RANK, feature: string | null } | null}
 */
export function layerOf(rel) {
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [head, second] = rel.split('/');
  if (head === 'features') return { layer: 'features', feature: second ?? null };
  const name = head?.replace(/\.[cm]?[jt]sx?$/, '');
  return name && name in RANK ? { layer: /** @type {keyof typeof RANK} */ (name), feature: null } : null;
}

/**
 * Why `from` (a source file) may not import `to` (the imported file), both relative to
 * apps/web/src; null when the import is allowed.
 * @param {string} from
 * @param {string} to
 * @returns {string | null}
 */
export function layerViolation(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a === null || b === null) return null;
  if (a.layer === 'features' && b.layer === 'features') {
    return a.feature === b.feature
      ? null
      : `features/${a.feature} imports features/${b.feature}: a feature never imports another feature; compose them in app/ or pass a slot or prop`;
  }
  if (RANK[b.layer] < RANK[a.layer]) return `${a.layer}/ imports ${b.layer}/, a layer above it (app → features → core → components → lib)`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'apps/web imports flow one way: app → features (never each other) → core → components → lib' },
    schema: [],
    messages: { layer: 'layering: {{reason}} (docs/architecture.md)' },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const marker = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0) return {};
    const srcRoot = file.slice(0, at + marker.length - 1);
    const from = path.relative(srcRoot, file).split(path.sep).join('/');

    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('@/')) target = path.join(srcRoot, spec.slice(2));
      else if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec);
      else return;
      const reason = layerViolation(from, path.relative(srcRoot, target).split(path.sep).join('/'));
      if (reason) context.report({ node: source, messageId: 'layer', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'web-layers': rule } };
