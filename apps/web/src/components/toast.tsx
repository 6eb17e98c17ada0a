'use client';

import { useEffect, useId, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import './toast.css';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastItem {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

const TOAST_MS = 5000;

// A module-level store: any component can raise a toast; the first mounted viewport shows them.
let items: readonly ToastItem[] = [];
let viewports: readonly string[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

/** Shows a toast for 5 s. Errors are announced assertively (role="alert"), the rest politely. */
export function toast(kind: ToastKind, message: string): number {
  const id = nextId++;
  items = [...items, { id, kind, message }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

/**
 * Where toasts appear. Mount it next to whatever may raise one; when several are mounted only the
 * first renders, so a message is never shown twice.
 */
export function ToastViewport({ closeLabel }: { closeLabel: string }) {
  const id = useId();
  useEffect(() => {
    viewports = [...viewports, id];
    emit();
    return () => {
      viewports = viewports.filter((v) => v !== id);
      emit();
    };
  }, [id]);
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  const owner = useSyncExternalStore(
    subscribe,
    () => viewports[0],
    () => undefined,
  );
  if (owner !== id) return null;
  // Portalled to <body>: a viewport mounted inside a disabled fieldset or a dialog still works.
  // Two live regions that exist before any message (a region inserted together with its text is
  // often not read): errors in the assertive one, the rest in the polite one.
  const render = (kinds: (k: ToastKind) => boolean) =>
    list
      .filter((t) => kinds(t.kind))
      .map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} data-testid={`toast-${t.kind}`}>
          <span className="toast-message">{t.message}</span>
          <button type="button" className="toast-close" aria-label={closeLabel} onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ));
  return createPortal(
    <div className="toast-viewport">
      <div className="toast-region" role="alert" aria-live="assertive" data-testid="toast-region-alert">
        {render((k) => k === 'error')}
      </div>
      <div className="toast-region" role="status" aria-live="polite" data-testid="toast-region-status">
        {render((k) => k !== 'error')}
      </div>
    </div>,
    document.body,
  );
}
