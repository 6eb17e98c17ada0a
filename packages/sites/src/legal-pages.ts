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
  { key: 'jpTerms', path: '/legal/terms-of-service' },
  { key: 'jpCryptoOverview', path: '/legal/crypto-asset-overview' },
  { key: 'jpImportantInformation', path: '/legal/important-information' },
  { key: 'jpSystemRisk', path: '/legal/system-risk-management-policy' },
  { key: 'jpAmlCft', path: '/legal/aml-cft-policy' },
  { key: 'jpDebtPerformance', path: '/legal/debt-performance-policy' },
  { key: 'jpInformationSecurity', path: '/legal/information-security-policy' },
  { key: 'jpNewCryptoReview', path: '/legal/new-crypto-asset-review' },
  { key: 'jpSpecifiedCommercial', path: '/legal/specified-commercial-transactions' },
  { key: 'jpAntiSocial', path: '/legal/anti-social-forces-policy' },
  { key: 'jpConflictOfInterest', path: '/legal/conflict-of-interest-policy' },
];
