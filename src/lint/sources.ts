// Every procedure and restriction names where it comes from, over https: readers check the
// official page, and a plain-http link can be tampered with on the way. Every source, of a record
// or of a coverage statement, says how close it stands to the rule (its tier), and a REPORTED one
// names the official notice it quotes, so a reader can weigh it and look the notice up.
import { finding, type Finding } from './model.js';
import { allCoverage, allRecords, isObject, type RulesetView } from './walk.js';

const CHECK = 'sources';

function urlProblem(url: string): 'invalid' | 'insecure' | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  return parsed.protocol === 'https:' ? undefined : 'insecure';
}

/** Tier findings for one list of sources: a source without a tier is an error (a reader must know how far to trust it). */
function tierFindings(file: string, pointer: string, what: string, sources: unknown): Finding[] {
  if (!Array.isArray(sources)) return [];
  const out: Finding[] = [];
  sources.forEach((s: unknown, i) => {
    if (!isObject(s)) return;
    const at = `${pointer}/sources/${i}`;
    if (s.tier === undefined) {
      out.push(finding(CHECK, file, at, 'error', 'MISSING_SOURCE_TIER',
        `${what}: source ${JSON.stringify(s.url)} has no tier: add DESTINATION_GOVERNMENT, OTHER_OFFICIAL, DATASET or REPORTED (rules/README.md, Source tiers).`));
    } else if (s.tier === 'REPORTED' && s.quotes === undefined) {
      out.push(finding(CHECK, file, at, 'warning', 'REPORTED_WITHOUT_QUOTES',
        `${what}: source ${JSON.stringify(s.url)} is REPORTED but does not say what it quotes: add "quotes" (issuer, title and date of the official notice as the report gives them).`));
    }
  });
  return out;
}

function linkFindings(file: string, what: string, links: Array<[unknown, string, string]>): Finding[] {
  const out: Finding[] = [];
  for (const [url, pointer, kind] of links) {
    if (typeof url !== 'string') continue;
    const problem = urlProblem(url);
    if (problem === 'invalid') out.push(finding(CHECK, file, pointer, 'error', 'INVALID_URL', `${what}: ${kind} URL ${JSON.stringify(url)} is not an absolute URL.`));
    if (problem === 'insecure') out.push(finding(CHECK, file, pointer, 'error', kind === 'source' ? 'INSECURE_SOURCE' : 'INSECURE_ACTION', `${what}: ${kind} URL ${url} is not https.`));
  }
  return out;
}

const sourceLinks = (pointer: string, sources: unknown): Array<[unknown, string, string]> =>
  Array.isArray(sources) ? sources.flatMap((s: unknown, i): Array<[unknown, string, string]> => (isObject(s) ? [[s.url, `${pointer}/sources/${i}/url`, 'source']] : [])) : [];

export function checkSources(view: RulesetView): Finding[] {
  const out: Finding[] = [];
  for (const r of allRecords(view)) {
    const what = `${r.list === 'restrictions' ? 'Restriction' : 'Procedure'} ${r.id ?? r.pointer}`;
    const sources = r.raw.sources;
    if (sources === undefined || (Array.isArray(sources) && sources.length === 0)) {
      out.push(finding(CHECK, r.file, `${r.pointer}/sources`, 'error', 'MISSING_SOURCE', `${what} names no source: add the official page (or the dataset and its date).`));
    }
    const links = sourceLinks(r.pointer, sources);
    if (Array.isArray(r.raw.actions)) r.raw.actions.forEach((a: unknown, i) => isObject(a) && links.push([a.url, `${r.pointer}/actions/${i}/url`, 'action']));
    out.push(...linkFindings(r.file, what, links), ...tierFindings(r.file, r.pointer, what, sources));
  }
  for (const c of allCoverage(view)) {
    const what = `Coverage statement ${c.pointer} (${String(c.raw.topic)})`;
    out.push(...linkFindings(c.file, what, sourceLinks(c.pointer, c.raw.sources)), ...tierFindings(c.file, c.pointer, what, c.raw.sources));
  }
  return out;
}
