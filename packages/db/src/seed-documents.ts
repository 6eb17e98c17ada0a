import type { Database } from './open';
import { complianceDocuments } from './schema-compliance';

type NewDocument = typeof complianceDocuments.$inferInsert;

/**
 * Demo documents users sign (§4.15 user agreement, Turkey declaration; §7 customer-understand
 * declaration). Content is HTML the web sanitises. A new text is a new `version` row: the old
 * signatures then no longer count and the users sign again.
 */
export const DEMO_COMPLIANCE_DOCUMENTS: readonly NewDocument[] = [
  {
    kind: 'user_agreement',
    scene: 'futures',
    siteKey: 'main',
    version: 1,
    title: 'Futures Trading User Agreement',
    content:
      '<p>Futures are leveraged products. Losses can exceed your margin and positions may be liquidated without notice when the market moves against you.</p>' +
      '<p>By continuing you confirm that you have read the Futures Trading Rules and the Risk Disclosure, and that futures trading is legal where you live.</p>',
    submitButton: 'I Agree',
  },
  {
    kind: 'user_agreement',
    scene: 'copy_trading',
    siteKey: '*',
    version: 1,
    title: 'Copy Trading Agreement',
    content:
      '<p>Copy trading repeats the orders of the trader you follow in your account. Past results of a trader do not guarantee future results, and you remain responsible for every copied position.</p>',
    submitButton: 'I Agree',
  },
  {
    kind: 'user_agreement',
    scene: 'login',
    siteKey: 'eu',
    version: 1,
    title: 'Terms of Use (EU)',
    content:
      '<p>Crypto-asset services on this site are provided by our EU entity under the Markets in Crypto-Assets Regulation. Crypto-assets are volatile and not covered by deposit guarantee schemes.</p>' +
      '<p>Please accept the updated Terms of Use and Privacy Notice to continue.</p>',
    submitButton: 'Accept and continue',
  },
  {
    kind: 'tr_declaration',
    siteKey: 'tr',
    locale: '*',
    version: 1,
    title: 'Customer Declaration',
    content:
      '<p>I declare that I act on my own behalf, that the assets I deposit are not proceeds of crime, and that I have read the Risk Disclosure and the Terms of Use of this platform.</p>' +
      '<p>I acknowledge that trading fees are subject to a 20% fee tax under Turkish law, shown on every fee statement.</p>',
    submitButton: 'Confirm',
  },
  {
    kind: 'tr_declaration',
    siteKey: 'tr',
    locale: 'tr',
    version: 1,
    title: 'Müşteri Beyanı',
    content:
      '<p>Kendi adıma ve hesabıma işlem yaptığımı, yatırdığım varlıkların suç gelirleri olmadığını ve bu platformun Risk Bildirimi ile Kullanım Koşullarını okuduğumu beyan ederim.</p>' +
      '<p>İşlem ücretlerinin Türk mevzuatı uyarınca %20 ücret vergisine tabi olduğunu ve her ücret dökümünde gösterildiğini kabul ederim.</p>',
    submitButton: 'Onayla',
  },
  {
    kind: 'customer_understand',
    siteKey: 'eu',
    version: 1,
    title: 'Customer Understanding Declaration',
    content:
      '<p>I understand that crypto-assets can lose all of their value, that their prices are highly volatile, and that they are not protected by investor compensation or deposit guarantee schemes.</p>' +
      '<p>I confirm that I only invest what I can afford to lose.</p>',
    submitButton: 'I Understand',
  },
];

/**
 * Inserts {@link DEMO_COMPLIANCE_DOCUMENTS}. Idempotent (`on conflict do nothing` on the primary
 * key): a re-run inserts nothing and never overwrites a document an operator edited.
 * @returns the number of rows inserted by this run.
 */
export async function seedComplianceDocuments(db: Database): Promise<number> {
  const rows = await db
    .insert(complianceDocuments)
    .values([...DEMO_COMPLIANCE_DOCUMENTS])
    .onConflictDoNothing()
    .returning({ kind: complianceDocuments.kind });
  return rows.length;
}
