// Codes must exist in the reference data: record locations and passport lists, the manifest's
// domestic territories, coverage statements' territories and passports, and the literal values of conditions on code-valued facts. An unknown
// code is a typo that makes a rule silently never fire.
import { FACT_INFO, isFact, type FactInfo } from './facts.js';
import { finding, type CodeLookup, type Finding } from './model.js';
import { allCoverage, allRecords, allRules, isObject, leavesOf, type RulesetView } from './walk.js';

const CHECK = 'codes';
type Kind = NonNullable<FactInfo['code']>;

const WHAT: Record<Kind, { code: string; what: string }> = {
  territory: { code: 'UNKNOWN_TERRITORY', what: 'an ISO 3166-1 alpha-3 territory code' },
  passport: { code: 'UNKNOWN_PASSPORT', what: 'an ISO 3166-1 alpha-3 passport code' },
  region: { code: 'UNKNOWN_REGION', what: 'an ISO 3166-2 region code' },
  airport: { code: 'UNKNOWN_AIRPORT', what: 'an IATA airport code' },
};

export function checkCodes(view: RulesetView, ref: CodeLookup): Finding[] {
  const out: Finding[] = [];
  const known = (kind: Kind, code: string): boolean =>
    kind === 'region' ? ref.isRegion(code) : kind === 'airport' ? ref.isAirport(code) : ref.isTerritory(code);
  const check = (file: string, pointer: string, kind: Kind, value: unknown): void => {
    if (typeof value !== 'string' || known(kind, value)) return;
    const w = WHAT[kind];
    out.push(finding(CHECK, file, pointer, 'error', w.code, `${JSON.stringify(value)} is not ${w.what} in the reference data.`));
  };

  if (isObject(view.manifest) && Array.isArray(view.manifest.domesticTerritories)) {
    view.manifest.domesticTerritories.forEach((t: unknown, i) => check('manifest.json', `/domesticTerritories/${i}`, 'territory', t));
  }
  for (const r of allRecords(view)) {
    check(r.file, `${r.pointer}/location`, 'territory', r.raw.location);
    if (Array.isArray(r.raw.included)) r.raw.included.forEach((p: unknown, i) => check(r.file, `${r.pointer}/included/${i}`, 'passport', p));
  }
  // A coverage statement naming an unknown code would leave the real territory reported as not covered.
  for (const c of allCoverage(view)) {
    if (Array.isArray(c.raw.territories)) c.raw.territories.forEach((t: unknown, i) => check(c.file, `${c.pointer}/territories/${i}`, 'territory', t));
    if (Array.isArray(c.raw.passports)) c.raw.passports.forEach((p: unknown, i) => check(c.file, `${c.pointer}/passports/${i}`, 'passport', p));
  }
  for (const rule of allRules(view)) {
    for (const leaf of leavesOf(rule)) {
      if (typeof leaf.fact !== 'string' || !isFact(leaf.fact) || isObject(leaf.value)) continue;
      const kind = FACT_INFO[leaf.fact].code;
      if (kind === undefined) continue;
      if (Array.isArray(leaf.value)) leaf.value.forEach((v: unknown, i) => check(leaf.file, `${leaf.pointer}/value/${i}`, kind, v));
      else check(leaf.file, `${leaf.pointer}/value`, kind, leaf.value);
    }
  }
  return out;
}
