// The traveller page's folded-away fields (issue 23): each passport's expiry date, the visas and
// residence permits held (kind, issuer, expiry) and vaccinations (kind, date of the last dose).
// They become traveller.documents and traveller.vaccinations of the request.
import { dateExample, parseDate, formatNumericDate } from './dates.js';
import { $, field, h, tx } from './page-dom.js';
import { VACCINES, type HeldDocument, type ShortTrip, type Vaccine } from './trip.js';

export interface DetailsContext {
  lang(): string;
  countryName(code: string): string;
  /** alpha-3 of what was typed as a country, or undefined. */
  country(text: string): string | undefined;
  /** Wires a date input (understood line, locale display). */
  dateInput(id: string): HTMLInputElement;
  /** Fills the texts of new fields in the page's language. */
  translate(root: ParentNode): void;
}

/** A problem in one of the fields: the field's id and the page-text key with its parameters. */
export interface DetailError { id: string; key: string; params?: Record<string, unknown> }

let heldCount = 0;
const expiries = new Map<string, string>();

export function buildDetails(ctx: DetailsContext): HTMLElement {
  const addHeld = tx('button', 'page.held.add', { type: 'button', id: 'add-held', class: 'secondary' });
  addHeld.addEventListener('click', () => {
    const row = addHeldRow(ctx);
    row.querySelector('select')?.focus();
  });
  const vaccines = VACCINES.map((v) => field(`vacc-${v}`, `page.vacc.${v}`, ctx.dateInput(`vacc-${v}`), 'page.dateHint', undefined, { example: '' }));
  return h('details', { id: 'more-about-you', class: 'more-about-you' },
    tx('summary', 'page.more.summary'),
    tx('p', 'page.more.hint', { class: 'hint' }),
    h('fieldset', { id: 'expiries', class: 'sub' }, tx('legend', 'page.expiry.legend'), h('div', { id: 'expiry-fields' }), tx('p', 'page.expiry.none', { id: 'expiry-none', class: 'hint' })),
    h('fieldset', { id: 'held', class: 'sub' }, tx('legend', 'page.held.legend'), h('div', { id: 'held-rows' }), addHeld),
    h('fieldset', { id: 'vaccinations', class: 'sub' }, tx('legend', 'page.vacc.legend'), ...vaccines));
}

/** One expiry-date field per passport chosen, keeping what was typed. */
export function syncExpiries(ctx: DetailsContext, passports: readonly string[]): void {
  const box = $('expiry-fields');
  for (const input of box.querySelectorAll<HTMLInputElement>('input')) expiries.set(input.dataset.passport!, input.value);
  box.replaceChildren(...passports.map((code) => {
    const id = `expiry-${code}`;
    const input = ctx.dateInput(id);
    input.dataset.passport = code;
    input.value = expiries.get(code) ?? '';
    return field(id, 'page.expiry.field', input, undefined, { name: ctx.countryName(code) });
  }));
  $('expiry-none').hidden = passports.length > 0;
  ctx.translate(box);
}

export function addHeldRow(ctx: DetailsContext, doc?: HeldDocument): HTMLElement {
  const n = ++heldCount;
  const id = `held-${n}`;
  const kind = h('select', { id: `${id}-kind` },
    tx('option', 'page.held.VISA', { value: 'VISA' }), tx('option', 'page.held.RESIDENCE_PERMIT', { value: 'RESIDENCE_PERMIT' }));
  const issuer = h('input', { id: `${id}-issuer`, type: 'text', list: 'passport-options', autocomplete: 'off', spellcheck: 'false' });
  const expiry = ctx.dateInput(`${id}-expiry`);
  const remove = tx('button', 'page.held.remove', { type: 'button', class: 'secondary' }, { n });
  const row = h('div', { class: 'held-row', 'data-held': String(n) },
    field(`${id}-kind`, 'page.held.kind', kind, undefined, { n }),
    field(`${id}-issuer`, 'page.held.issuer', issuer, undefined, { n }),
    field(`${id}-expiry`, 'page.held.expiry', expiry, 'page.held.expiryHint', { n }),
    remove);
  remove.addEventListener('click', () => {
    row.remove();
    $('add-held').focus();
  });
  $('held-rows').append(row);
  ctx.translate(row);
  if (doc) {
    kind.value = doc.type;
    issuer.value = ctx.countryName(doc.issuer);
    issuer.dataset.code = doc.issuer;
    if (doc.expiryDate) {
      expiry.dataset.iso = doc.expiryDate;
      expiry.value = formatNumericDate(doc.expiryDate, ctx.lang());
    }
  }
  return row;
}

/** Fills the fields from a trip (a shared link), opening the section when it has something. */
export function fillDetails(ctx: DetailsContext, trip: ShortTrip): void {
  $('held-rows').replaceChildren();
  expiries.clear();
  for (const d of trip.documents ?? []) {
    if (d.type === 'PASSPORT') {
      const text = d.expiryDate ? formatNumericDate(d.expiryDate, ctx.lang()) : '';
      expiries.set(d.issuer, text);
      const input = document.getElementById(`expiry-${d.issuer}`) as HTMLInputElement | null;
      if (input) input.value = text;
    } else addHeldRow(ctx, d);
  }
  for (const v of VACCINES) {
    const input = $<HTMLInputElement>(`vacc-${v}`);
    const date = trip.vaccinations?.[v];
    input.value = date ? formatNumericDate(date, ctx.lang()) : '';
    if (date) input.dataset.iso = date;
  }
  if (trip.documents?.length || Object.keys(trip.vaccinations ?? {}).length) $<HTMLDetailsElement>('more-about-you').open = true;
}

/** The documents and vaccinations the fields hold, and the problems in them. */
export function readDetails(ctx: DetailsContext, passports: readonly string[]): { documents: HeldDocument[]; vaccinations: Partial<Record<Vaccine, string>>; errors: DetailError[] } {
  const errors: DetailError[] = [];
  const date = (id: string): string | undefined | null => {
    const text = $<HTMLInputElement>(id).value.trim();
    if (!text) return undefined;
    const iso = parseDate(text, ctx.lang());
    if (!iso) errors.push({ id, key: 'page.errors.dateInvalid', params: { text, example: dateExample(ctx.lang()) } });
    return iso ?? null;
  };
  const documents: HeldDocument[] = [];
  for (const code of passports) {
    if (!document.getElementById(`expiry-${code}`)) continue;
    const expiryDate = date(`expiry-${code}`);
    if (expiryDate) documents.push({ type: 'PASSPORT', issuer: code, expiryDate });
  }
  for (const row of document.querySelectorAll<HTMLElement>('.held-row')) {
    const id = `held-${row.dataset.held!}`;
    const issuerText = $<HTMLInputElement>(`${id}-issuer`).value.trim();
    const expiryDate = date(`${id}-expiry`);
    if (!issuerText) {
      errors.push({ id: `${id}-issuer`, key: 'page.errors.issuerMissing' });
      continue;
    }
    const issuer = ctx.country(issuerText);
    if (!issuer) {
      errors.push({ id: `${id}-issuer`, key: 'page.errors.countryUnknown', params: { text: issuerText } });
      continue;
    }
    const type = $<HTMLSelectElement>(`${id}-kind`).value as HeldDocument['type'];
    if (expiryDate !== null) documents.push({ type, issuer, ...(expiryDate ? { expiryDate } : {}) });
  }
  const vaccinations: Partial<Record<Vaccine, string>> = {};
  for (const v of VACCINES) {
    const d = date(`vacc-${v}`);
    if (d) vaccinations[v] = d;
  }
  return { documents, vaccinations, errors };
}
