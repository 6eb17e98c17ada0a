// Renders the site's icon files from one SVG mark in Debian Chromium (playwright-core, no download):
// apps/web/src/app/favicon.ico (16, 32, 48 px), icon.png (512 px) and apple-icon.png (180 px), the
// Next.js metadata files every page links. Run after changing the mark: node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APP = path.join(ROOT, 'apps/web/src/app');

/** The brand mark (§9 brand blue #2354E6): a rounded square with two rising bars and a trend line. */
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#2354E6"/>
  <rect x="14" y="34" width="9" height="16" rx="2" fill="#fff" opacity="0.75"/>
  <rect x="27.5" y="24" width="9" height="26" rx="2" fill="#fff" opacity="0.88"/>
  <rect x="41" y="14" width="9" height="36" rx="2" fill="#fff"/>
</svg>`;

async function render(page, size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${MARK.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An ICO file holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const favicon = [];
  for (const size of [16, 32, 48]) favicon.push({ size, png: await render(page, size) });
  writeFileSync(path.join(APP, 'favicon.ico'), ico(favicon));
  writeFileSync(path.join(APP, 'icon.png'), await render(page, 512));
  writeFileSync(path.join(APP, 'apple-icon.png'), await render(page, 180));
  console.log('wrote favicon.ico, icon.png, apple-icon.png');
} finally {
  await browser.close();
}
