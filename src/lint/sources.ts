// Every procedure and restriction names where it comes from, over https: readers check the
// official page, and a plain-http link can be tampered with on the way.
import { finding, type Finding } from './model.js';
import { allRecords, isObject, type RulesetView } from './walk.js';

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

export function checkSources(view: RulesetView): Finding[] {
  const out: Finding[] = [];
  for (const r of allRecords(view)) {
    const what = `${r.list === 'restrictions' ? 'Restriction' : 'Procedure'} ${r.id ?? r.pointer}`;
    const sources = r.raw.sources;
    if (sources === undefined || (Array.isArray(sources) && sources.length === 0)) {
      out.push(finding(CHECK, r.file, `${r.pointer}/sources`, 'error', 'MISSING_SOURCE', `${what} names no source: add the official page (or the dataset and its date).`));
    }
    const links: Array<[unknown, string, string]> = [];
    if (Array.isArray(sources)) sources.forEach((s: unknown, i) => isObject(s) && links.push([s.url, `${r.pointer}/sources/${i}/url`, 'source']));
    if (Array.isArray(r.raw.actions)) r.raw.actions.forEach((a: unknown, i) => isObject(a) && links.push([a.url, `${r.pointer}/actions/${i}/url`, 'action']));
    for (const [url, pointer, kind] of links) {
      if (typeof url !== 'string') continue;
      const problem = urlProblem(url);
      if (problem === 'invalid') out.push(finding(CHECK, r.file, pointer, 'error', 'INVALID_URL', `${what}: ${kind} URL ${JSON.stringify(url)} is not an absolute URL.`));
      if (problem === 'insecure') out.push(finding(CHECK, r.file, pointer, 'error', kind === 'source' ? 'INSECURE_SOURCE' : 'INSECURE_ACTION', `${what}: ${kind} URL ${url} is not https.`));
    }
  }
  return out;
}
