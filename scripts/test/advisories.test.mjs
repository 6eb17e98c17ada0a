import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditCounts, findVulnerable } from '../advisories.mjs';

const ISSUE =
  'issue 20 "check the installed next, react, dompurify and hono versions against a list of fixed advisories kept in the repository, failing on a known-vulnerable version"';
const { advisories } = JSON.parse(readFileSync(new URL('../../security/advisories.json', import.meta.url), 'utf8'));

describe(ISSUE, () => {
  it.each([
    ['next 15.2.2 (middleware bypass and React2Shell)', 'next', '15.2.2', ['CVE-2025-29927', 'CVE-2025-66478']],
    ['next 16.0.6 (React2Shell)', 'next', '16.0.6', ['CVE-2025-66478']],
    ['next 16.0.7, fixed', 'next', '16.0.7', []],
    ['dompurify 3.2.3', 'dompurify', '3.2.3', ['CVE-2025-26791']],
    ['dompurify 3.0.5 (two advisories)', 'dompurify', '3.0.5', ['CVE-2024-45801', 'CVE-2025-26791']],
    ['hono 4.5.7', 'hono', '4.5.7', ['CVE-2024-43787', 'CVE-2025-58362', 'CVE-2025-59139']],
    ['hono 4.9.7, fixed', 'hono', '4.9.7', []],
    ['an unlisted package', 'left-pad', '1.0.0', []],
  ])('%s', (_, name, version, cves) => {
    const findings = findVulnerable(advisories, new Map([[name, [version]]]));
    expect(findings.map((f) => f.cve).sort()).toEqual([...cves].sort());
  });

  it('a nested old copy is found beside a fixed hoisted one', () => {
    const findings = findVulnerable(advisories, new Map([['dompurify', ['3.4.18', '3.2.3']]]));
    expect(findings.map((f) => f.version)).toEqual(['3.2.3']);
  });
});

describe('npm audit output', () => {
  it('counts high and critical findings', () => {
    expect(auditCounts(JSON.stringify({ metadata: { vulnerabilities: { low: 3, high: 1, critical: 2 } } }))).toEqual({
      high: 1,
      critical: 2,
    });
  });
  it.each([
    ['the endpoint refused', JSON.stringify({ error: { code: 'ENOAUDIT', summary: 'audit endpoint returned an error' } })],
    ['no JSON at all', 'npm error network'],
  ])('%s → null, so the repository list decides', (_, text) => {
    expect(auditCounts(text)).toBeNull();
  });
});
