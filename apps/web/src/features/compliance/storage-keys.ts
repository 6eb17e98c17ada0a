/** localStorage keys of the compliance notices that remember themselves across visits. */
export const STORAGE_KEYS = {
  /** §4.4 "timestamp kept locally": when the gray-tax modal last showed (ms). */
  grayTaxShownAt: 'compliance_gray_tax_shown_at',
  /** §4.11 "acknowledging stores the timestamp": per user, when the HK notice was last acknowledged (ms). */
  hkAckAt: (uid: number) => `compliance_hk_ack_at:${uid}`,
  /** §4.11 "a local flag is set on first display". */
  uzbekistanShown: 'compliance_uzbekistan_shown',
} as const;
