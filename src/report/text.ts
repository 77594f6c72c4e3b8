// A trip response as plain text for a traveller (travelreq trip --format text, batch --format
// text): the headline, each requirement per country with its enforcement and when to act, what
// was not researched, and the sources with their dates and tiers; wrapped to 80 columns, in the
// response's language. Pure: the labels come from the caller's translator.
import type { CoverageEntry, ErrorDocument, ProcedureRecord, RestrictionRecord, TripResponseDocument } from '../schema/generated.js';

export type Label = (key: string, params?: Record<string, unknown>) => string;

const WIDTH = 80;

/** Wraps text at spaces to `width` columns, each line prefixed by `indent` (the first by `first`). */
export function wrap(text: string, indent: string, first = indent, width = WIDTH): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line += (empty ? '' : ' ') + word;
    }
    empty = false;
  }
  if (!empty || lines.length === 0) lines.push(line);
  return lines;
}

type AnyRecord = ProcedureRecord | RestrictionRecord;

export function tripText(body: TripResponseDocument, label: Label, countryName: (alpha3: string) => string): string {
  const a = body.data.attributes;
  const out: string[] = [];
  const records = new Map<string, AnyRecord>(body.included.map((r) => [r.id, r as AnyRecord]));
  const route = a.travelNodes.map((n) => n.locationName).join(' -> ');
  out.push(...wrap(label('report.trip', { route }), '  ', ''));
  out.push(...wrap(label('report.passports', { passports: a.traveller.passports.map(countryName).join(', ') }), '  ', ''));
  out.push('');
  out.push(...wrap(a.headline, ''));
  for (const alert of a.alerts ?? []) out.push(...wrap(alert, '  ', '! '));
  out.push('');

  // Requirements per country (grouping), in the order the groups give them.
  const byCountry = new Map<string, string[]>();
  const sources = new Map<string, { title: string; url: string; date?: string; tier?: string }>();
  for (const group of a.informationGroups) {
    for (const g of group.groupings ?? []) {
      const lines = byCountry.get(g.name) ?? byCountry.set(g.name, []).get(g.name)!;
      lines.push(...wrap(label('report.groupLine', { group: group.name, enforcement: label(`report.enforcement.${g.enforcement ?? 'UNKNOWN'}`) }), '    ', '  '));
      for (const ref of g.data) {
        const r = records.get(ref.id);
        if (!r) continue;
        const when = r.attributes.subCategory ? `, ${label(`report.when.${r.attributes.subCategory}`)}` : '';
        const dates = r.attributes.startDate ? `, ${label('report.from', { date: r.attributes.startDate })}` : '';
        // A fee (PRODUCT) is not a requirement of its own: its line says when it is paid, not "required"
        // (the document it prices says whether that is needed).
        const state = r.type === 'PRODUCT' ? `${when.slice(2)}${dates}` : `${label(`report.enforcement.${r.attributes.enforcement}`)}${when}${dates}`;
        lines.push(...wrap(state ? `${r.attributes.title} (${state})` : r.attributes.title, '      ', '    - '));
        // The amount in the trip's currency beside the official one (a conversion names its rate's date).
        for (const p of (r.attributes as ProcedureRecord['attributes']).prices ?? []) {
          const requested = p.requested && p.requested.currency !== p.currency ? ` (${p.requested.text})` : '';
          lines.push(...wrap(`${p.text}${requested}`, '      ', '      '));
        }
        for (const s of r.attributes.sources) {
          const date = s.publishedAt ?? s.readAt;
          if (!sources.has(s.url + s.title)) sources.set(s.url + s.title, { title: s.title, url: s.url, ...(date ? { date } : {}), ...(s.tier ? { tier: s.tier } : {}) });
        }
      }
    }
  }
  for (const [country, lines] of byCountry) {
    out.push(country);
    out.push(...lines);
    out.push('');
  }

  const gaps = (a.coverage ?? []).filter((e: CoverageEntry) => e.status !== 'COVERED' && e.text);
  if (gaps.length) {
    out.push(label('report.gaps'));
    for (const e of gaps) out.push(...wrap(e.text!, '    ', '  - '));
    out.push('');
  }
  if (sources.size) {
    out.push(label('report.sources'));
    for (const s of sources.values()) {
      const tail = [s.date ? label('report.read', { date: s.date }) : undefined, s.tier ? label(`report.tier.${s.tier}`) : undefined].filter(Boolean).join(', ');
      out.push(...wrap(`${s.title}${tail ? ` (${tail})` : ''}`, '    ', '  - '));
      out.push(`    ${s.url}`);
    }
  }
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

export function errorText(body: ErrorDocument, label: Label): string {
  const out = [label('report.errors')];
  for (const e of body.errors) {
    const where = e.source.pointer || e.source.parameter || e.source.header || '';
    out.push(...wrap(`${where ? `${where}: ` : ''}${e.detail}`, '    ', '  - '));
  }
  return `${out.join('\n')}\n`;
}
