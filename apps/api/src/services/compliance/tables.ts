import { asc, complianceItems, complianceRules, eq, type Database } from '@ex/db';
import type { ComplianceItemRow, ComplianceRuleRow } from '@ex/sites';

/** The enabled rows of compliance_rules and compliance_items, as the pure check reads them. */
export interface ComplianceTables {
  readonly rules: readonly ComplianceRuleRow[];
  readonly items: readonly ComplianceItemRow[];
}

/** How long the rows are reused: the check runs on most page views, and rule edits may take this long to apply. */
export const COMPLIANCE_TABLES_TTL_MS = 30_000;

export interface ComplianceTablesCache {
  load(): Promise<ComplianceTables>;
  /** Forget the cached rows (the next load reads the database). */
  clear(): void;
}

async function readTables(db: Database): Promise<ComplianceTables> {
  const rules = await db
    .select({
      siteKey: complianceRules.siteKey,
      country: complianceRules.country,
      match: complianceRules.match,
      deniedMenu: complianceRules.deniedMenu,
      flags: complianceRules.flags,
      grayTax: complianceRules.grayTax,
    })
    .from(complianceRules)
    .where(eq(complianceRules.enabled, true))
    .orderBy(asc(complianceRules.id));
  const items = await db
    .select({
      kind: complianceItems.kind,
      siteKey: complianceItems.siteKey,
      country: complianceItems.country,
      locale: complianceItems.locale,
      title: complianceItems.title,
      content: complianceItems.content,
      okButton: complianceItems.okButton,
      cancelButton: complianceItems.cancelButton,
      okButtonRouter: complianceItems.okButtonRouter,
      textLink: complianceItems.textLink,
      noCloseButton: complianceItems.noCloseButton,
      type: complianceItems.type,
      popupPath: complianceItems.popupPath,
      popupMaxCount: complianceItems.popupMaxCount,
    })
    .from(complianceItems)
    .where(eq(complianceItems.enabled, true))
    .orderBy(asc(complianceItems.id));
  return { rules, items };
}

/**
 * The rows, read at most once per `ttlMs` of the injected clock. Concurrent requests share one read
 * (the promise is cached); a failed read is not cached, so the next request tries again.
 */
export function createComplianceTablesCache(db: Database, now: () => number, ttlMs = COMPLIANCE_TABLES_TTL_MS): ComplianceTablesCache {
  let cached: { readonly at: number; readonly value: Promise<ComplianceTables> } | null = null;
  return {
    load() {
      const at = now();
      if (cached && at - cached.at >= 0 && at - cached.at < ttlMs) return cached.value;
      const value = readTables(db);
      const entry = { at, value };
      cached = entry;
      value.catch(() => {
        if (cached === entry) cached = null;
      });
      return value;
    },
    clear() {
      cached = null;
    },
  };
}
