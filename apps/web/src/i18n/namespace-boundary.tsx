'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { clientLogger } from '@/lib/client-logger';
import { mergeMessages, type Tree } from './catalogue';
import { loadNamespace, type LoaderConfig } from './namespace-loader';
import type { MessageNamespace } from './namespaces';

interface LoaderState {
  readonly config: LoaderConfig;
  /** Namespaces complete in the page's HTML. */
  readonly loaded: readonly MessageNamespace[];
}

const LoaderContext = createContext<LoaderState | null>(null);

/** Set by the layout (the shell) and again by each page (its own namespaces): where missing namespaces come from and which ones the HTML already has. */
export function NamespaceLoaderProvider({ config, loaded, children }: LoaderState & { children: ReactNode }) {
  return <LoaderContext.Provider value={{ config, loaded }}>{children}</LoaderContext.Provider>;
}

/**
 * A page's own messages laid over the layout's shell (with-page-messages.tsx). The page renders it,
 * so a client-side navigation brings the new page's namespaces along with its content; the layout's
 * provider, which Next does not render again, keeps only the shell.
 */
export function PageMessagesProvider({
  messages,
  loaded,
  children,
}: {
  messages: Tree;
  loaded: readonly MessageNamespace[];
  children: ReactNode;
}) {
  const parent = useContext(LoaderContext);
  const shell = useMessages() as Tree;
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => mergeMessages(shell, messages), [shell, messages]);
  const state = useMemo<LoaderState | null>(
    () => parent && { config: parent.config, loaded: [...new Set([...parent.loaded, ...loaded])] },
    [parent, loaded],
  );
  const inner = state ? <LoaderContext.Provider value={state}>{children}</LoaderContext.Provider> : children;
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {inner}
    </NextIntlClientProvider>
  );
}

const english = (ns: MessageNamespace) =>
  (ns === 'core' ? import('../../messages/en.json') : import(`../../messages/en.${ns}.json`)).then((m: { default: Tree }) => m.default);

/** One request per namespace and locale per page, whoever asks first. */
const pending = new Map<string, Promise<Tree>>();
function fetchNamespace(config: LoaderConfig, ns: MessageNamespace): Promise<Tree> {
  const key = `${config.locale}/${ns}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = loadNamespace(config, ns, {
      fetch: (url) => fetch(url, { credentials: 'omit' }),
      english,
      report: (message) => clientLogger.warn(message),
    });
    pending.set(key, loading);
  }
  return loading;
}

/**
 * Renders `children` with `namespaces` available to useTranslations: at once when the page's HTML
 * carries them, else after loading them (nothing is shown meanwhile). For code that renders after
 * hydration only (lazy prompts, the embedded chart); server-rendered pages list their namespaces in
 * namespaces.ts instead.
 */
export function NamespaceBoundary({ namespaces, children }: { namespaces: readonly MessageNamespace[]; children: ReactNode }) {
  const state = useContext(LoaderContext);
  const messages = useMessages() as Tree;
  const locale = useLocale();
  const timeZone = useTimeZone();
  const missing = state ? namespaces.filter((ns) => !state.loaded.includes(ns)) : [];
  const key = missing.join(',');
  const [extra, setExtra] = useState<{ key: string; tree: Tree } | null>(null);

  useEffect(() => {
    if (!state || key === '') return;
    let live = true;
    void Promise.all(key.split(',').map((ns) => fetchNamespace(state.config, ns as MessageNamespace))).then((trees) => {
      if (live) setExtra({ key, tree: trees.reduce<Tree>((acc, tree) => mergeMessages(acc, tree), {}) });
    });
    return () => {
      live = false;
    };
  }, [state, key]);

  if (key === '') return children;
  if (extra?.key !== key) return null;
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={mergeMessages(messages, extra.tree)}>
      {children}
    </NextIntlClientProvider>
  );
}

/** `Component` inside a {@link NamespaceBoundary}, for `next/dynamic` loaders. */
export function withNamespaces<P extends object>(namespaces: readonly MessageNamespace[], Component: ComponentType<P>): ComponentType<P> {
  function WithNamespaces(props: P) {
    return (
      <NamespaceBoundary namespaces={namespaces}>
        <Component {...props} />
      </NamespaceBoundary>
    );
  }
  WithNamespaces.displayName = `WithNamespaces(${Component.displayName ?? Component.name})`;
  return WithNamespaces;
}
