import type { Database } from './open';
import { complianceItems, complianceRules } from './schema-compliance';
import { DEMO_COMPLIANCE_ITEMS, DEMO_COMPLIANCE_RULES } from './seed-compliance-data';

export { DEMO_COMPLIANCE_ITEMS, DEMO_COMPLIANCE_RULES } from './seed-compliance-data';

/** Rows inserted by this run (0 on a re-run). */
export interface SeedComplianceResult {
  readonly rules: number;
  readonly items: number;
}

/**
 * Inserts the demo compliance rules and notices (issue 3). Idempotent: rows are keyed by their
 * unique slug and inserted `on conflict do nothing`, so a re-run adds only new slugs and never
 * overwrites a rule or notice an operator has edited since.
 */
export async function seedCompliance(db: Database): Promise<SeedComplianceResult> {
  const rules = await db
    .insert(complianceRules)
    .values([...DEMO_COMPLIANCE_RULES])
    .onConflictDoNothing({ target: complianceRules.slug })
    .returning({ id: complianceRules.id });
  const items = await db
    .insert(complianceItems)
    .values([...DEMO_COMPLIANCE_ITEMS])
    .onConflictDoNothing({ target: complianceItems.slug })
    .returning({ id: complianceItems.id });
  return { rules: rules.length, items: items.length };
}
