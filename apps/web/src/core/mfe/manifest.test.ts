import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesMatchIntegrity, miniAppBundleUrl, parseManifest, resolveMiniAppBase } from './manifest';

const bundle = new TextEncoder().encode('export function mount(){} export function update(){} export function unmount(){}');
const integrity = `sha384-${createHash('sha384').update(bundle).digest('base64')}`;
const entry = { version: '1.0.0', file: 'funds_transfer/1.0.0/funds_transfer.0123456789abcdef.js', integrity, bytes: 80, gzipBytes: 60 };
const manifest = parseManifest(JSON.stringify({ schema: 1, apps: { funds_transfer: entry } }));

describe('the mini-app manifest (issue 17: "a manifest pins each mini-app\'s version and its integrity hash")', () => {
  it('pins the version and hash it was built with', () => {
    expect(manifest.apps.funds_transfer).toEqual(entry);
  });

  it.each([
    ['no manifest (mini-apps not built)', undefined],
    ['not JSON', '{'],
    ['an unknown schema', JSON.stringify({ schema: 2, apps: {} })],
    ['a weaker hash', JSON.stringify({ schema: 1, apps: { funds_transfer: { ...entry, integrity: 'sha256-abc' } } })],
    ['a file outside its folder', JSON.stringify({ schema: 1, apps: { funds_transfer: { ...entry, file: '../evil.js' } } })],
    ['an absolute URL', JSON.stringify({ schema: 1, apps: { funds_transfer: { ...entry, file: 'https://evil.example/x.js' } } })],
  ])('pins nothing for %s', (_case, text) => {
    expect(parseManifest(text).apps).toEqual({});
  });

  it('accepts the bytes it pinned and refuses any other', async () => {
    expect(await bytesMatchIntegrity(bundle, integrity)).toBe(true);
    const tampered = new Uint8Array(bundle);
    tampered[0] = tampered[0]! ^ 1;
    expect(await bytesMatchIntegrity(tampered, integrity)).toBe(false);
    expect(await bytesMatchIntegrity(bundle, `sha256-${createHash('sha256').update(bundle).digest('base64')}`)).toBe(false);
    expect(await bytesMatchIntegrity(bundle, '')).toBe(false);
  });
});

describe('the configured host (issue 17: "loads only from the configured host")', () => {
  it.each([
    ['/mfe/', 'https://www.example.com', 'https://www.example.com/mfe/'],
    ['/mfe', 'http://localhost:3000', 'http://localhost:3000/mfe/'],
    ['https://cdn.example.net/static/mfe', 'https://www.example.com', 'https://cdn.example.net/static/mfe/'],
    ['javascript:alert(1)', 'https://www.example.com', null],
    ['data:text/javascript,1', 'https://www.example.com', null],
    ['https://cdn.example.net/mfe/?v=1', 'https://www.example.com', null],
  ])('MFE_BASE_URL %s on %s → %s', (base, origin, expected) => {
    expect(resolveMiniAppBase(base, origin)).toBe(expected);
  });

  it('resolves a pinned bundle under that host, and nothing for an unpinned mini-app', () => {
    expect(miniAppBundleUrl(manifest, 'funds_transfer', 'https://cdn.example.net/mfe/')?.url).toBe(
      'https://cdn.example.net/mfe/funds_transfer/1.0.0/funds_transfer.0123456789abcdef.js',
    );
    expect(miniAppBundleUrl(manifest, 'master_transfer', 'https://cdn.example.net/mfe/')).toBeNull();
  });
});
