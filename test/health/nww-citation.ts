// The citation format of a 2026 advice page read in JGNWW/Reisadviezen-buddy (README Decisions, "Tiers"), checked the
// same way by every health pass that cites those pages (health-nww, healthrest, healthlead): GOVERNMENT, OTHER_OFFICIAL, read
// 2026-11-27, the page's own address, its body's name in the title, lastModified as publishedAt, file and key in the note.
import { expect } from 'vitest';

const NOTE = /^Read in a word-for-word text copy of this page \(HTML removed, sections kept\) in the public repository JGNWW\/Reisadviezen-buddy, worker\/data\/latest\/([A-Z]{3})\.json, source '(uk|ca|ie|es|de|nz|jp|fr|dk|it|fi|at|au|kr|us|ch)', commit 8d9dd4d of 2026-08-22 \(fetched 2026-08-2[12]; lastModified ([^)]+)\)\. Source of: '[^']+/;
const BODY: Record<string, string> = {
  de: 'Auswärtiges Amt (German Federal Foreign Office)',
  it: 'Viaggiare Sicuri (Ministero degli Affari Esteri e della Cooperazione Internazionale, Italy)',
  es: 'Ministerio de Asuntos Exteriores, Unión Europea y Cooperación (Spain)',
  ca: 'Government of Canada, travel.gc.ca',
  au: 'Smartraveller (Australian Government, Department of Foreign Affairs and Trade)',
  uk: 'GOV.UK (Foreign, Commonwealth & Development Office)',
  fr: "France Diplomatie (Ministère de l'Europe et des Affaires étrangères)",
  ie: 'Department of Foreign Affairs (Ireland), ireland.ie',
  at: 'Bundesministerium für europäische und internationale Angelegenheiten (Austria)',
  fi: 'Ulkoministeriö (Ministry for Foreign Affairs of Finland)',
  dk: 'Udenrigsministeriet (Ministry of Foreign Affairs of Denmark)',
  kr: 'Ministry of Foreign Affairs of the Republic of Korea (overseas safety travel, 0404.go.kr)',
};
const HOST: Record<string, RegExp> = {
  de: /^https:\/\/www\.auswaertiges-amt\.de\/de\/service\/laender\/[a-z-]+-node\//,
  it: /^https:\/\/www\.viaggiaresicuri\.it\/find-country\/country\/[A-Z]{3}$/,
  es: /^https:\/\/www\.exteriores\.gob\.es\/es\/ServiciosAlCiudadano\/Paginas\/Detalle-recomendaciones-de-viaje\.aspx\?trc=/,
  ca: /^https:\/\/travel\.gc\.ca\/destinations\//,
  au: /^https:\/\/www\.smartraveller\.gov\.au\/destinations\//,
  uk: /^https:\/\/www\.gov\.uk\/foreign-travel-advice\/[a-z-]+(\/entry-requirements)?$/,
  fr: /^https:\/\/www\.diplomatie\.gouv\.fr\/fr\/information-par-pays\//,
  ie: /^https:\/\/www\.ireland\.ie\/en\/dfa\/overseas-travel\/advice\//,
  at: /^https:\/\/www\.bmeia\.gv\.at\/reise-services\/reiseinformation\/land\//,
  fi: /^https:\/\/um\.fi\/matkustustiedote\/-\/c\/[A-Z]{2}$/,
  dk: /^https:\/\/um\.dk\/rejse-og-ophold\/rejse-til-udlandet\/rejsevejledninger\/[a-z-]+$/,
  kr: /^https:\/\/www\.0404\.go\.kr\/ntnSafetyInfo\/\d+\/detail$/,
};

export interface CitedSource { type: string; title: string; url: string; tier?: string; readAt?: string; publishedAt?: string; note?: string }

/** Checks one citation of a 2026 page cited for destination `cc`; `citizens` is what its note says the page writes for. */
export function expectNwwCitation(cc: string, s: CitedSource, citizens: RegExp, readAt = '2026-11-27'): void {
  expect(s).toMatchObject({ type: 'GOVERNMENT', tier: 'OTHER_OFFICIAL' });
  // auditfix (2026-11-28): the audit pass cites the same copies, read on 2026-11-28; terrhealth passes its own date.
  expect(s.note!.includes('auditfix') ? '2026-11-28' : readAt, `${cc}: readAt`).toBe(s.readAt);
  const m = NOTE.exec(s.note!);
  expect(m, `${cc}: ${s.note}`).not.toBeNull();
  const [, file, key, lastModified] = m!;
  expect(file).toBe(cc);
  expect(BODY[key!], `a body name for source '${key}'`).toBeDefined();
  expect(s.title.startsWith(`${BODY[key!]}: `), s.title).toBe(true);
  expect(s.title).toMatch(/ travel advice, .+$/);
  expect(s.url, s.url).toMatch(HOST[key!]!);
  // publishedAt is lastModified as YYYY-MM-DD; omitted when the copy has none (the note says so).
  if (lastModified!.startsWith('null')) {
    expect(lastModified).toBe('null: the page gives no date, so publishedAt is omitted');
    expect(s.publishedAt).toBeUndefined();
  } else expect(s.publishedAt).toBe(lastModified!.slice(0, 10));
  expect(s.note).toMatch(citizens);
}
