// Builds the service worker (issue 20, §7) before `next build`:
// 1. public/offline.html, the offline fallback, with its text in every language from the catalogues;
// 2. sw/sw.ts bundled by esbuild, with serwist's precache manifest (the offline page and its revision)
//    injected by @serwist/build;
// 3. written to the versioned path public/sw-<content hash>.js (older ones removed), named by
//    public/sw.json, which pages read at load to register it. A new build of the worker is picked up
//    by the next page load without rebuilding the pages.
// SW_BUILD_SALT (tests only) changes the bundle, standing in for a code change between two builds.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from '@serwist/build';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const config = JSON.parse(readFileSync(here('./sw/sw-config.json'), 'utf8'));
const LANGUAGES = ['en', 'tr', 'ja', 'zh', 'tw', 'ar', 'it', 'es', 'ru', 'fr', 'de', 'pt', 'br', 'vn', 'th', 'id', 'uk', 'nl'];
const RTL = ['ar'];

const texts = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(here(`./messages/${lang}.chrome.json`), 'utf8')).chrome.offline]),
);
const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const en = texts.en;
// The language: the visited path's locale prefix, else the lang cookie, else the browser's, else English.
const script = `(function(){var T=${JSON.stringify(texts).replace(/</g, '\\u003c')},R=${JSON.stringify(RTL)};
function pick(v){if(!v)return null;v=String(v).toLowerCase();if(T[v])return v;var b=v.split('-')[0];return T[b]?b:null}
var c=(document.cookie.match(/(?:^|; )lang=([^;]*)/)||[])[1];
var l=pick(location.pathname.split('/')[1])||pick(c&&decodeURIComponent(c))||pick(navigator.language)||'en',t=T[l];
document.documentElement.lang=l;document.documentElement.dir=R.indexOf(l)>=0?'rtl':'ltr';document.title=t.title;
document.getElementById('t').textContent=t.title;document.getElementById('b').textContent=t.body;
var r=document.getElementById('r');r.textContent=t.retry;r.addEventListener('click',function(){location.reload()});})();`;
const html = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(en.title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#0b0e11;color:#eaecef}
main{max-inline-size:32rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 1rem}
p{line-height:1.5;color:#b7bdc6}
button{margin-block-start:1.5rem;padding:.75rem 1.5rem;border:0;border-radius:8px;background:#2354e6;color:#fff;font-size:1rem;cursor:pointer}
button:focus-visible{outline:3px solid #fff;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1 id="t">${escapeHtml(en.title)}</h1>
<p id="b">${escapeHtml(en.body)}</p>
<button id="r" type="button">${escapeHtml(en.retry)}</button>
</main>
<script>${script}</script>
</body>
</html>
`;
writeFileSync(here('./public/offline.html'), html);

const work = here('./.sw-build/');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
await build({
  entryPoints: [here('./sw/sw.ts')],
  outfile: `${work}sw.bundle.js`,
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: process.env.SW_BUILD_SALT ? { js: `/* build ${process.env.SW_BUILD_SALT.replace(/[^\w.-]/g, '')} */` } : {},
  logLevel: 'warning',
});
const { count, warnings } = await injectManifest({
  swSrc: `${work}sw.bundle.js`,
  swDest: `${work}sw.js`,
  globDirectory: here('./public'),
  globPatterns: [config.offlinePage.replace(/^\//, '')],
  injectionPoint: 'self.__SW_MANIFEST',
});
for (const w of warnings) console.warn(`service worker: ${w}`);
const body = readFileSync(`${work}sw.js`);
const name = `sw-${createHash('sha256').update(body).digest('hex').slice(0, 12)}.js`;
for (const file of readdirSync(here('./public'))) if (/^sw-[0-9a-f]+\.js$/.test(file)) rmSync(here(`./public/${file}`));
writeFileSync(here(`./public/${name}`), body);
writeFileSync(here('./public/sw.json'), `${JSON.stringify({ url: `/${name}` })}\n`);
rmSync(work, { recursive: true, force: true });
console.log(`built apps/web/public/${name} (${count} precached file${count === 1 ? '' : 's'})`);
