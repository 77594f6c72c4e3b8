// The traveller page: passports, route and dates in a form; the answer from <travel-requirements>
// running the core in the page. The URL carries the trip (?lang=&passports=&from=&via=&to=&depart=&arrive=)
// so it can be shared. Every text comes from locales/<locale>/web.json.
import { configure, define, type TravelRequirementsElement, type TripResult } from './element.js';
import { loadPageData, type PageData } from './page-data.js';
import { createWebI18n, type Translate } from './texts.js';
import { WEB_TEXTS } from './web-texts.js';
import { placeCode, requestOf, shortTripFrom, tripParams, type ShortTrip } from './trip.js';

const i18n = createWebI18n(WEB_TEXTS);
// Set by start() before anything reads it: the page builds its form once the data is in.
let pageData!: PageData;
const data = { get referenceData() { return pageData.referenceData; } };
let byAlpha3: Map<string, PageData['referenceData']['territories'][number]> | undefined;

/** A country's short name in a locale's language (English when that language has none). */
function countryName(code: string, locale: string): string | undefined {
  byAlpha3 ??= new Map(pageData.referenceData.territories.map((c) => [c.alpha3, c]));
  const c = byAlpha3.get(code);
  return c ? c.names[locale.slice(0, 2)] ?? c.names.en : undefined;
}

configure({ texts: WEB_TEXTS, engine: (request, locale) => pageData.engine(request, locale), countryName });
define();
const LANGUAGES = i18n.locales;
const MAX_OPTIONS = 40;

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface Option { label: string; code: string; search: string; rank: number }

/** The state of the page outside the DOM. */
const state = {
  lang: 'en-US',
  passports: [] as string[],
  /** Labels shown in the place lists, by label: the short code they stand for. */
  labels: new Map<string, string>(),
  stopCount: 0,
};

const $ = <T extends HTMLElement>(id: string): T => {
  const e = document.getElementById(id);
  if (!e) throw new Error(`page: #${id} missing`);
  return e as T;
};

function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

let t: Translate = i18n.t('en-US');

/** An element whose text is the translation of a key (re-translated on language change). */
function tx<K extends keyof HTMLElementTagNameMap>(tag: K, key: string, attrs: Record<string, string> = {}, params?: Record<string, unknown>): HTMLElementTagNameMap[K] {
  const e = h(tag, { ...attrs, 'data-t': key });
  if (params) e.dataset.tParams = JSON.stringify(params);
  return e;
}

function translateAll(): void {
  t = i18n.t(state.lang);
  document.documentElement.lang = state.lang;
  document.title = t('page.title');
  for (const e of document.querySelectorAll<HTMLElement>('[data-t]')) {
    const params = e.dataset.tParams ? (JSON.parse(e.dataset.tParams) as Record<string, unknown>) : undefined;
    e.textContent = t(e.dataset.t!, params);
  }
  for (const e of document.querySelectorAll<HTMLElement>('[data-t-label]')) {
    const params = e.dataset.tParams ? (JSON.parse(e.dataset.tParams) as Record<string, unknown>) : undefined;
    e.setAttribute('aria-label', t(e.dataset.tLabel!, params));
  }
  for (const o of document.querySelectorAll<HTMLOptionElement>('#lang option')) o.textContent = i18n.t(o.value)('languageName');
  renderPassports();
  fillCountryList();
  // Place inputs keep their codes; their labels follow the language.
  for (const input of placeInputs()) {
    const code = input.dataset.code;
    if (code) input.value = placeLabel(code);
  }
}

// ---------------------------------------------------------------- search over the bundled data

function countries(): Option[] {
  const lang = state.lang.slice(0, 2);
  return data.referenceData.territories.map((c) => {
    const label = c.names[lang] ?? c.names.en ?? c.alpha3;
    return { label, code: c.alpha3, search: fold(`${label} ${c.names.en ?? ''} ${c.alpha3}`), rank: 0 };
  }).sort((a, b) => a.label.localeCompare(b.label, state.lang));
}

function airportLabel(a: { iata: string; name: string; territory: string }): string {
  return t('page.airportOption', { name: a.name, code: a.iata, country: countryName(a.territory, state.lang) ?? a.territory });
}

/** Countries and airports matching what was typed, best first. */
function searchPlaces(query: string): Option[] {
  const q = fold(query.trim());
  if (!q) return [];
  const out: Option[] = [];
  for (const c of countries()) {
    const i = c.search.indexOf(q);
    if (i >= 0) out.push({ ...c, rank: i === 0 ? 1 : 3 });
  }
  const upper = query.trim().toUpperCase();
  for (const a of data.referenceData.airports) {
    const name = fold(a.name);
    const rank = a.iata === upper ? 0 : name.startsWith(q) ? 2 : name.includes(q) ? 4 : fold(countryName(a.territory, state.lang) ?? '').startsWith(q) ? 5 : -1;
    if (rank >= 0) out.push({ label: airportLabel(a), code: `airport:${a.iata}`, search: name, rank });
  }
  return out.sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label, state.lang)).slice(0, MAX_OPTIONS);
}

function fillList(list: HTMLDataListElement, options: Option[]): void {
  list.replaceChildren(...options.map((o) => {
    state.labels.set(o.label, o.code);
    return h('option', { value: o.label });
  }));
}

function fillCountryList(): void {
  const all = countries();
  for (const c of all) state.labels.set(c.label, c.code);
  fillList($<HTMLDataListElement>('passport-options'), all);
}

/** The short code of what a place input holds: a chosen label, `Name (IATA)`, a code, or the text as typed. */
function codeOf(text: string): string {
  const v = text.trim();
  if (!v) return '';
  const known = state.labels.get(v);
  if (known) return known;
  const iata = /\(([A-Z]{3})\)/.exec(v);
  if (iata) return `airport:${iata[1]!}`;
  const lang = state.lang.slice(0, 2);
  const country = data.referenceData.territories.find((c) => fold(c.names[lang] ?? '') === fold(v) || fold(c.names.en ?? '') === fold(v));
  if (country) return country.alpha3;
  return v;
}

/** The label of a short code for its input ("London Heathrow Airport (LHR), United Kingdom", "France"). */
function placeLabel(code: string): string {
  const p = placeCode(code);
  if ('airportCode' in p) {
    const a = data.referenceData.airports.find((x) => x.iata === p.airportCode);
    if (!a) return code;
    const label = airportLabel(a);
    state.labels.set(label, `airport:${a.iata}`);
    return label;
  }
  const name = /^[A-Z]{3}$/.test(p.locationCode) ? countryName(p.locationCode, state.lang) : undefined;
  if (!name) return code;
  state.labels.set(name, p.locationCode);
  return name;
}

function passportCode(text: string): string | undefined {
  const v = text.trim();
  if (!v) return undefined;
  const code = codeOf(v);
  return /^[A-Z]{3}$/.test(code) ? code : v.toUpperCase();
}

// ---------------------------------------------------------------- the form

function placeInputs(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>('input.place')];
}

function field(id: string, labelKey: string, input: HTMLElement, hintKey?: string, labelParams?: Record<string, unknown>): HTMLElement {
  const described = [hintKey ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  input.setAttribute('aria-describedby', described);
  return h('div', { class: 'field', id: `${id}-field` },
    tx('label', labelKey, { for: id }, labelParams),
    ...(hintKey ? [tx('p', hintKey, { class: 'hint', id: `${id}-hint` })] : []),
    input,
    h('p', { class: 'field-error', id: `${id}-error`, hidden: '' }));
}

function placeInput(id: string): HTMLInputElement {
  const input = h('input', { id, class: 'place', type: 'text', list: `${id}-options`, autocomplete: 'off', spellcheck: 'false' });
  input.addEventListener('input', () => {
    input.dataset.code = codeOf(input.value);
    fillList($<HTMLDataListElement>(`${id}-options`), searchPlaces(input.value));
  });
  input.addEventListener('change', () => {
    input.dataset.code = codeOf(input.value);
  });
  return input;
}

function placeField(id: string, labelKey: string, labelParams?: Record<string, unknown>): HTMLElement {
  const input = placeInput(id);
  const f = field(id, labelKey, input, 'page.placeHint', labelParams);
  f.append(h('datalist', { id: `${id}-options` }));
  return f;
}

function dateField(id: string, labelKey: string, hintKey?: string, labelParams?: Record<string, unknown>): HTMLElement {
  return field(id, labelKey, h('input', { id, type: 'date', class: 'date' }), hintKey, labelParams);
}

function renderPassports(): void {
  const list = $('passport-chips');
  list.replaceChildren(...state.passports.map((code) => {
    const name = countryName(code, state.lang) ?? code;
    const remove = h('button', { type: 'button', class: 'chip-remove', 'aria-label': t('page.removePassport', { name }) }, '×');
    remove.addEventListener('click', () => {
      state.passports = state.passports.filter((p) => p !== code);
      renderPassports();
      $('passport').focus();
    });
    return h('li', { class: 'chip', 'data-code': code }, h('span', {}, name), remove);
  }));
  $('passport-empty').hidden = state.passports.length > 0;
}

function addPassport(): void {
  const input = $<HTMLInputElement>('passport');
  const code = passportCode(input.value);
  if (code && !state.passports.includes(code)) state.passports.push(code);
  input.value = '';
  renderPassports();
}

function addStop(place = '', date = ''): void {
  const n = ++state.stopCount;
  const id = `stop-${n}`;
  const f = placeField(id, 'page.stop', { n });
  f.classList.add('stop');
  const dateF = dateField(`${id}-date`, 'page.stopDate', undefined, { n });
  const remove = h('button', { type: 'button', class: 'secondary', 'data-t': 'page.removeStop', 'data-t-params': JSON.stringify({ n }) }, t('page.removeStop', { n }));
  const row = h('div', { class: 'stop-row', 'data-stop': String(n) }, f, dateF, remove);
  remove.addEventListener('click', () => {
    row.remove();
    $('add-stop').focus();
  });
  $('stops').append(row);
  const input = $<HTMLInputElement>(id);
  if (place) {
    input.dataset.code = place;
    input.value = placeLabel(place);
  }
  $<HTMLInputElement>(`${id}-date`).value = date;
  translateAll();
}

function readForm(): ShortTrip {
  const value = (id: string): string => $<HTMLInputElement>(id).value.trim();
  const pending = passportCode(value('passport'));
  if (pending && !state.passports.includes(pending)) {
    state.passports.push(pending);
    $<HTMLInputElement>('passport').value = '';
    renderPassports();
  }
  const code = (id: string): string => {
    const input = $<HTMLInputElement>(id);
    return input.value.trim() === '' ? '' : codeOf(input.value);
  };
  const trip: ShortTrip = {
    passports: [...state.passports],
    from: code('from'),
    via: [...document.querySelectorAll<HTMLElement>('.stop-row')].map((row) => {
      const n = row.dataset.stop!;
      const date = value(`stop-${n}-date`);
      return { place: code(`stop-${n}`), ...(date ? { date } : {}) };
    }),
    to: code('to'),
  };
  if (value('depart')) trip.depart = value('depart');
  if (value('arrive')) trip.arrive = value('arrive');
  return trip;
}

function fillForm(trip: ShortTrip): void {
  state.passports = [...new Set(trip.passports)];
  const set = (id: string, code: string): void => {
    const input = $<HTMLInputElement>(id);
    input.dataset.code = code;
    input.value = code ? placeLabel(code) : '';
  };
  set('from', trip.from);
  set('to', trip.to);
  $<HTMLInputElement>('depart').value = trip.depart ?? '';
  $<HTMLInputElement>('arrive').value = trip.arrive ?? '';
  $('stops').replaceChildren();
  for (const v of trip.via) addStop(v.place, v.date ?? '');
  renderPassports();
}

function element(): TravelRequirementsElement {
  return document.querySelector('travel-requirements')!;
}

function updateUrl(trip: ShortTrip | undefined): void {
  const params = new URLSearchParams([['lang', state.lang], ...(trip ? tripParams(trip) : [])]);
  const url = `${location.pathname}?${params.toString()}`;
  history.replaceState(null, '', url);
  const share = $<HTMLAnchorElement>('share');
  share.href = url;
  share.hidden = !trip;
}

let current: ShortTrip | undefined;

function answer(trip: ShortTrip): void {
  current = trip;
  clearFieldErrors();
  updateUrl(trip);
  const el = element();
  el.locale = state.lang;
  el.trip = requestOf({ ...trip, locale: state.lang });
}

// ---------------------------------------------------------------- errors next to their fields

function clearFieldErrors(): void {
  for (const p of document.querySelectorAll<HTMLElement>('.field-error')) {
    p.hidden = true;
    p.textContent = '';
  }
  for (const i of document.querySelectorAll('[aria-invalid]')) i.removeAttribute('aria-invalid');
}

/** The form field a request pointer names, by id. */
function fieldOf(pointer: string): string | undefined {
  if (pointer.startsWith('/data/attributes/traveller/passports')) return 'passport';
  const m = /^\/data\/attributes\/travelNodes\/(\d+)(?:\/(\w+))?/.exec(pointer);
  if (!m || !current) return undefined;
  const i = Number(m[1]);
  const dateField = m[2] === 'arrival' || m[2] === 'departure';
  const last = current.via.length + 1;
  if (i === 0) return dateField ? 'depart' : 'from';
  if (i === last) return dateField ? 'arrive' : 'to';
  const row = document.querySelectorAll<HTMLElement>('.stop-row')[i - 1];
  if (!row) return undefined;
  return dateField ? `stop-${row.dataset.stop}-date` : `stop-${row.dataset.stop}`;
}

function showFieldErrors(result: TripResult): void {
  clearFieldErrors();
  const errors = (result.body as { errors?: { detail?: string; source?: { pointer?: string } }[] }).errors;
  if (!Array.isArray(errors)) return;
  let first: HTMLElement | undefined;
  for (const e of errors) {
    const id = e.source?.pointer !== undefined ? fieldOf(e.source.pointer) : undefined;
    if (!id) continue;
    const p = $(`${id}-error`);
    p.textContent = p.textContent ? `${p.textContent} ${e.detail ?? ''}` : e.detail ?? '';
    p.hidden = false;
    const input = $(id);
    input.setAttribute('aria-invalid', 'true');
    first ??= input;
  }
}

// ---------------------------------------------------------------- start

function build(): void {
  const lang = h('select', { id: 'lang' }, ...LANGUAGES.map((l) => h('option', { value: l, lang: l })));
  const passportInput = h('input', { id: 'passport', type: 'text', list: 'passport-options', autocomplete: 'off', spellcheck: 'false' });
  passportInput.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      addPassport();
    }
  });
  const addPassportButton = tx('button', 'page.addPassport', { type: 'button', id: 'add-passport', class: 'secondary' });
  addPassportButton.addEventListener('click', addPassport);
  const passportsField = field('passport', 'page.passports', passportInput, 'page.passportsHint');
  passportsField.insertBefore(h('div', { class: 'chips-wrap' },
    h('ul', { id: 'passport-chips', class: 'chips' }), tx('p', 'page.noPassport', { id: 'passport-empty', class: 'hint' })), passportInput);
  passportsField.insertBefore(h('div', { class: 'with-button' }, passportInput, addPassportButton), passportsField.querySelector('.field-error'));
  passportsField.append(h('datalist', { id: 'passport-options' }));

  const addStopButton = tx('button', 'page.addStop', { type: 'button', id: 'add-stop', class: 'secondary' });
  addStopButton.addEventListener('click', () => {
    addStop();
    const inputs = document.querySelectorAll<HTMLInputElement>('.stop-row input.place');
    inputs[inputs.length - 1]?.focus();
  });

  const form = h('form', { id: 'trip-form', novalidate: '' },
    h('fieldset', {},
      tx('legend', 'page.tripLegend'),
      passportsField,
      h('div', { class: 'route' },
        h('div', { class: 'leg' }, placeField('from', 'page.origin'), dateField('depart', 'page.departureDate')),
        h('fieldset', { class: 'stops' }, tx('legend', 'page.stops'), h('div', { id: 'stops' }), addStopButton),
        h('div', { class: 'leg' }, placeField('to', 'page.destination'), dateField('arrive', 'page.arrivalDate', 'page.arrivalDateHint')))),
    h('div', { class: 'actions' },
      tx('button', 'page.submit', { type: 'submit', class: 'primary' }),
      tx('a', 'page.share', { id: 'share', href: '', hidden: '' })));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    answer(readForm());
    // Screen readers and phones: go to the answer (below the form on narrow screens).
    void element().updateComplete.then(() => $('answer-title').focus());
  });

  const el = h('travel-requirements', { 'heading-level': '3', id: 'answer' });
  el.addEventListener('travel-requirements-result', (e) => showFieldErrors((e as CustomEvent<TripResult>).detail));

  const app = $('app');
  app.replaceChildren(
    h('header', { class: 'top' },
      h('div', { class: 'brand' }, tx('h1', 'page.title'), tx('p', 'page.intro', { class: 'intro' })),
      h('div', { class: 'language' }, tx('label', 'page.language', { for: 'lang' }), lang)),
    h('main', {},
      form,
      h('section', { class: 'result', 'aria-labelledby': 'answer-title' }, tx('h2', 'page.answer', { id: 'answer-title', tabindex: '-1' }), el)),
    h('footer', {}, tx('p', 'page.disclaimer')));

  lang.addEventListener('change', () => void changeLanguage(lang.value));
}

/** Loads the chosen language's texts (once), then re-renders the page and the answer in it. */
async function changeLanguage(value: string): Promise<void> {
  await pageData.ensureLocale(value);
  state.lang = value;
  translateAll();
  const trip = current;
  updateUrl(trip);
  element().locale = state.lang;
  if (trip) answer(trip);
}

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search);
  state.lang = i18n.resolve(params.get('lang') ?? navigator.language);
  pageData = await loadPageData(state.lang);
  build();
  $<HTMLSelectElement>('lang').value = state.lang;
  translateAll();
  const trip = shortTripFrom((n) => params.get(n));
  if (trip) {
    fillForm(trip);
    answer(trip);
  } else updateUrl(undefined);
  document.body.dataset.ready = 'true';
}

// The moment of the first answer, for scripts/measure-page.ts.
document.addEventListener('travel-requirements-result', () => performance.mark('first-answer'), { once: true });
void start();
