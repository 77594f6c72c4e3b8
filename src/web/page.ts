// The traveller page: passports, route and dates in a form; the answer from <travel-requirements>
// running the core in the page. The URL carries the trip (?lang=&passports=&from=&via=&to=&depart=
// &arrive=&docs=&vacc=) so it can be shared. Every text comes from locales/<locale>/web.json.
// What people type is understood here (src/web/place-search.ts, src/web/dates.ts) and said back
// beside the field; problems are named beside their field in the page's words before anything is asked.
import { configure, define, type TravelRequirementsElement, type TripResult } from './element.js';
import { dateExample, formatNumericDate, parseDate } from './dates.js';
import { formatDate } from './texts.js';
import { loadPageData, type PageData } from './page-data.js';
import { buildDetails, fillDetails, readDetails, syncExpiries, type DetailsContext } from './page-details.js';
import { $, clearFieldErrors, field, h, setFieldError, setUnderstood, translateTree, tx } from './page-dom.js';
import { createPlaceIndex, fold, type PlaceIndex, type Understood } from './place-search.js';
import { createWebI18n, type Translate } from './texts.js';
import { requestOf, shortTripFrom, tripParams, type ShortTrip } from './trip.js';
import { WEB_TEXTS } from './web-texts.js';

const i18n = createWebI18n(WEB_TEXTS);
const LANGUAGES = i18n.locales;
const MAX_OPTIONS = 40;

// Set by start() before anything reads them: the page builds its form once the data is in.
let pageData!: PageData;
let places!: PlaceIndex;

/** A country's short name in a locale's language (English when that language has none). */
function countryName(code: string, locale: string): string | undefined {
  const c = places?.territory(code);
  return c ? c.names[locale.slice(0, 2)] ?? c.names.en : undefined;
}

configure({
  texts: WEB_TEXTS, engine: (request, locale) => pageData.engine(request, locale), countryName,
  // A visaMissions link answered in the page, by the places operation over the bundled missions.
  places: async (href) => (await pageData.places()).places(new URLSearchParams(href.slice(href.indexOf('?') + 1))).body,
});
define();

interface Option { label: string; code: string; rank: number }

/** The state of the page outside the DOM. */
const state = {
  lang: 'en-US',
  passports: [] as string[],
  /** Labels shown in the suggestion lists: the short code each stands for. */
  labels: new Map<string, string>(),
  stopCount: 0,
};

let t: Translate = i18n.t('en-US');
const lang2 = (): string => state.lang.slice(0, 2);
const nameOf = (code: string): string => countryName(code, state.lang) ?? code;

function translateAll(): void {
  t = i18n.t(state.lang);
  document.documentElement.lang = state.lang;
  document.title = t('page.title');
  const example = JSON.stringify({ example: dateExample(state.lang) });
  for (const e of document.querySelectorAll<HTMLElement>('[data-t="page.dateHint"]')) e.dataset.tParams = example;
  translateTree(document, t);
  for (const o of document.querySelectorAll<HTMLOptionElement>('#lang option')) o.textContent = i18n.t(o.value)('languageName');
  renderPassports();
  fillCountryList();
  // Inputs keep what they stand for (a code, an ISO date); their text follows the language.
  for (const input of placeInputs()) {
    const code = input.dataset.code;
    if (code) input.value = placeLabel(code);
    understandPlace(input);
  }
  for (const input of document.querySelectorAll<HTMLInputElement>('input.date')) {
    if (input.dataset.iso) input.value = formatNumericDate(input.dataset.iso, state.lang);
    understandDate(input);
  }
  for (const input of document.querySelectorAll<HTMLInputElement>('.held-row input[type="text"]:not(.date)')) {
    if (input.dataset.code) input.value = nameOf(input.dataset.code);
  }
}

// ---------------------------------------------------------------- places: suggestions and what was understood

function countries(): Option[] {
  return pageData.referenceData.territories.map((c) => ({ label: c.names[lang2()] ?? c.names.en ?? c.alpha3, code: c.alpha3, rank: 0 }))
    .sort((a, b) => a.label.localeCompare(b.label, state.lang));
}

function airportLabel(a: { iata: string; name: string; territory: string }): string {
  return t('page.airportOption', { name: a.name, code: a.iata, country: nameOf(a.territory) });
}

function understoodLabel(p: Understood): string {
  return p.kind === 'airport' ? airportLabel({ iata: p.iata, name: p.name, territory: p.territory }) : nameOf(p.code);
}

/** Suggestions for what was typed: countries and airports (name, city, code), best first. */
function searchPlaces(query: string, countriesOnly = false): Option[] {
  const q = fold(query);
  if (!q) return [];
  const out: Option[] = [];
  const resolved = places.resolve(query, lang2(), { countriesOnly });
  if (resolved.ok) out.push({ label: understoodLabel(resolved.place), code: resolved.place.code, rank: -1 });
  else if (resolved.reason === 'ambiguous') for (const c of resolved.candidates) out.push({ label: understoodLabel(c), code: c.code, rank: -1 });
  for (const c of countries()) {
    const i = fold(c.label).indexOf(q);
    if (i >= 0) out.push({ ...c, rank: i === 0 ? 1 : 3 });
  }
  if (!countriesOnly) {
    for (const a of pageData.referenceData.airports) {
      const name = fold(a.name);
      const rank = name.startsWith(q) ? 2 : name.includes(q) ? 4 : -1;
      if (rank >= 0) out.push({ label: airportLabel(a), code: `airport:${a.iata}`, rank });
    }
  }
  const seen = new Set<string>();
  return out.sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label, state.lang))
    .filter((o) => !seen.has(o.code) && seen.add(o.code)).slice(0, MAX_OPTIONS);
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

type PlaceRead = { ok: true; code: string; label: string } | { ok: false; key: string; params: Record<string, unknown> };

/** What a place input holds: a suggestion chosen, or what was typed, understood. */
function readPlace(text: string, countriesOnly = false): PlaceRead {
  const v = text.trim();
  const chosen = state.labels.get(v);
  if (chosen && (!countriesOnly || !chosen.startsWith('airport:'))) return { ok: true, code: chosen, label: v };
  const r = places.resolve(v, lang2(), { countriesOnly });
  if (r.ok) return { ok: true, code: r.place.code, label: understoodLabel(r.place) };
  if (r.reason === 'ambiguous') return { ok: false, key: 'page.errors.placeAmbiguous', params: { text: v, example: understoodLabel(r.candidates[0]!) } };
  if (r.reason === 'empty') return { ok: false, key: 'page.errors.placeEmpty', params: {} };
  return { ok: false, key: countriesOnly ? 'page.errors.countryUnknown' : 'page.errors.placeUnknown', params: { text: v } };
}

/** The label of a short code for its input ("London Heathrow Airport (LHR), United Kingdom", "France"). */
function placeLabel(code: string): string {
  const airport = /^airport:(.+)$/.exec(code);
  if (airport) {
    const a = places.airport(airport[1]!);
    if (!a) return code;
    const label = airportLabel(a);
    state.labels.set(label, code);
    return label;
  }
  const name = countryName(code, state.lang);
  if (!name) return code;
  state.labels.set(name, code);
  return name;
}

/** Says beside a place input what it was understood as (nothing while it is empty or unknown). */
function understandPlace(input: HTMLInputElement): void {
  const r = input.value.trim() ? readPlace(input.value) : undefined;
  if (r?.ok) input.dataset.code = r.code;
  else delete input.dataset.code;
  setUnderstood(input.id, r?.ok ? t('page.understood', { place: r.label }) : r && r.key === 'page.errors.placeAmbiguous' ? t('page.several', { text: input.value.trim() }) : '');
}

function understandDate(input: HTMLInputElement): void {
  const iso = parseDate(input.value, state.lang);
  if (iso) input.dataset.iso = iso;
  else delete input.dataset.iso;
  setUnderstood(input.id, iso ? t('page.understood', { place: formatDate(iso, state.lang) }) : '');
}

// ---------------------------------------------------------------- the form

function placeInputs(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>('input.place')];
}

function placeInput(id: string): HTMLInputElement {
  const input = h('input', { id, class: 'place', type: 'text', list: `${id}-options`, autocomplete: 'off', spellcheck: 'false' });
  input.addEventListener('input', () => {
    clearError(id);
    fillList($<HTMLDataListElement>(`${id}-options`), searchPlaces(input.value));
    understandPlace(input);
  });
  input.addEventListener('change', () => understandPlace(input));
  return input;
}

function placeField(id: string, labelKey: string, labelParams?: Record<string, unknown>): HTMLElement {
  const f = field(id, labelKey, placeInput(id), 'page.placeHint', labelParams);
  f.append(h('datalist', { id: `${id}-options` }));
  return f;
}

/** A date as the page's locale writes it (a text field: see src/web/dates.ts). */
function dateInput(id: string): HTMLInputElement {
  const input = h('input', { id, type: 'text', class: 'date', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false' });
  input.addEventListener('input', () => {
    clearError(id);
    understandDate(input);
  });
  return input;
}

function dateField(id: string, labelKey: string, labelParams?: Record<string, unknown>): HTMLElement {
  return field(id, labelKey, dateInput(id), 'page.dateHint', labelParams, { example: dateExample(state.lang) });
}

function setDate(id: string, iso: string | undefined): void {
  const input = $<HTMLInputElement>(id);
  input.value = iso ? formatNumericDate(iso, state.lang) : '';
  understandDate(input);
}

const details: DetailsContext = {
  lang: () => state.lang,
  countryName: nameOf,
  country: (text) => {
    const r = readPlace(text, true);
    return r.ok ? r.code : undefined;
  },
  dateInput,
  translate: (root) => translateTree(root, t),
};

function renderPassports(): void {
  const list = $('passport-chips');
  list.replaceChildren(...state.passports.map((code) => {
    const name = nameOf(code);
    const remove = h('button', { type: 'button', class: 'chip-remove', 'aria-label': t('page.removePassport', { name }) }, '×');
    remove.addEventListener('click', () => {
      state.passports = state.passports.filter((p) => p !== code);
      renderPassports();
      $('passport').focus();
    });
    return h('li', { class: 'chip', 'data-code': code }, h('span', {}, name), remove);
  }));
  $('passport-empty').hidden = state.passports.length > 0;
  syncExpiries(details, state.passports);
}

/** Adds what the passport field holds; false (and an error beside it) when it is not a country. */
function addPassport(): boolean {
  const input = $<HTMLInputElement>('passport');
  const text = input.value.trim();
  if (!text) return true;
  const r = readPlace(text, true);
  clearError('passport');
  if (!r.ok) {
    setFieldError('passport', t(r.key, r.params));
    return false;
  }
  if (!state.passports.includes(r.code)) state.passports.push(r.code);
  input.value = '';
  setUnderstood('passport', '');
  renderPassports();
  return true;
}

function clearError(id: string): void {
  const p = document.getElementById(`${id}-error`);
  if (p) {
    p.hidden = true;
    p.textContent = '';
  }
  document.getElementById(id)?.removeAttribute('aria-invalid');
}

function addStop(place = '', date = ''): void {
  const n = ++state.stopCount;
  const id = `stop-${n}`;
  const f = placeField(id, 'page.stop', { n });
  f.classList.add('stop');
  const dateF = dateField(`${id}-date`, 'page.stopDate', { n });
  const remove = tx('button', 'page.removeStop', { type: 'button', class: 'secondary' }, { n });
  const row = h('div', { class: 'stop-row', 'data-stop': String(n) }, f, dateF, remove);
  remove.addEventListener('click', () => {
    row.remove();
    $('add-stop').focus();
  });
  $('stops').append(row);
  const input = $<HTMLInputElement>(id);
  if (place) input.value = placeLabel(place);
  if (date) $<HTMLInputElement>(`${id}-date`).dataset.iso = date;
  translateAll();
}

interface Problem { id: string; text: string }

/** The trip the form describes, or the problems to show beside their fields. */
function readForm(): { trip: ShortTrip; problems: Problem[] } {
  const problems: Problem[] = [];
  if (!addPassport()) problems.push({ id: 'passport', text: $('passport-error').textContent ?? '' });
  else if (!state.passports.length) problems.push({ id: 'passport', text: t('page.errors.passportNone') });
  const place = (id: string, emptyKey: string): string => {
    const input = $<HTMLInputElement>(id);
    const r = readPlace(input.value);
    if (r.ok) return r.code;
    problems.push({ id, text: r.key === 'page.errors.placeEmpty' ? t(emptyKey) : t(r.key, r.params) });
    return input.value.trim();
  };
  const date = (id: string, required: boolean): string | undefined => {
    const text = $<HTMLInputElement>(id).value.trim();
    if (!text) {
      if (required) problems.push({ id, text: t('page.errors.dateMissing') });
      return undefined;
    }
    const iso = parseDate(text, state.lang);
    if (!iso) problems.push({ id, text: t('page.errors.dateInvalid', { text, example: dateExample(state.lang) }) });
    return iso;
  };
  const trip: ShortTrip = {
    passports: [...state.passports],
    from: place('from', 'page.errors.fromEmpty'),
    via: [...document.querySelectorAll<HTMLElement>('.stop-row')].map((row) => {
      const n = row.dataset.stop!;
      const d = date(`stop-${n}-date`, false);
      return { place: place(`stop-${n}`, 'page.errors.stopEmpty'), ...(d ? { date: d } : {}) };
    }),
    to: place('to', 'page.errors.toEmpty'),
  };
  const depart = date('depart', true);
  const arrive = date('arrive', false);
  if (depart) trip.depart = depart;
  if (arrive) trip.arrive = arrive;
  const more = readDetails(details, state.passports);
  for (const e of more.errors) problems.push({ id: e.id, text: t(e.key, e.params) });
  if (more.documents.length) trip.documents = more.documents;
  if (Object.keys(more.vaccinations).length) trip.vaccinations = more.vaccinations;
  return { trip, problems };
}

function fillForm(trip: ShortTrip): void {
  state.passports = [...new Set(trip.passports)];
  renderPassports();
  for (const id of ['from', 'to'] as const) $<HTMLInputElement>(id).value = trip[id] ? placeLabel(trip[id]) : '';
  setDate('depart', trip.depart);
  setDate('arrive', trip.arrive);
  $('stops').replaceChildren();
  for (const v of trip.via) addStop(v.place, v.date ?? '');
  fillDetails(details, trip);
  translateAll();
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

let answerSeq = 0;

/** Shows the answer to `trip` once the ruleset's parts of its territories are in (the latest trip wins). */
async function answer(trip: ShortTrip): Promise<void> {
  current = trip;
  clearFieldErrors();
  updateUrl(trip);
  const seq = ++answerSeq;
  const request = requestOf({ ...trip, locale: state.lang });
  // A part that does not load leaves the engine to say so (page-data.ts refuses to answer without it).
  await pageData.ensureTrip(request).catch(() => undefined);
  if (seq !== answerSeq) return;
  const el = element();
  el.locale = state.lang;
  el.trip = request;
}

// ---------------------------------------------------------------- the service's errors beside their fields

/** The form field a request pointer names, by id. */
function fieldOf(pointer: string): string | undefined {
  if (pointer.startsWith('/data/attributes/traveller/passports')) return 'passport';
  if (pointer.startsWith('/data/attributes/traveller/')) return 'more-about-you';
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

/** The service's error in the page's words where the page knows the case; its own detail otherwise. */
function travellerWords(e: { code?: string; detail?: string }, id: string): string {
  const input = document.getElementById(id) as HTMLInputElement | null;
  const isDate = input?.classList.contains('date') ?? false;
  if (isDate && e.code === 'MISSING_FIELD') return t('page.errors.dateMissing');
  if (isDate && (e.code === 'INVALID_FORMAT' || e.code === 'INVALID_VALUE')) return t('page.errors.dateInvalid', { text: input?.value ?? '', example: dateExample(state.lang) });
  if (!isDate && input && ['UNKNOWN_TERRITORY', 'UNKNOWN_AIRPORT', 'INVALID_FORMAT', 'INVALID_VALUE'].includes(e.code ?? '')) return t('page.errors.placeUnknown', { text: input.value });
  return e.detail ?? '';
}

function showFieldErrors(result: TripResult): void {
  clearFieldErrors();
  const errors = (result.body as { errors?: { code?: string; detail?: string; source?: { pointer?: string } }[] }).errors;
  if (Array.isArray(errors)) {
    for (const e of errors) {
      const id = e.source?.pointer !== undefined ? fieldOf(e.source.pointer) : undefined;
      if (id) setFieldError(id, travellerWords(e, id));
    }
    return;
  }
  // Folded away until needed: an answer that depends on documents not told opens the section.
  const groups = (result.body as { data?: { attributes?: { informationGroups?: { groupings?: { enforcement?: string }[] }[] } } }).data?.attributes?.informationGroups ?? [];
  const depends = groups.some((g) => (g.groupings ?? []).some((x) => x.enforcement === 'MAY_BE_REQUIRED'));
  if (depends && !current?.documents?.length) $<HTMLDetailsElement>('more-about-you').open = true;
}

function showProblems(problems: Problem[]): void {
  clearFieldErrors();
  let first: HTMLElement | undefined;
  for (const p of problems) {
    if (p.id.startsWith('held-') || p.id.startsWith('expiry-') || p.id.startsWith('vacc-')) $<HTMLDetailsElement>('more-about-you').open = true;
    const input = setFieldError(p.id, p.text);
    first ??= input;
  }
  first?.focus();
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
  passportInput.addEventListener('input', () => {
    clearError('passport');
    const v = passportInput.value.trim();
    const r = v ? readPlace(v, true) : undefined;
    setUnderstood('passport', r?.ok && r.label !== v ? t('page.understood', { place: r.label }) : '');
  });
  const addPassportButton = tx('button', 'page.addPassport', { type: 'button', id: 'add-passport', class: 'secondary' });
  addPassportButton.addEventListener('click', () => addPassport());
  const passportsField = field('passport', 'page.passports', passportInput, 'page.passportsHint');
  passportsField.insertBefore(h('div', { class: 'chips-wrap' },
    h('ul', { id: 'passport-chips', class: 'chips' }), tx('p', 'page.noPassport', { id: 'passport-empty', class: 'hint' })), passportInput);
  passportsField.insertBefore(h('div', { class: 'with-button' }, passportInput, addPassportButton), passportsField.querySelector('.understood'));
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
        h('div', { class: 'leg' }, placeField('to', 'page.destination'), dateField('arrive', 'page.arrivalDate'), tx('p', 'page.arrivalDateHint', { class: 'hint' })))),
    buildDetails(details),
    h('div', { class: 'actions' },
      tx('button', 'page.submit', { type: 'submit', class: 'primary' }),
      tx('a', 'page.share', { id: 'share', href: '', hidden: '' })));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const { trip, problems } = readForm();
    if (problems.length) {
      showProblems(problems);
      return;
    }
    void answer(trip);
    // Screen readers and phones: go to the answer (below the form on narrow screens).
    void element().updateComplete.then(() => $('answer-title').focus());
  });

  const el = h('travel-requirements', { 'heading-level': '3', id: 'answer' });
  el.addEventListener('travel-requirements-result', (e) => showFieldErrors((e as CustomEvent<TripResult>).detail));

  $('app').replaceChildren(
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
  updateUrl(current);
  element().locale = state.lang;
  if (current) await answer(current);
}

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search);
  state.lang = i18n.resolve(params.get('lang') ?? navigator.language);
  const trip = shortTripFrom((n) => params.get(n));
  // The trip's rules start loading with the rest of the data (answer() waits for them).
  pageData = await loadPageData(state.lang, trip ? requestOf({ ...trip, locale: state.lang }) : undefined);
  places = createPlaceIndex(pageData.referenceData);
  build();
  $<HTMLSelectElement>('lang').value = state.lang;
  translateAll();
  performance.mark('form-built');
  if (trip) {
    fillForm(trip);
    void answer(trip);
  } else updateUrl(undefined);
  document.body.dataset.ready = 'true';
  // City names for the search: not needed for the first answer.
  void pageData.cities().then((cities) => {
    places.addCities(cities);
    document.body.dataset.cities = 'true';
  });
}

// The moment of the first answer, for scripts/measure-page.ts.
document.addEventListener('travel-requirements-result', () => performance.mark('first-answer'), { once: true });
void start();

