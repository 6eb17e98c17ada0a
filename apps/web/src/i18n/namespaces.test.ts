import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './catalogue';
import { MESSAGE_NAMESPACES, ROUTE_NAMESPACES, namespacesForRoute, pickMessages, type NamespaceRoots } from './namespaces';

const SPLIT =
  '§7 "translation JSON per locale and namespace"; issue 12 "The pages a visitor lands on get their namespaces in the static HTML"';

const roots = Object.fromEntries(MESSAGE_NAMESPACES.map((ns) => [ns, [] as string[]])) as unknown as Record<string, string[]>;
roots.core = ['nav', 'header'];
roots.security = ['security'];
roots.agreements = ['ipqs', 'agreements'];

const all = {
  nav: { home: 'Home' },
  header: { login: 'Log in' },
  security: { menuLink: 'Security', totp: { title: 'Authenticator' } },
  ipqs: { title: 'Check' },
  agreements: { accept: 'Accept' },
};

describe(`which namespaces a page carries (${SPLIT})`, () => {
  it('a route that does not opt in (or an unknown route) carries every namespace', () => {
    expect(namespacesForRoute('/[site]/[locale]/wallet')).toBeNull();
    expect(namespacesForRoute(undefined)).toBeNull();
  });

  it('an opted-in route carries the shell plus its own namespaces', () => {
    const routes = { '/[site]/[locale]/price': ['markets'], '/[site]/[locale]/login': [] } as const;
    expect(namespacesForRoute('/[site]/[locale]/price', routes)).toEqual(['core', 'chrome', 'markets']);
    expect(namespacesForRoute('/[site]/[locale]/login', routes)).toEqual(['core', 'chrome']);
  });

  it('every page opts in (route-namespaces.test.ts checks what each lists against its source)', () => {
    expect(namespacesForRoute('/[site]/[locale]/login')).toEqual(['core', 'chrome']);
    expect(namespacesForRoute('/[site]/[locale]/myaccount/kyc2')).toEqual(['core', 'chrome', 'kyc']);
  });

  it('every listed namespace exists', () => {
    for (const list of Object.values(ROUTE_NAMESPACES)) for (const ns of list) expect(NAMESPACES).toContain(ns);
  });

  it('picks whole namespaces (all their top-level keys) and single message paths', () => {
    expect(pickMessages(all, roots as unknown as NamespaceRoots, ['core'], ['security.menuLink'])).toEqual({
      nav: { home: 'Home' },
      header: { login: 'Log in' },
      security: { menuLink: 'Security' },
    });
    expect(pickMessages(all, roots as unknown as NamespaceRoots, ['agreements'])).toEqual({
      ipqs: { title: 'Check' },
      agreements: { accept: 'Accept' },
    });
  });
});
