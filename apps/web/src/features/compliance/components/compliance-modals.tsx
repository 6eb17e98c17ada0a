'use client';

import { useCallback, useState } from 'react';
import {
  resolveAccessNotices,
  resolveComplianceModal,
  resolveGrayTaxModal,
  resolveStateLimitNotices,
  type ComplianceModalId,
  type StateLimitNotice,
} from '@ex/domain';
import type { ComplianceCheck } from '@ex/contracts';
import { useEuUpcomingOpen } from '../hooks/eu-upcoming-store';
import { useSafeHref } from '../hooks/use-safe-href';
import { readStamp, readStored } from '../hooks/use-stored-value';
import { STORAGE_KEYS } from '../storage-keys';
import { AccessNoticeModal } from './access-notice-modal';
import { CompliancePopup } from './compliance-popup';
import { EuUpcomingModal } from './eu-upcoming-modal';
import { GrayTaxModal } from './gray-tax-modal';
import { StateLimitModal } from './state-limit-modal';

interface ComplianceModalsProps {
  readonly check: ComplianceCheck;
  readonly loggedIn: boolean;
  readonly uid: number;
  /** Route path without locale prefix, null while unknown. */
  readonly routePath: string | null;
}

const STATE_PREFIX = 'STATE_';

/**
 * The compliance modals, never stacked: the pending ones are collected from the rules and the one
 * `resolveComplianceModal` picks (the fixed order of COMPLIANCE_MODAL_ORDER) is mounted; acknowledging
 * it lets the next one open. Stored stamps (gray-tax, HK, Uzbekistan) are read once when this
 * mounts (the page load, or a change of user), so recording a display does not hide the modal
 * while it is open.
 */
export function ComplianceModals({ check, loggedIn, uid, routePath }: ComplianceModalsProps) {
  const toHref = useSafeHref();
  const euOpen = useEuUpcomingOpen();
  const [stored] = useState(() => ({
    now: Date.now(),
    grayTaxShownAt: readStamp('local', STORAGE_KEYS.grayTaxShownAt),
    hkAckAt: readStamp('local', STORAGE_KEYS.hkAckAt(uid)),
    uzbekistanFlag: readStored('local', STORAGE_KEYS.uzbekistanShown),
  }));
  const [done, setDone] = useState<ReadonlySet<ComplianceModalId>>(() => new Set());
  const finish = useCallback((id: ComplianceModalId) => setDone((prev) => new Set(prev).add(id)), []);

  const grayTax = resolveGrayTaxModal({
    toast: check.limit.gray_tax_area_toast,
    lastShownMs: stored.grayTaxShownAt,
    now: stored.now,
    isSafeUrl: toHref,
  });
  const stateNotices = resolveStateLimitNotices({
    limit: check.limit,
    toast: check.toast,
    hkLastAckMs: stored.hkAckAt,
    uzbekistanFlag: stored.uzbekistanFlag,
    now: stored.now,
  });
  const pending = new Set<ComplianceModalId>([
    ...resolveAccessNotices({ limit: check.limit, toast: check.toast, loggedIn }),
    ...stateNotices.map((n) => `${STATE_PREFIX}${n}` as const),
  ]);
  if (grayTax.show) pending.add('GRAY_TAX');
  for (const id of done) pending.delete(id);
  if (euOpen) pending.add('EU_UPCOMING');
  // The popup is last in the order: its slot opens only when nothing else is pending.
  if (routePath !== null) pending.add('COMPLIANCE_POPUP');

  const active = resolveComplianceModal(pending);
  switch (active) {
    case null:
      return null;
    case 'EU_UPCOMING':
      return <EuUpcomingModal />;
    case 'GRAY_TAX':
      return <GrayTaxModal key={active} toast={check.limit.gray_tax_area_toast} modal={grayTax} onDone={() => finish(active)} />;
    case 'COMPLIANCE_POPUP':
      return routePath === null ? null : <CompliancePopup key={routePath} popups={check.tips.popups} routePath={routePath} />;
    case 'RESTRICTED_LOCATION':
    case 'PROHIBITED_COUNTRIES':
    case 'IP_LIMIT':
    case 'WITHDRAW_ONLY':
      return <AccessNoticeModal key={active} notice={active} onDone={() => finish(active)} />;
    default: {
      const notice = active.slice(STATE_PREFIX.length) as StateLimitNotice;
      return <StateLimitModal key={active} notice={notice} uid={uid} onDone={() => finish(active)} />;
    }
  }
}
