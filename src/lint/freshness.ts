// Freshness: a requirement read long ago may have changed since. Records of authored content
// (every file but a dataset snapshot, whose date is the dataset's) whose newest source is older
// than the allowed age, or that date none of their sources, are warned about. Opt-in through
// LintInput.freshness: the date "today" is the caller's (the CLI passes the clock's, or --today),
// so the check itself stays pure.
import { addDays } from '../facts/dates.js';
import { finding, type Finding } from './model.js';
import { isObject, str, type RulesetView } from './walk.js';

const CHECK = 'freshness';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface FreshnessOptions {
  /** YYYY-MM-DD. */
  today: string;
  /** Sources older than this many days before today are stale. */
  maxAgeDays: number;
}

export function checkFreshness(view: RulesetView, options: FreshnessOptions): Finding[] {
  const out: Finding[] = [];
  const oldest = addDays(options.today, -options.maxAgeDays);
  for (const f of view.files) {
    const provenance = isObject(f.content) && isObject(f.content.provenance) ? f.content.provenance : {};
    if (provenance.snapshot === true) continue;
    for (const r of f.records) {
      const sources = Array.isArray(r.raw.sources) ? r.raw.sources : [];
      let newest: string | undefined;
      for (const s of sources) {
        if (!isObject(s)) continue;
        const d = str(s.publishedAt) ?? str(s.readAt);
        if (d !== undefined && DATE.test(d) && (newest === undefined || d > newest)) newest = d;
      }
      const what = `Record ${r.id ?? r.pointer}`;
      if (newest === undefined) {
        if (sources.length) out.push(finding(CHECK, r.file, `${r.pointer}/sources`, 'warning', 'UNDATED_SOURCES', `${what} dates none of its sources: add readAt (and publishedAt where the page states its date).`));
      } else if (newest < oldest) {
        out.push(finding(CHECK, r.file, `${r.pointer}/sources`, 'warning', 'STALE_SOURCE', `${what}: its newest source is of ${newest}, more than ${options.maxAgeDays} days before ${options.today}: read the official page again.`));
      }
    }
  }
  return out;
}
