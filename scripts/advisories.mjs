// Known-vulnerable versions (issue 20 "Dependencies"): pure helpers of scripts/check-advisories.mjs.
import semver from 'semver';

/**
 * The advisories that hit an installed version.
 * @param {{package: string, vulnerable: string, cve: string, severity: string, summary: string}[]} advisories
 * @param {Map<string, string[]>} installed package name → every installed version of it
 * @example findVulnerable([{ package: 'hono', vulnerable: '<4.5.8', … }], new Map([['hono', ['4.5.7']]])) // one finding
 */
export function findVulnerable(advisories, installed) {
  const findings = [];
  for (const advisory of advisories) {
    for (const version of installed.get(advisory.package) ?? []) {
      if (semver.satisfies(version, advisory.vulnerable, { includePrerelease: true })) findings.push({ ...advisory, version });
    }
  }
  return findings;
}

/**
 * What `npm audit --json` said, or null when the registry's audit endpoint did not answer (then the
 * repository's list decides).
 * @returns {{high: number, critical: number} | null}
 */
export function auditCounts(jsonText) {
  let report;
  try {
    report = JSON.parse(jsonText);
  } catch {
    return null;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (report?.error || !counts) return null;
  return { high: Number(counts.high ?? 0), critical: Number(counts.critical ?? 0) };
}
