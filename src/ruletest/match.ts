// Expectations of a rule test case against a trips() result. Each failed expectation is one
// mismatch with a path ("visa.GBR"), the expected and the actual value, for a -/+ diff.
import type { Result } from '../service.js';
import type { Expectation, GroupType, Grouping, InformationGroup, TripResponseDocument } from '../schema/generated.js';

export interface Mismatch {
  path: string;
  expected: unknown;
  actual: unknown;
}

/** Localized territory name as the groupings carry it (they name the country, not its code). */
export type NameOf = (alpha3: string, locale: string) => string;

/** How groupings are named: an entry grouping by the country, a transit grouping as a transit through it. */
export interface GroupingNames {
  territory: NameOf;
  transit: NameOf;
}

export function match(expect: Expectation, result: Result<TripResponseDocument>, names: GroupingNames): Mismatch[] {
  const out: Mismatch[] = [];
  const push = (path: string, expected: unknown, actual: unknown): void => void out.push({ path, expected, actual });
  const status = expect.status ?? 200;
  const body = result.body;
  if ('errors' in body) {
    const codes = body.errors.map((e) => e.code);
    if (result.status !== status) push('status', status, `${result.status} ${codes.join(', ')}: ${body.errors[0]?.detail ?? ''}`);
    for (const code of expect.errors ?? []) if (!codes.includes(code)) push(`errors`, `contains ${code}`, codes);
    return out;
  }
  if (result.status !== status) push('status', status, result.status);
  if (expect.errors?.length) push('errors', expect.errors, []);
  const a = body.data.attributes;
  const locale = body.meta.locale ?? a.locale;
  const group = (type: GroupType): InformationGroup | undefined => a.informationGroups.find((g) => g.type === type);

  const visa = group('VISA_REQUIREMENTS');
  const entryGrouping = (code: string): Grouping | undefined => visa?.groupings?.find((x) => x.transit !== true && x.name === names.territory(code, locale));
  const transitGrouping = (code: string): Grouping | undefined => visa?.groupings?.find((x) => x.transit === true && x.name === names.transit(code, locale));
  // visa.<code>: the country's entry grouping, else its transit grouping; transit.<code>: only the transit one.
  const expectations = [
    ...Object.entries(expect.visa ?? {}).map(([code, want]) => ({ code, want, path: `visa.${code}`, g: entryGrouping(code) ?? transitGrouping(code), name: names.territory(code, locale) })),
    ...Object.entries(expect.transit ?? {}).map(([code, want]) => ({ code, want, path: `transit.${code}`, g: transitGrouping(code), name: names.transit(code, locale) })),
  ];
  for (const { want, path, g, name } of expectations) {
    if (want === null) {
      if (g) push(path, null, g.enforcement);
      continue;
    }
    if (!g) {
      push(path, want, `no VISA_REQUIREMENTS grouping for ${name}${visa?.groupings?.length ? ` (there are: ${visa.groupings.map((x) => x.name).join(', ')})` : ''}`);
      continue;
    }
    if (typeof want === 'string') {
      if (g.enforcement !== want) push(path, want, g.enforcement);
      continue;
    }
    if (want.enforcement !== undefined && g.enforcement !== want.enforcement) push(`${path}.enforcement`, want.enforcement, g.enforcement);
    if (want.passport !== undefined && g.passport !== want.passport) push(`${path}.passport`, want.passport, g.passport);
    if (want.procedures !== undefined) {
      const have = g.data.map((d) => d.id).sort();
      if (JSON.stringify(have) !== JSON.stringify([...want.procedures].sort())) push(`${path}.procedures`, want.procedures, have);
    }
  }

  const p = expect.procedures;
  if (p) {
    const ids = [...body.data.relationships.procedures.data, ...body.data.relationships.restrictions.data].map((d) => d.id);
    for (const id of p.present ?? []) if (!ids.includes(id)) push(`procedures.present`, id, ids);
    for (const id of p.absent ?? []) if (ids.includes(id)) push(`procedures.absent`, `no ${id}`, ids);
    for (const [type, want] of Object.entries(p.inGroup ?? {})) {
      const inGroup = (group(type as GroupType)?.groupings ?? []).flatMap((g) => g.data.map((d) => d.id));
      for (const id of want) if (!inGroup.includes(id)) push(`procedures.inGroup.${type}`, id, inGroup);
    }
  }
  const types = a.informationGroups.map((g) => g.type);
  for (const t of expect.groups?.present ?? []) if (!types.includes(t)) push('groups.present', t, types);
  for (const t of expect.groups?.absent ?? []) if (types.includes(t)) push('groups.absent', `no ${t}`, types);
  if (expect.travelOpenness !== undefined && a.travelOpenness !== expect.travelOpenness) push('travelOpenness', expect.travelOpenness, a.travelOpenness);
  if (expect.alerts !== undefined) {
    const alerts = a.alerts ?? [];
    if (alerts.length !== expect.alerts.length || expect.alerts.some((re, i) => !matches(re, alerts[i]!))) push('alerts', expect.alerts, alerts);
  }
  if (expect.headline !== undefined && !matches(expect.headline, a.headline)) push('headline', `/${expect.headline}/`, a.headline);
  return out;
}

/** Regular expressions come from test files: a bad one is a mismatch, never a throw. */
function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return false;
  }
}

/** Checks every pattern of a case compiles (reported before running the case). */
export function badPatterns(expect: Expectation): string[] {
  const bad: string[] = [];
  for (const p of [...(expect.alerts ?? []), ...(expect.headline !== undefined ? [expect.headline] : [])]) {
    try {
      new RegExp(p);
    } catch (cause) {
      bad.push(cause instanceof Error ? cause.message : String(p));
    }
  }
  return bad;
}
