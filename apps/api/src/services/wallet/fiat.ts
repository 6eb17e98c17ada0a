import { depositFiatsOf, type SiteKey } from '@ex/sites';

/**
 * The exchange's receiving bank accounts per fiat (issue 13 /myaccount/deposit_fiat). Decision:
 * one account per currency, shown with the user's reference; the transfer is credited by the
 * operator (`npm run ops -- deposit <email> <fiat> <amount> --chain BANK --tx <bank reference>`).
 */
const RECEIVING_ACCOUNTS: Readonly<Record<string, { bank_name: string; iban: string; swift: string }>> = {
  USD: { bank_name: 'Exchange Settlement Bank N.A.', iban: 'US64 EXSB 0000 0012 3456 78', swift: 'EXSBUS33' },
  EUR: { bank_name: 'Exchange Settlement Bank Europe', iban: 'MT84 MALT 0110 0001 2345 MTLC AST0 01S', swift: 'EXSBMTMT' },
  GBP: { bank_name: 'Exchange Settlement Bank UK', iban: 'GB29 NWBK 6016 1331 9268 19', swift: 'EXSBGB2L' },
  TRY: { bank_name: 'Exchange Settlement Bankası', iban: 'TR33 0006 1005 1978 6457 8413 26', swift: 'EXSBTRIS' },
  HKD: { bank_name: 'Exchange Settlement Bank (HK)', iban: 'HK-012-345678-001', swift: 'EXSBHKHH' },
  AUD: { bank_name: 'Exchange Settlement Bank Australia', iban: 'BSB 062-000 ACC 12345678', swift: 'EXSBAU2S' },
  JPY: { bank_name: 'Exchange Settlement Bank Japan', iban: '0001-100-1234567', swift: 'EXSBJPJT' },
  AED: { bank_name: 'Exchange Settlement Bank UAE', iban: 'AE07 0331 2345 6789 0123 456', swift: 'EXSBAEAD' },
  SGD: { bank_name: 'Exchange Settlement Bank Singapore', iban: '7171-001-123456-7', swift: 'EXSBSGSG' },
};
const ACCOUNT_NAME = 'Exchange Client Funds';

/**
 * The user's transfer reference: their uid and two ISO 7064 mod-97 check digits (as in IBANs), so
 * a mistyped reference is noticed when the operator matches the transfer.
 * @example fiatReference(42) === 'EX42-…'
 */
export function fiatReference(uid: number): string {
  const check = 98 - Number((BigInt(uid) * 100n) % 97n);
  return `EX${uid}-${String(check).padStart(2, '0')}`;
}

export function fiatDepositInstructions(site: SiteKey, uid: number) {
  const accounts = depositFiatsOf(site).flatMap((currency) => {
    const account = RECEIVING_ACCOUNTS[currency];
    return account ? [{ currency, account_name: ACCOUNT_NAME, ...account }] : [];
  });
  return { reference: fiatReference(uid), accounts };
}
