/** A footer link: a message key under `chrome.footer.links` and a same-site path (without locale prefix). */
export interface FooterLink {
  readonly key: string;
  readonly path: string;
}

/**
 * §2.1 "Japan legal pages": the eleven documents of the Japan site, in the order §2.1 lists them.
 * Message keys under `chrome.footer.links`.
 */
export const JP_LEGAL_PAGES: readonly FooterLink[] = [
  { key: 'jpTerms', path: '/legal/jp/terms-of-service' },
  { key: 'jpCryptoOverview', path: '/legal/jp/crypto-asset-overview' },
  { key: 'jpImportantInformation', path: '/legal/jp/important-information' },
  { key: 'jpSystemRisk', path: '/legal/jp/system-risk-management-policy' },
  { key: 'jpAmlCft', path: '/legal/jp/aml-cft-policy' },
  { key: 'jpDebtPerformance', path: '/legal/jp/debt-performance-policy' },
  { key: 'jpInformationSecurity', path: '/legal/jp/information-security-policy' },
  { key: 'jpNewCryptoReview', path: '/legal/jp/new-crypto-asset-review' },
  { key: 'jpSpecifiedCommercial', path: '/legal/jp/specified-commercial-transactions' },
  { key: 'jpAntiSocial', path: '/legal/jp/anti-social-forces-policy' },
  { key: 'jpConflictOfInterest', path: '/legal/jp/conflict-of-interest-policy' },
];
