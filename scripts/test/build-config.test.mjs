import { describe, expect, it } from 'vitest';
import { webBuildConfig, webDistDir } from '../build-config.mjs';

// Issue 10 "Shared checkouts": "Canonical links must not need a rebuild per port: read the public
// origin at run time, or keep separate build directories per configuration."
const SPEC = 'issue 10 "keep separate build directories per configuration"';

describe('web build directory per configuration', () => {
  it(`${SPEC}: the default configuration keeps .next (npm run build, the e2e suite and the bench use it)`, () => {
    expect(webDistDir(webBuildConfig({}))).toBe('.next');
    expect(webDistDir(webBuildConfig({ SITE_PUBLIC_PORT: '3000', SITE_PROTOCOL: 'http' }))).toBe('.next');
  });

  it(`${SPEC}: another public port builds into its own directory, named after the port`, () => {
    expect(webDistDir(webBuildConfig({ SITE_PUBLIC_PORT: '3350' }))).toMatch(/^\.next-3350-[0-9a-f]{10}$/);
    expect(webDistDir(webBuildConfig({ SITE_PUBLIC_PORT: '3350' }))).not.toBe(webDistDir(webBuildConfig({ SITE_PUBLIC_PORT: '3351' })));
  });

  it.each([
    { name: 'SITE_BASE_DOMAIN', env: { SITE_BASE_DOMAIN: 'example.com' } },
    { name: 'SITE_HOSTS', env: { SITE_HOSTS: 'main=www.example.com' } },
    { name: 'SITE_PROTOCOL', env: { SITE_PROTOCOL: 'https' } },
    { name: 'TRANSLATIONS_CDN_URL', env: { TRANSLATIONS_CDN_URL: 'https://cdn.example.com/i18n' } },
  ])(`${SPEC}: $name is baked into the build, so it gets its own directory too`, ({ env }) => {
    expect(webDistDir(webBuildConfig(env))).toMatch(/^\.next-3000-[0-9a-f]{10}$/);
  });

  it(`${SPEC}: settings that build the same pages share a directory (an unknown protocol is http, as in site-env.ts)`, () => {
    expect(webDistDir(webBuildConfig({ SITE_PROTOCOL: 'ftp' }))).toBe('.next');
    expect(webDistDir(webBuildConfig({ SITE_PUBLIC_PORT: '' }))).toBe('.next');
  });
});
