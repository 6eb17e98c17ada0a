'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { IpCheckResult } from '@ex/contracts';
import {
  IP_GATE_DEFAULT_URL,
  canRunHomeGate,
  encodeStunList,
  isGateSkipped,
  publicIpsFromCandidates,
  resolveGateDialog,
  type IpGateDialog,
} from '@ex/domain';
import { browserClient } from '@/core/api/api-client';
import { SITE_HOSTS } from '@/lib/env';
import { useSession } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';
import { ipGateConfigQueryOptions, postIpCheck, type IpCheckRequest } from '../api/ip-gate';
import { readGateToken, readSkipMarker, writeGateToken, writeSkipMarker } from '../gate-storage';
import { gatherIceCandidates, usableStunUrls } from '../gather-ice-candidates';
import { resolveGateTarget } from '../gate-target';

export type GateView = { readonly dialog: IpGateDialog; readonly result: IpCheckResult } | null;

export interface HomeGate {
  readonly view: GateView;
  /** A follow-up check (type 2 or 3) is in flight. */
  readonly busy: boolean;
  /** Close icon, Escape, outside click or "Later": skip for 7200 s. */
  readonly close: () => void;
  /** VPN dialog Cancel: shows the result-2 dialog (a type-2 check). */
  readonly cancelVpn: () => void;
  /** VPN dialog accept: reloads the page, which checks again. */
  readonly acceptVpn: () => void;
  /** Upgrade dialog confirm: a type-3 check, then its url. */
  readonly confirmUpgrade: () => void;
}

/** Sends a check with the stored token and keeps the token of the answer. Null on any failure. */
async function check(uid: number, request: IpCheckRequest): Promise<IpCheckResult | null> {
  const token = readGateToken(uid);
  const result = await postIpCheck(token === undefined ? request : { ...request, token });
  if (result !== null) writeGateToken(uid, result.token);
  return result;
}

const viewOf = (result: IpCheckResult | null): GateView => {
  const dialog = result === null ? null : resolveGateDialog(result.result);
  return dialog === null || result === null ? null : { dialog, result };
};

/**
 * §4.9 home compliance gate for the signed-in user: reads the config, honours the 7200 s skip
 * marker, gathers ICE candidates from the configured STUN servers, runs the type-1 check and maps
 * its result to a dialog (`resolveGateDialog`). Runs once per page load and user. Any failure shows
 * nothing.
 */
export function useHomeGate(): HomeGate {
  const { site, locale } = useSite();
  const session = useSession();
  const loggedIn = session.status === 'logged-in';
  const uid = loggedIn ? session.user.uid : 0;
  const config = useQuery({ ...ipGateConfigQueryOptions(browserClient), enabled: uid > 0 });
  const [view, setView] = useState<GateView>(null);
  const [busy, setBusy] = useState(false);
  /** The uid the type-1 check ran for: once per page load, not again on re-renders. */
  const ranFor = useRef<number | null>(null);

  const enabled = config.data?.enabled ?? false;
  const stunServers = config.data?.stun_servers;
  useEffect(() => {
    if (stunServers === undefined || ranFor.current === uid) return;
    if (!canRunHomeGate({ enabled, uid, loggedIn }) || isGateSkipped(readSkipMarker(), uid, Date.now())) return;
    ranFor.current = uid;
    const controller = new AbortController();
    const stuns = usableStunUrls(stunServers);
    let finished = false;
    void (async () => {
      const lines = await gatherIceCandidates(stuns, undefined, controller.signal);
      if (controller.signal.aborted) return;
      const result = await check(uid, { type: 1, ips: publicIpsFromCandidates(lines), stuns: encodeStunList(stuns) });
      finished = true;
      if (!controller.signal.aborted) setView(viewOf(result));
    })();
    return () => {
      controller.abort();
      // A run interrupted before its answer (unmount, StrictMode's second mount) may run again.
      if (!finished) ranFor.current = null;
    };
  }, [enabled, stunServers, uid, loggedIn]);

  const close = useCallback(() => {
    writeSkipMarker(uid);
    setView(null);
  }, [uid]);

  const cancelVpn = useCallback(() => {
    // Declining the VPN notice starts the skip, then offers the upgrade instead (§4.9).
    writeSkipMarker(uid);
    setBusy(true);
    void check(uid, { type: 2 }).then((result) => {
      setBusy(false);
      setView(result !== null && resolveGateDialog(result.result) === 'upgrade' ? { dialog: 'upgrade', result } : null);
    });
  }, [uid]);

  const acceptVpn = useCallback(() => window.location.reload(), []);

  const upgradeUrl = view?.dialog === 'upgrade' ? view.result.url : '';
  const confirmUpgrade = useCallback(() => {
    setBusy(true);
    void check(uid, { type: 3 }).then((result) => {
      // §4.9 "goes to the given url (default the KYC page /myaccount/kyc3_v1)"; a failed check still goes.
      window.location.assign(
        resolveGateTarget({ site, locale, hosts: SITE_HOSTS, raw: result?.url || upgradeUrl, fallback: IP_GATE_DEFAULT_URL }),
      );
    });
  }, [uid, upgradeUrl, site, locale]);

  return { view, busy, close, cancelVpn, acceptVpn, confirmUpgrade };
}
