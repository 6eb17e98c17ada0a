// `npm run bench:mfe`: each mini-app's size (raw and gzip, from the build's manifest) beside the
// React it does NOT carry (react + react-dom production builds, gzip), and its mount time: from
// mount() to the first screen with data, in jsdom with the host's shared runtime and an API stub
// that answers at once, beside a reference in the same run (a plain React root rendering the same
// number of elements). Prints ratios; asserts nothing. Needs `node apps/mfe/build.mjs` first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, '../dist');
const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
const RUNS = Number(process.env.RUNS || 30);

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'CustomEvent', 'Event', 'MutationObserver']) {
  Object.defineProperty(globalThis, key, { value: dom.window[key] ?? dom.window, configurable: true, writable: true });
}
process.env.NODE_ENV = 'production';
const React = require('react');
const ReactDOM = require('react-dom');
const ReactDOMClient = require('react-dom/client');
const JsxRuntime = require('react/jsx-runtime');
globalThis.IS_REACT_ACT_ENVIRONMENT = false;

const answers = {
  '/api/web/v1/wallet/accounts': {
    code: 0,
    data: {
      accounts: [
        {
          account: 'spot',
          balances: [
            { currency: 'USDT', available: '100' },
            { currency: 'BTC', available: '0.5' },
          ],
          margin_in_use: false,
        },
        { account: 'margin', balances: [], margin_in_use: false },
        { account: 'futures', balances: [], margin_in_use: false },
        { account: 'earn', balances: [], margin_in_use: false },
      ],
    },
  },
  '/api/web/v1/wallet/sub-accounts': {
    code: 0,
    data: {
      master: { uid: 1, nickname: 'trader', type: 0, sub_type: 0, balances: [{ currency: 'USDT', available: '100' }] },
      subs: [{ uid: 2, nickname: 'sub', type: 1, sub_type: 1, balances: [{ currency: 'USDT', available: '5' }] }],
    },
  },
};
const json = (body) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
globalThis.fetch = async (url) => json(answers[String(url).split('?')[0]] ?? { code: 0, data: { type: 1, sub_type: 1 } });
globalThis.__EX_MFE__ = {
  modules: { react: React, 'react-dom': ReactDOM, 'react-dom/client': ReactDOMClient, 'react/jsx-runtime': JsxRuntime },
  host: {
    getJson: async (p) => (await globalThis.fetch(p)).json(),
    postJson: async () => ({ kind: 'network' }),
    log: () => undefined,
    formatDecimal: (v) => v,
    bridges: { closeWebview() {}, openNative() {}, openWebUrl() {} },
  },
};
const props = {
  g_lang: 'en',
  lang_prefix: '',
  theme: 'light',
  isUkLimit: false,
  isItalyLimit: false,
  isNotsNeedNotificationProvider: false,
  is_uk_limit: false,
  sub_website_id: 0,
};

/** Resolves when `element` shows the data screen (its Amount field). */
function rendered(element) {
  return new Promise((resolve) => {
    const check = () => element.querySelector('input') && (observer.disconnect(), resolve());
    const observer = new dom.window.MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true });
    check();
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timeMounts(mount, unmount) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const element = dom.window.document.createElement('div');
    dom.window.document.body.append(element);
    const t0 = performance.now();
    mount(element);
    await rendered(element);
    times.push(performance.now() - t0);
    unmount();
    element.remove();
  }
  return median(times);
}

// Reference: a plain React root with a form of the same size, data given synchronously.
const { createElement: h } = React;
let refRoot = null;
const reference = await timeMounts(
  (element) => {
    refRoot = ReactDOMClient.createRoot(element);
    refRoot.render(
      h(
        'form',
        null,
        ...Array.from({ length: 6 }, (_, i) => h('label', { key: i }, 'Field ', h('select', null, h('option', null, 'A')))),
        h('input'),
      ),
    );
  },
  () => refRoot.unmount(),
);

const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));
const gz = (name, file) => gzipSync(readFileSync(path.join(packageDir(name), file)), { level: 9 }).length;
const reactGzip = gz('react', 'cjs/react.production.js') + gz('react-dom', 'cjs/react-dom-client.production.js');
console.log(`React not bundled (react + react-dom client, production, gzip): ${(reactGzip / 1024).toFixed(1)} KiB`);
console.log(`reference mount (plain React root, same form size): ${reference.toFixed(2)} ms (median of ${RUNS})`);
for (const [name, entry] of Object.entries(manifest.apps)) {
  const mod = await import(pathToFileURL(path.join(dist, entry.file)).href);
  const ms = await timeMounts(
    (element) => mod.mount(element, props),
    () => mod.unmount(),
  );
  console.log(
    `${name}@${entry.version}: ${(entry.bytes / 1024).toFixed(1)} KiB raw, ${(entry.gzipBytes / 1024).toFixed(1)} KiB gzip ` +
      `(${((entry.gzipBytes / reactGzip) * 100).toFixed(1)} % of the React it shares); mount to data ${ms.toFixed(2)} ms ` +
      `(${(ms / reference).toFixed(2)}× the reference)`,
  );
}
process.exit(0);
