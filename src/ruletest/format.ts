// Test-runner style text for `travelreq rules test`: one FAIL line per failing case followed by
// a -/+ diff of expected and actual, the coverage table, and the summary line.
import type { Coverage, Tally } from './coverage.js';
import type { TestReport } from './run.js';

const show = (v: unknown): string => {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > 300 ? `${s.slice(0, 299)}…` : s;
};

export function formatReport(report: TestReport, options: { verbose?: boolean } = {}): string {
  const lines: string[] = [];
  for (const p of report.problems) lines.push(`ERROR ${p.file}#${p.pointer}  ${p.message}`);
  for (const c of report.cases) {
    if (c.ok) {
      if (options.verbose) lines.push(`ok   ${c.file}#${c.pointer}  ${c.name}`);
      continue;
    }
    lines.push(`FAIL ${c.file}#${c.pointer}  ${c.name}`);
    for (const m of c.mismatches) lines.push(`  - ${m.path}: ${show(m.expected)}`, `  + ${m.path}: ${show(m.actual)}`);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

export function summaryLine(report: TestReport): string {
  const problems = report.problems.length ? `, ${report.problems.length} test file error(s)` : '';
  return `${report.passed} passed, ${report.failed} failed${problems}\n`;
}

const pct = (t: Tally): string => `${t.covered}/${t.rules} rules (${t.percent}%)`;

export function formatCoverage(c: Coverage): string {
  const lines = ['coverage: rules whose outcome a case expects (the rule fired in a case that names its record)'];
  const width = Math.max(...c.files.filter((f) => f.authored).map((f) => f.file.length), 10);
  for (const f of c.files.filter((x) => x.authored)) {
    lines.push(`  ${f.file.padEnd(width)}  ${`${f.covered}/${f.rules}`.padStart(7)}  ${f.rules ? Math.floor((f.covered / f.rules) * 100) : 100}%`);
  }
  // Generated files are many and alike: one line per directory.
  const dirs = new Map<string, { files: number; rules: number; covered: number }>();
  for (const f of c.files.filter((x) => !x.authored)) {
    const dir = f.file.includes('/') ? `${f.file.slice(0, f.file.lastIndexOf('/'))}/` : './';
    const d = dirs.get(dir) ?? { files: 0, rules: 0, covered: 0 };
    dirs.set(dir, { files: d.files + 1, rules: d.rules + f.rules, covered: d.covered + f.covered });
  }
  for (const [dir, d] of dirs) lines.push(`  ${`${dir} (${d.files} generated files)`.padEnd(width)}  ${`${d.covered}/${d.rules}`.padStart(7)}  ${Math.floor((d.covered / d.rules) * 100)}%`);
  lines.push(`  authored: ${pct(c.authored)}; generated: ${pct(c.generated)}; total: ${pct(c.total)}`);
  const uncovered = c.files.filter((f) => f.authored).flatMap((f) => f.uncovered);
  if (uncovered.length) {
    lines.push('  authored rules no case expects (add a case that names the record in visa.*.procedures or procedures.present/absent/inGroup):');
    for (const r of uncovered) lines.push(`    ${r.id}  ${r.file}#${r.pointer}${r.firedUnexpected ? '  (fired, but no case that fired it names its record)' : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
