import { describe, it, expect } from 'vitest';
import { normaliseHost, resolveSiteFromHost, resolveSiteHosts, siteOrigin, type HostResolution } from './hosts';
import type { SiteKey } from './site-types';

const CONFIG = 'decision: hosts come from configuration (SITE_BASE_DOMAIN, SITE_HOSTS), main is the base, others <label>.<base>';
const REGIONAL =
  '§2.2 "Regional hosts map to the main host plus a locale prefix: eu to en-eu, jp to en-jp, us to en-us, uk to en-uk, au to en-au, dubai to en-dubai."';
const UNKNOWN = 'decision: an unknown host (an IP, a health check) is served as main';

const LOCAL_HOSTS = [
  { spec: CONFIG, site: 'main', host: 'localhost' },
  { spec: CONFIG, site: 'tr', host: 'tr.localhost' },
  { spec: CONFIG, site: 'eu', host: 'eu.localhost' },
  { spec: CONFIG, site: 'hk', host: 'hk.localhost' },
  { spec: CONFIG, site: 'us', host: 'us.localhost' },
  { spec: CONFIG, site: 'uk', host: 'uk.localhost' },
  { spec: CONFIG, site: 'au', host: 'au.localhost' },
  { spec: CONFIG, site: 'jp', host: 'jp.localhost' },
  { spec: CONFIG, site: 'ae', host: 'dubai.localhost' },
  { spec: CONFIG, site: 'bs', host: 'bs.localhost' },
  { spec: CONFIG, site: 'sg', host: 'sg.localhost' },
  { spec: CONFIG, site: 'testnet', host: 'testnet.localhost' },
] as const satisfies readonly { spec: string; site: SiteKey; host: string }[];

describe('resolveSiteHosts', () => {
  const defaults = resolveSiteHosts({});
  it.each(LOCAL_HOSTS)('$spec: default host of $site is $host', ({ site, host }) => {
    expect(defaults[site]).toBe(host);
  });

  it(`${CONFIG}: the default table has 12 distinct hosts`, () => {
    expect(Object.keys(defaults)).toHaveLength(12);
    expect(new Set(Object.values(defaults)).size).toBe(12);
  });

  const base = [
    { spec: CONFIG, config: { baseDomain: 'example.com' }, site: 'main', host: 'example.com' },
    { spec: CONFIG, config: { baseDomain: 'example.com' }, site: 'ae', host: 'dubai.example.com' },
    { spec: CONFIG, config: { baseDomain: 'example.com' }, site: 'testnet', host: 'testnet.example.com' },
    { spec: `${CONFIG}; the base is normalised`, config: { baseDomain: 'Example.COM.' }, site: 'tr', host: 'tr.example.com' },
    { spec: `${CONFIG}; an empty base means localhost`, config: { baseDomain: '' }, site: 'eu', host: 'eu.localhost' },
    {
      spec: `${CONFIG}; SITE_HOSTS replaces one row`,
      config: { overrides: 'main=www.example.com' },
      site: 'main',
      host: 'www.example.com',
    },
    {
      spec: `${CONFIG}; SITE_HOSTS leaves other rows alone`,
      config: { overrides: 'main=www.example.com' },
      site: 'tr',
      host: 'tr.localhost',
    },
    {
      spec: `${CONFIG}; SITE_HOSTS entries are trimmed and normalised`,
      config: { overrides: ' tr = TR.Example.org:443 , us=us.example.org' },
      site: 'tr',
      host: 'tr.example.org',
    },
    {
      spec: `${CONFIG}; several SITE_HOSTS entries`,
      config: { overrides: ' tr = TR.Example.org:443 , us=us.example.org' },
      site: 'us',
      host: 'us.example.org',
    },
    {
      spec: `${CONFIG}; SITE_HOSTS overrides the base`,
      config: { baseDomain: 'example.com', overrides: 'eu=eu-exchange.example.org' },
      site: 'eu',
      host: 'eu-exchange.example.org',
    },
    { spec: `${CONFIG}; empty SITE_HOSTS pairs are ignored`, config: { overrides: ',,' }, site: 'jp', host: 'jp.localhost' },
  ] as const satisfies readonly { spec: string; config: { baseDomain?: string; overrides?: string }; site: SiteKey; host: string }[];
  it.each(base)('$spec: $config → $site = $host', ({ config, site, host }) => {
    expect(resolveSiteHosts(config)[site]).toBe(host);
  });

  const bad = [
    { spec: `${CONFIG}; an unknown sub-site key is a configuration error`, overrides: 'xx=foo.example.com', key: 'xx' },
    { spec: `${CONFIG}; the UAE key is ae, not its host label`, overrides: 'dubai=d.example.com', key: 'dubai' },
  ];
  it.each(bad)('$spec: $overrides throws naming the key', ({ overrides, key }) => {
    expect(() => resolveSiteHosts({ overrides })).toThrow(new RegExp(`unknown sub-site "${key}".*known: main, tr`));
  });
});

describe('normaliseHost', () => {
  const cases = [
    { spec: 'strips the port', raw: 'tr.localhost:3000', out: 'tr.localhost' },
    { spec: 'lower-cases', raw: 'TR.LocalHost', out: 'tr.localhost' },
    { spec: 'strips a trailing dot (FQDN form)', raw: 'localhost.', out: 'localhost' },
    { spec: 'strips a trailing dot before the port', raw: 'Example.com.:8080', out: 'example.com' },
    { spec: 'trims whitespace', raw: '  us.localhost  ', out: 'us.localhost' },
    { spec: 'keeps an IPv6 literal in brackets', raw: '[::1]:3000', out: '[::1]' },
    { spec: 'keeps an IPv6 literal without port', raw: '[::1]', out: '[::1]' },
    { spec: 'IPv4 with port', raw: '127.0.0.1:3000', out: '127.0.0.1' },
    { spec: 'empty stays empty', raw: '', out: '' },
  ];
  it.each(cases)('decision (host matching): $spec: $raw → $out', ({ raw, out }) => {
    expect(normaliseHost(raw)).toBe(out);
  });
});

describe('resolveSiteFromHost', () => {
  const hosts = resolveSiteHosts({});
  const withPorts = LOCAL_HOSTS.flatMap((c) => [
    { ...c, raw: c.host },
    { ...c, raw: `${c.host}:3000` },
    { ...c, raw: `${c.host.toUpperCase()}:8080` },
  ]);
  it.each(withPorts)('$spec: $raw → $site', ({ raw, site }) => {
    expect(resolveSiteFromHost(raw, hosts)).toEqual({ kind: 'site', site });
  });

  const main: HostResolution = { kind: 'site', site: 'main' };
  const others = [
    { spec: 'decision: www.<main> is main', raw: 'www.localhost:3000', out: main },
    { spec: UNKNOWN, raw: '127.0.0.1:3000', out: main },
    { spec: UNKNOWN, raw: '[::1]:3000', out: main },
    { spec: UNKNOWN, raw: 'other.example.org', out: main },
    { spec: `${UNKNOWN} (unknown label under main)`, raw: 'xx.localhost', out: main },
    { spec: `${UNKNOWN} (no Host header)`, raw: null, out: main },
    { spec: `${UNKNOWN} (no Host header)`, raw: undefined, out: main },
    { spec: `${UNKNOWN} (empty Host header)`, raw: '', out: main },
    {
      spec: `${REGIONAL} — with the default table the label is a sub-site host, not an alias`,
      raw: 'eu.localhost',
      out: { kind: 'site', site: 'eu' },
    },
  ] as const satisfies readonly { spec: string; raw: string | null | undefined; out: HostResolution }[];
  it.each(others)('$spec: $raw', ({ raw, out }) => {
    expect(resolveSiteFromHost(raw, hosts)).toEqual(out);
  });

  const prod = resolveSiteHosts({
    baseDomain: 'example.com',
    overrides: 'eu=eu-exchange.example.org,ae=uae.example.org,jp=jp.example.net',
  });
  const aliases = [
    {
      spec: `${REGIONAL} — eu moved by SITE_HOSTS, so eu.<main> is an alias`,
      raw: 'eu.example.com',
      out: { kind: 'regional-alias', site: 'main', locale: 'en-eu' },
    },
    {
      spec: `${REGIONAL} — alias with port and case`,
      raw: 'EU.example.com:8443',
      out: { kind: 'regional-alias', site: 'main', locale: 'en-eu' },
    },
    {
      spec: `${REGIONAL} — dubai alias when ae moved`,
      raw: 'dubai.example.com',
      out: { kind: 'regional-alias', site: 'main', locale: 'en-dubai' },
    },
    { spec: `${REGIONAL} — jp alias when jp moved`, raw: 'jp.example.com', out: { kind: 'regional-alias', site: 'main', locale: 'en-jp' } },
    {
      spec: `${REGIONAL} — the moved sub-site is served on its configured host`,
      raw: 'eu-exchange.example.org',
      out: { kind: 'site', site: 'eu' },
    },
    {
      spec: `${REGIONAL} — a label still configured as a sub-site host is that sub-site`,
      raw: 'us.example.com',
      out: { kind: 'site', site: 'us' },
    },
    { spec: `${REGIONAL} — a non-regional label is not an alias`, raw: 'hk.example.com', out: { kind: 'site', site: 'hk' } },
    { spec: `${REGIONAL} — only one label directly under main`, raw: 'a.eu.example.com', out: { kind: 'site', site: 'main' } },
    {
      spec: `${REGIONAL} — a regional label under another domain is not an alias`,
      raw: 'eu.example.org',
      out: { kind: 'site', site: 'main' },
    },
  ] as const satisfies readonly { spec: string; raw: string; out: HostResolution }[];
  it.each(aliases)('$spec: $raw', ({ raw, out }) => {
    expect(resolveSiteFromHost(raw, prod)).toEqual(out);
  });
});

describe('siteOrigin', () => {
  const hosts = resolveSiteHosts({});
  const cases = [
    {
      spec: 'decision: the port is kept when not the default',
      site: 'tr',
      protocol: 'http:',
      port: '3000',
      out: 'http://tr.localhost:3000',
    },
    { spec: 'decision: http default port 80 is omitted', site: 'main', protocol: 'http:', port: '80', out: 'http://localhost' },
    { spec: 'decision: https default port 443 is omitted', site: 'ae', protocol: 'https:', port: '443', out: 'https://dubai.localhost' },
    { spec: 'decision: port 80 is not the https default', site: 'us', protocol: 'https:', port: '80', out: 'https://us.localhost:80' },
    { spec: 'decision: port 443 is not the http default', site: 'us', protocol: 'http:', port: '443', out: 'http://us.localhost:443' },
    { spec: 'decision: no port, no suffix', site: 'eu', protocol: 'https:', port: undefined, out: 'https://eu.localhost' },
    { spec: 'decision: empty port, no suffix', site: 'eu', protocol: 'http:', port: '', out: 'http://eu.localhost' },
  ] as const satisfies readonly { spec: string; site: SiteKey; protocol: 'http:' | 'https:'; port: string | undefined; out: string }[];
  it.each(cases)('$spec: $site $protocol $port → $out', ({ site, protocol, port, out }) => {
    expect(siteOrigin(site, hosts, protocol, port)).toBe(out);
  });
});
