'use client';

import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { MINI_APP_SHARED_GLOBAL, type MiniAppHost } from '@ex/contracts';
import { isLocale } from '@ex/sites';
import { postApi } from '@/core/api/post-api';
import { clientLogger } from '@/lib/client-logger';
import { createDisplayFormat } from '@/lib/format/display-format';
import { callNativeBridge } from '@/lib/native-bridge';
import { isInApp, COOKIES } from '@ex/sites';
import { readCookie } from '@/lib/browser';

/**
 * What the host shares with every mini-app (issue 17 "React is shared with the host, not bundled
 * twice"): apps/mfe/build.mjs compiles a bundle's `react`, `react-dom`, `react-dom/client` and
 * `react/jsx-runtime` imports to reads of this global, so a mini-app renders with the page's React.
 */
const host: MiniAppHost = {
  async getJson(path) {
    const response = await fetch(path, { credentials: 'include', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
    return response.json() as Promise<unknown>;
  },
  async postJson(path, body) {
    const result = await postApi(path, { json: body });
    return result.kind === 'network' ? result : { kind: 'response', ok: result.ok, status: result.status, raw: result.raw };
  },
  log(level, message) {
    clientLogger[level](message);
  },
  formatDecimal(value, locale) {
    return createDisplayFormat(isLocale(locale) ? locale : 'en', 'UTC').exact(value);
  },
  bridges: {
    closeWebview: () => void bridge('closeWebview'),
    openNative: (page) => void bridge('openNative', page),
    openWebUrl: (url) => void bridge('openWebUrl', url),
  },
};

function bridge(method: 'closeWebview' | 'openNative' | 'openWebUrl', argument?: string): boolean {
  return callNativeBridge(isInApp(readCookie(COOKIES.phone)), method, argument, (error) =>
    clientLogger.error(`native bridge ${method} failed`, String(error)),
  );
}

/** Fills the shared global once, before the first bundle is imported. */
export function installSharedRuntime(): void {
  const target = globalThis as unknown as Record<string, unknown>;
  if (target[MINI_APP_SHARED_GLOBAL]) return;
  target[MINI_APP_SHARED_GLOBAL] = Object.freeze({
    modules: Object.freeze({ react: React, 'react-dom': ReactDOM, 'react-dom/client': ReactDOMClient, 'react/jsx-runtime': JsxRuntime }),
    host,
  });
}
