'use client';

import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MiniAppModule, MiniAppName } from '@ex/contracts';
import { clientLogger } from '@/lib/client-logger';
import { loadMiniApp } from './loader';
import { propsChanged } from './update-triggers';

export interface MiniAppSlotProps<P extends object> {
  readonly name: MiniAppName;
  readonly props: P;
  /** §4.14 "load when not hidden": nothing is fetched while true. */
  readonly hidden?: boolean;
  /** Shown instead when the mini-app cannot load or mount (§4.2 names one for the registration modal). */
  readonly fallback?: ReactNode;
  /** The bundle's `mfe:done` event (a finished action), e.g. to refresh the host's balances. */
  readonly onDone?: (detail: unknown) => void;
  /** Called once when the mini-app failed (the host may navigate to its fallback page). */
  readonly onFailure?: () => void;
  readonly className?: string;
}

const logFailure = (name: MiniAppName, stage: string, error: unknown) =>
  // §8 "micro-app mount/unmount errors: logged only".
  clientLogger.error(`mini-app ${name} ${stage} failed: ${error instanceof Error ? error.message : String(error)}`);

/**
 * Hosts one mini-app (issue 17, §4.14): loads its pinned bundle when not hidden, mounts it into its
 * own element, calls `update` when a prop (locale, prefix, theme, limit flags) changes, and unmounts
 * it with the host. A load, mount, update or unmount failure is logged and the fallback shows; the
 * page around it keeps working.
 */
export function MiniAppSlot<P extends object>(slot: MiniAppSlotProps<P>) {
  return (
    <MiniAppBoundary name={slot.name} fallback={slot.fallback ?? null}>
      <MiniAppMount {...slot} />
    </MiniAppBoundary>
  );
}

function MiniAppMount<P extends object>({
  name,
  props,
  hidden = false,
  fallback = null,
  onDone,
  onFailure,
  className,
}: MiniAppSlotProps<P>) {
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<{ module: MiniAppModule<P, HTMLElement>; props: P } | null>(null);
  const latest = useRef(props);
  const callbacks = useRef({ onDone, onFailure });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    latest.current = props;
    callbacks.current = { onDone, onFailure };
  });

  useEffect(() => {
    if (hidden) return;
    let cancelled = false;
    const fail = (stage: string, error: unknown) => {
      logFailure(name, stage, error);
      if (cancelled) return;
      setState('failed');
      callbacks.current.onFailure?.();
    };
    loadMiniApp<P>(name).then(
      (module) => {
        const target = element.current;
        if (cancelled || !target) return;
        try {
          module.mount(target, latest.current);
          mounted.current = { module, props: latest.current };
          setState('ready');
        } catch (error) {
          fail('mount', error);
        }
      },
      (error: unknown) => fail('load', error),
    );
    return () => {
      cancelled = true;
      const current = mounted.current;
      mounted.current = null;
      try {
        current?.module.unmount();
      } catch (error) {
        logFailure(name, 'unmount', error);
      }
    };
  }, [name, hidden]);

  useEffect(() => {
    const current = mounted.current;
    if (!current || !propsChanged(current.props as Record<string, unknown>, props as Record<string, unknown>)) return;
    try {
      current.module.update(props);
      current.props = props;
    } catch (error) {
      logFailure(name, 'update', error);
    }
  }, [name, props, state]);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const listener = (event: Event) => callbacks.current.onDone?.((event as CustomEvent).detail);
    target.addEventListener('mfe:done', listener);
    return () => target.removeEventListener('mfe:done', listener);
  }, []);

  if (state === 'failed') return <>{fallback}</>;
  return <div ref={element} className={className} data-mini-app={name} data-state={state} aria-busy={state === 'loading'} />;
}

/** Catches a host-side render error around the slot (the bundle renders in its own root). */
class MiniAppBoundary extends Component<{ name: MiniAppName; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    logFailure(this.props.name, 'render', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
