/**
 * How much one page view may send to the analytics collector (§7, §9). Pure: the browser and the
 * collector both count with it, so a forged client cannot exceed what an honest one may send.
 */
export const ANALYTICS_LIMITS = {
  /** §9 "Monitoring custom-event cap: 10 per view": named events (kyc_upgrade_kyc2_verify_now, …). */
  customPerView: 10,
  /**
   * Decision: interaction events (click, hover, open/close) have their own, larger budget per view,
   * so a busy page cannot flood the collector and its named events are never crowded out.
   */
  interactionPerView: 100,
  /** Events per beacon: a batch stays far below sendBeacon's 64 kB. */
  batchMax: 20,
  /** A partial batch goes out after this long (and always when the page is hidden). */
  flushAfterMs: 5000,
} as const;

/** §7 "Analytics collector events (click, hover, open/close)" and the named (custom) events. */
export const ANALYTICS_KINDS = ['custom', 'click', 'hover', 'open', 'close'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

export interface ViewCounts {
  readonly custom: number;
  readonly interaction: number;
}

export const EMPTY_VIEW_COUNTS: ViewCounts = { custom: 0, interaction: 0 };

/**
 * Whether one more event of `kind` fits this view's budget, and the counts after it.
 * @example admitEvent({ custom: 9, interaction: 0 }, 'custom') // { admit: true, counts: { custom: 10, interaction: 0 } }
 * @example admitEvent({ custom: 10, interaction: 0 }, 'custom').admit === false
 */
export function admitEvent(counts: ViewCounts, kind: AnalyticsKind): { admit: boolean; counts: ViewCounts } {
  if (kind === 'custom') {
    return counts.custom < ANALYTICS_LIMITS.customPerView
      ? { admit: true, counts: { ...counts, custom: counts.custom + 1 } }
      : { admit: false, counts };
  }
  return counts.interaction < ANALYTICS_LIMITS.interactionPerView
    ? { admit: true, counts: { ...counts, interaction: counts.interaction + 1 } }
    : { admit: false, counts };
}
