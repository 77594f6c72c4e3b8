// What the forms tests read: the sourced table as committed (data/forms/forms.json) and the rule
// file the importer builds from it, typed with the fields the tests look at.
import { readFileSync } from 'node:fs';
import { buildFile, DEFAULT_DATA, type Table } from '../../scripts/import-forms.js';

export interface BuiltForms {
  coverage: Array<{ territories: string[]; status: string; finding: string; scope: string; sources: Array<{ tier: string; url: string; quotes?: string; publishedAt?: string }> }>;
  rules: Array<{ id: string; conditions: { all: Array<{ fact: string; operator: string; value: unknown }> }; event: { params: { slot: string } } }>;
  procedures: Array<{ id: string; location: string; subCategory: string; enforcement: string; startDate: string | null; endDate: string | null; tags: string[]; text: string; documentTypes?: string[] }>;
}

export const table = JSON.parse(readFileSync(DEFAULT_DATA, 'utf8')) as Table;
export const file = buildFile(table) as unknown as BuiltForms;
/** The statement made for one territory alone (not a row shared by several). */
export const statement = (t: string) => file.coverage.find((c) => c.territories.length === 1 && c.territories[0] === t);

/** Each left-out territory with the reason its row gives. */
export const leftOutReasons: ReadonlyMap<string, string> = new Map((table.leftOut ?? []).flatMap((l) => l.territories.map((t) => [t, l.reason] as const)));
/** The facts a generated forms rule tests, sorted. */
type Cond = { fact?: string; operator?: string; value?: unknown; any?: Cond[]; all?: Cond[]; not?: Cond };
const leaves = (c: Cond): Cond[] => (c.fact !== undefined ? [c] : [...(c.any ?? []), ...(c.all ?? []), ...(c.not ? [c.not] : [])].flatMap(leaves));
/** The facts a form's rule tests, nested ones included (the union legs' any[previousTerritory, visitedBefore]), sorted, each once. */
export const ruleFacts = (id: string): string[] =>
  [...new Set(leaves(file.rules.find((r) => r.id === `forms-${id}`)!.conditions as Cond).map((c) => c.fact!))].sort();
/**
 * A union-leg form's "from outside the union" condition: any[previousTerritory notIn U, not visitedBefore intersects U]
 * (an airside connection inside the union with no earlier stay there crosses its border on this trip). Returns U.
 */
export function notFromUnion(id: string): string[] {
  const all = (file.rules.find((r) => r.id === `forms-${id}`)!.conditions as { all: Cond[] }).all;
  const any = all.find((c) => c.any)!.any!;
  const from = any.find((c) => c.fact === 'previousTerritory')!;
  const visited = any.find((c) => c.not)!.not!;
  if (from.operator !== 'notIn' || visited.fact !== 'visitedBefore' || visited.operator !== 'intersects' || JSON.stringify(visited.value) !== JSON.stringify(from.value)) {
    throw new Error(`${id}: not the union-leg condition`);
  }
  return from.value as string[];
}
export interface ArrivalCardText { title: string; description: string; more?: string[] }
/** An arrival-card text as committed in locales/<locale>/forms.json. */
export const arrivalCardText = (locale: string, key: string): ArrivalCardText | undefined =>
  (JSON.parse(readFileSync(`locales/${locale}/forms.json`, 'utf8')) as { arrivalCards: Record<string, ArrivalCardText> }).arrivalCards[key];

/**
 * forms10, second part (issue 22, tenth pass): destinations answered from the official travel-advice pages of Canada,
 * the UK, Australia and Ireland (word-for-word scrapes), with an arrival form or only a customs cash declaration.
 * Earlier passes' tests pinned them as unanswered for want of an official page or link; those assertions now hold
 * for the other destinations, and test/forms/forms10.test.ts checks these.
 */
export const ADVICE_PAGE_FORMS: readonly string[] = ['BDI', 'BLZ', 'GMB', 'MWI', 'SLE', 'SUR', 'TKM'];
export const ADVICE_PAGE_CASH: readonly string[] = ['AGO', 'BGD', 'BTN', 'BWA', 'EGY', 'ERI', 'ETH', 'IRQ', 'KWT', 'LBR', 'MNG', 'TON', 'VEN', 'YEM'];
export const ADVICE_PAGE: readonly string[] = [...ADVICE_PAGE_FORMS, ...ADVICE_PAGE_CASH].sort();
/** Destinations that left leftOut in forms10's second part: those given an arrival form, and Uganda (a health declaration beside its cash declaration). */
export const ADVICE_PAGE_LEFT_LEFTOUT: readonly string[] = [...ADVICE_PAGE_FORMS, 'UGA'].sort();
export const notAdvicePage = (t: string): boolean => !ADVICE_PAGE.includes(t);

/**
 * aaforms (issue 22): destinations answered from the Auswärtiges Amt's 2024 travel advice (LBroe/Reisehinweise copy) with
 * the 2025-2026 advice pages: Haiti's entry form and customs declaration, eighteen customs cash declarations, and the
 * none rows of Djibouti (cash only) and the Vatican. Earlier passes' tests pinned them as unanswered; those assertions
 * now hold for the other destinations, and test/forms/aaforms.test.ts checks these.
 */
export const AAFORMS_FORMS: readonly string[] = ['HTI'];
export const AAFORMS_CASH: readonly string[] = ['ARM', 'BEN', 'BFA', 'BHR', 'CAF', 'CIV', 'COG', 'GNB', 'GNQ', 'KGZ', 'MLI', 'MRT', 'PRK', 'SEN', 'STP', 'SWZ', 'TCD', 'TZA'];
export const AAFORMS_NONE: readonly string[] = ['DJI', 'VAT'];
export const AAFORMS: readonly string[] = [...AAFORMS_FORMS, ...AAFORMS_CASH, ...AAFORMS_NONE].sort();
/** Destinations that left leftOut in aaforms: the arrival form and the two none rows (the cash-only ones keep their note). */
export const AAFORMS_LEFT_LEFTOUT: readonly string[] = [...AAFORMS_FORMS, ...AAFORMS_NONE].sort();
/**
 * nwwforms (issue 22): destinations answered from the 2026 advice pages of 16 governments (JGNWW/Reisadviezen-buddy):
 * Algeria's police form and Tajikistan's customs declaration form (both leave leftOut; Algeria also gets a cash row),
 * and the cash declarations of Guinea, Libya, Mozambique, Pakistan and Syria (they keep their leftOut note).
 * Earlier passes' tests pinned them as unanswered; test/forms/nwwforms.test.ts checks these.
 */
export const NWWFORMS_FORMS: readonly string[] = ['DZA', 'TJK'];
export const NWWFORMS_CASH: readonly string[] = ['GIN', 'LBY', 'MOZ', 'PAK', 'SYR'];
export const NWWFORMS: readonly string[] = [...NWWFORMS_FORMS, ...NWWFORMS_CASH].sort();
/**
 * formseu (issue 22): European destinations answered from the 2026 advice pages of 16 governments (JGNWW/Reisadviezen-buddy):
 * Poland's COVERED none row (the Korean Ministry of Foreign Affairs' page: no arrival or departure card is filled in), beside
 * the EU cash declaration. Earlier passes' tests pinned every EU state as PARTIAL and left out; those assertions now hold for
 * the other states, and test/forms/formseu.test.ts checks Poland.
 */
export const FORMSEU_NONE: readonly string[] = ['POL'];
/**
 * formsas (issue 22, the Americas, Asia and Oceania): arrival forms from the 2026 advice pages for destinations earlier passes
 * left out for their arrival cards: Bangladesh's ED card, Bhutan's arrival card and customs declaration, Grenada's online entry
 * and customs form, Guyana's online ED form. All four leave leftOut (Grenada's and Guyana's former reasons are kept in their
 * form rows' notes; Bangladesh's and Bhutan's stay in the rows they shared with Botswana and with Afghanistan and others).
 * Earlier passes' tests pinned them as unanswered or left out; test/forms/formsas.test.ts checks these.
 */
export const FORMSAS_FORMS: readonly string[] = ['BGD', 'BTN', 'GRD', 'GUY'];
/** An earlier pass's finding for a destination, wherever it lives after formsas and formskr (its leftOut reason, the row it shared, or the new form's note). */
export const earlierFinding = (t: string): string | undefined =>
  leftOutReasons.get(t) ??
  ({ BGD: leftOutReasons.get('BWA'), BTN: leftOutReasons.get('AFG'), CIV: leftOutReasons.get('BEN') } as Record<string, string | undefined>)[t] ??
  table.forms.find((f) => f.id === ({ GRD: 'grd-entry-customs-form', GUY: 'guy-ed-form', PAK: 'pak-disembarkation-card', MDG: 'mdg-disembarkation-card' } as Record<string, string>)[t])?.note;
/**
 * formsaf (issue 22, Africa and the Middle East): partly covered destinations given a form row from the 2026 advice pages of
 * 16 governments. Burkina Faso's fiche de voyage, Cameroon's customs declaration app and Iran's entry form take their
 * destinations out of leftOut (their earlier findings are in the rows' notes); test/forms/formsaf.test.ts checks them.
 */
export const FORMSAF_LEFT_LEFTOUT: readonly string[] = ['BFA', 'CMR', 'IRN'];
/**
 * formskr (issue 22, the Korean, Japanese, Danish, Finnish and New Zealand 2026 pages): Côte d'Ivoire's arrival card (Korea's page)
 * takes it out of leftOut; its earlier findings stay in the row it shared with Benin and Guinea-Bissau (earlierFinding).
 * test/forms/formskr.test.ts checks it.
 */
export const FORMSKR_LEFT_LEFTOUT: readonly string[] = ['CIV'];
/**
 * formsown (issue 22, the destination governments' own pages for Africa, Asia, the Middle East and the Pacific): Pakistan's
 * disembarkation card (the Lahore and Multan airports' own arrival pages) and Madagascar's fiche de débarquement at Antananarivo
 * (the national carrier's formalities page) take them out of leftOut; their former leftOut reasons are kept in the new rows'
 * notes (earlierFinding). test/forms/formsown.test.ts checks them.
 */
export const FORMSOWN_LEFT_LEFTOUT: readonly string[] = ['MDG', 'PAK'];
/** Not answered by a later pass from the advice pages (forms10's second part, aaforms, nwwforms or formsas). */
export const notAnsweredLater = (t: string): boolean => notAdvicePage(t) && !AAFORMS.includes(t) && !NWWFORMS.includes(t) && !FORMSAS_FORMS.includes(t);

/** A forms row of the table by id (throws when absent, so a renamed row fails loudly). */
export function formRow(id: string): Table['forms'][number] {
  const f = table.forms.find((x) => x.id === id);
  if (!f) throw new Error(`no row ${id}`);
  return f;
}
/** The locales a form's texts are written in (en-GB inherits en-US). */
export const FORM_LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES'] as const;
/** The note of a citation of a 2026 page in JGNWW/Reisadviezen-buddy: territory, source key, lastModified. */
export const NWW_NOTE = /^Read in a word-for-word text copy of this page \(HTML removed, sections kept\) in the public repository JGNWW\/Reisadviezen-buddy, worker\/data\/latest\/([A-Z]{3})\.json, source '([a-z]{2})', commit 8d9dd4d of 2026-08-22 \(fetched 2026-08-22; lastModified ([^)]+)\)\. Source of: '/;
