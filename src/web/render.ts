// Renders a trip response or a JSON:API error document into DOM nodes (no innerHTML: every value
// from a response is text). Used by the <travel-requirements> element inside its shadow root.
import { formatDate, type Translate } from './texts.js';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export interface RenderContext {
  t: Translate;
  /** The locale for dates. */
  locale: string;
  /** Heading level of the headline section (2 by default; groups are one below, records two below). */
  level: number;
  /** Localized country name of an alpha-3 code, when known. */
  countryName(code: string): string | undefined;
  /** The request the answer is for (names the fields of error pointers). */
  request: unknown;
  /** Follows a visaMissions href (GET /v2/places) when the element can; undefined: the link's title and note only. */
  places?: (href: string) => Promise<unknown>;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, part?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (part) e.setAttribute('part', part);
  if (text !== undefined) e.textContent = text;
  return e;
}

function heading(level: number, part: string, text: string): HTMLElement {
  const h = document.createElement(`h${Math.min(6, Math.max(1, level))}`);
  h.setAttribute('part', part);
  h.textContent = text;
  return h;
}

/**
 * A label before its value ("Destination: ", French "Destination : "): the locale's own
 * punctuation (element.labelled), so no language is special-cased here.
 */
export function labelled(ctx: { t: Translate }, label: string): string {
  return ctx.t('element.labelled', { label });
}

function badge(kind: string, text: string, value?: string): HTMLElement {
  const b = el('span', `badge ${kind}`, text);
  b.className = `badge ${kind}`;
  if (value) b.dataset.value = value;
  return b;
}

/** A safe link: only http(s) URLs become links, others stay text. */
function link(url: string | undefined, text: string, part: string): HTMLElement {
  if (url && /^https?:\/\//i.test(url)) {
    const a = el('a', part, text);
    a.href = url;
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
    return a;
  }
  return el('span', part, text);
}

function enforcementBadge(ctx: RenderContext, enforcement: unknown): HTMLElement | undefined {
  const e = str(enforcement);
  if (!e) return undefined;
  const b = badge('enforcement', ctx.t(`element.enforcement.${e}`, { defaultValue: e }), e);
  b.setAttribute('title', ctx.t('element.enforcement.label'));
  return b;
}

/** One procedure or restriction record. */
function renderRecord(ctx: RenderContext, record: Json, level: number, upcoming: boolean): HTMLElement {
  const a = obj(record.attributes);
  const box = el('article', upcoming ? 'record record-upcoming' : 'record');
  box.className = 'record';
  box.dataset.id = str(record.id) ?? '';
  box.dataset.type = str(record.type) ?? '';
  const h = heading(level, 'record-title', str(a.title) ?? str(record.id) ?? '');
  const b = enforcementBadge(ctx, a.enforcement);
  if (b) h.append(' ', b);
  box.append(h);
  const dates: string[] = [];
  if (str(a.startDate) && upcoming) dates.push(ctx.t('element.starts', { date: formatDate(str(a.startDate)!, ctx.locale) }));
  if (str(a.endDate)) dates.push(ctx.t('element.ends', { date: formatDate(str(a.endDate)!, ctx.locale) }));
  if (dates.length) box.append(el('p', 'record-dates', dates.join(' · ')));
  if (str(a.description)) box.append(el('p', 'record-description', str(a.description)));
  const stay = str(obj(a.lengthOfStay).text);
  if (stay) box.append(el('p', 'record-stay', ctx.t('element.stay', { stay })));
  for (const p of arr(a.prices)) {
    const price = obj(p);
    const text = [str(price.text), str(obj(price.requested).text)].filter(Boolean).join(' / ');
    if (text) box.append(el('p', 'record-price', ctx.t('element.price', { price: text })));
  }
  const more = arr(a.more).filter((m): m is string => typeof m === 'string');
  if (more.length) {
    const d = el('details', 'more');
    d.append(el('summary', 'more-summary', ctx.t('element.more')));
    const ul = el('ul', 'more-list');
    for (const m of more) ul.append(el('li', 'more-item', m));
    d.append(ul);
    box.append(d);
  }
  const actions = arr(a.actions).map(obj).filter((x) => str(x.title) || str(x.url));
  if (actions.length) {
    const nav = el('div', 'actions');
    nav.setAttribute('role', 'group');
    nav.setAttribute('aria-label', ctx.t('element.actions'));
    for (const x of actions) nav.append(link(str(x.url), str(x.title) ?? str(x.url) ?? '', 'action'));
    box.append(nav);
  }
  const sources = arr(a.sources).map(obj).filter((x) => str(x.title) || str(x.url));
  if (sources.length) {
    const d = el('details', 'sources');
    d.append(el('summary', 'sources-summary', ctx.t('element.sources')));
    const ul = el('ul', 'sources-list');
    for (const s of sources) {
      const li = el('li', 'source');
      li.append(link(str(s.url), str(s.title) ?? str(s.url) ?? '', 'source-link'));
      if (str(s.readAt)) li.append(' ', el('span', 'source-date', `(${ctx.t('element.readAt', { date: formatDate(str(s.readAt)!, ctx.locale) })})`));
      if (str(s.tier)) {
        const tier = el('span', 'source-tier', ctx.t(`element.tiers.${str(s.tier)!}`, { defaultValue: str(s.tier) }));
        tier.dataset.tier = str(s.tier)!;
        li.append(' ', tier);
      }
      ul.append(li);
    }
    d.append(ul);
    box.append(d);
  }
  return box;
}

const OPENNESS = new Set(['LEVEL_1', 'LEVEL_2', 'LEVEL_3', 'LEVEL_4']);

/** The trip response: headline, openness, groups, groupings, records. */
export function renderResponse(ctx: RenderContext, body: unknown): HTMLElement {
  const doc = obj(body);
  const attrs = obj(obj(doc.data).attributes);
  const included = new Map<string, Json>();
  for (const r of arr(doc.included).map(obj)) included.set(`${String(r.type)}/${String(r.id)}`, r);
  const root = el('div', 'answer');
  root.className = 'answer';
  const head = el('section', 'summary');
  head.append(heading(ctx.level, 'headline-label', ctx.t('element.headline')));
  head.append(el('p', 'headline', str(attrs.headline) ?? ''));
  const level = str(attrs.travelOpenness);
  if (level && OPENNESS.has(level)) {
    const p = el('p', 'openness');
    p.dataset.level = level;
    // LEVEL_3 is both "embassy visa" and "no data": the destination's VISA coverage tells them apart.
    const unknown = level === 'LEVEL_3' && destinationVisaUnknown(attrs);
    const text = unknown ? ctx.t('element.openness.LEVEL_3_UNKNOWN') : ctx.t(`element.openness.${level}`);
    p.append(el('span', 'openness-label', labelled(ctx, ctx.t('element.openness.label'))), badge('openness-value', text, unknown ? 'LEVEL_3_UNKNOWN' : level));
    head.append(p);
  }
  root.append(head);
  const missions = arr(attrs.visaMissions).map(obj);
  if (missions.length) root.append(renderMissions(ctx, missions));
  const groups = arr(attrs.informationGroups).map(obj);
  if (!groups.length) root.append(el('p', 'empty', ctx.t('element.noGroups')));
  for (const g of groups) {
    const upcoming = g.type === 'UPCOMING';
    const section = el('section', upcoming ? 'group group-upcoming' : 'group');
    section.className = upcoming ? 'group upcoming' : 'group';
    section.dataset.type = str(g.type) ?? '';
    if (str(g.enforcement)) section.dataset.enforcement = str(g.enforcement)!;
    const h = heading(ctx.level + 1, 'group-name', str(g.name) ?? str(g.type) ?? '');
    if (upcoming) h.append(' ', badge('upcoming', ctx.t('element.upcoming')));
    const b = enforcementBadge(ctx, g.enforcement);
    if (b) h.append(' ', b);
    section.append(h);
    if (str(g.tooltip)) section.append(el('p', 'group-tooltip', str(g.tooltip)));
    for (const gr of arr(g.groupings).map(obj)) {
      const transit = gr.transit === true;
      const box = el('div', transit ? 'grouping grouping-transit' : upcoming ? 'grouping grouping-upcoming' : 'grouping');
      box.className = transit ? 'grouping transit' : upcoming ? 'grouping upcoming' : 'grouping';
      if (transit) box.dataset.transit = 'true';
      const gh = heading(ctx.level + 2, 'grouping-name', str(gr.name) ?? '');
      if (transit) gh.append(' ', badge('transit', ctx.t('element.transit')));
      const gb = enforcementBadge(ctx, gr.enforcement);
      if (gb) gh.append(' ', gb);
      box.append(gh);
      const passport = str(gr.passport);
      if (passport) box.append(el('p', 'grouping-passport', ctx.t('element.passport', { passport: ctx.countryName(passport) ?? passport })));
      const refs = arr(gr.data).map(obj);
      let shown = 0;
      for (const ref of refs) {
        // The spec links a fee PRODUCT as a PROCEDURE in groupings (README Decisions, "Prices and links").
        const record = included.get(`${String(ref.type)}/${String(ref.id)}`) ?? (ref.type === 'PROCEDURE' ? included.get(`PRODUCT/${String(ref.id)}`) : undefined);
        if (!record) continue;
        box.append(renderRecord(ctx, record, ctx.level + 3, upcoming));
        shown++;
      }
      if (!shown) box.append(el('p', 'empty', ctx.t('element.noRecords')));
      section.append(box);
    }
    root.append(section);
  }
  const coverage = arr(attrs.coverage).map(obj);
  if (coverage.length) root.append(renderCoverage(ctx, coverage));
  return root;
}

/** True when the destination's entry has no visa research (NOT_COVERED): LEVEL_3 then means "no information". */
function destinationVisaUnknown(attrs: Json): boolean {
  const entries = arr(attrs.coverage).map(obj).filter((c) => c.checkpointKind === 'ENTRY' && c.topic === 'VISA');
  const last = entries[entries.length - 1];
  return last?.status === 'NOT_COVERED';
}

/** What was researched per checkpoint and topic ([known-unknowns]): status, the tiers of the sources, the statement's text. */
function renderCoverage(ctx: RenderContext, entries: Json[]): HTMLElement {
  const d = el('details', 'coverage');
  d.append(el('summary', 'coverage-summary', ctx.t('element.coverage.title')));
  const byCheckpoint = new Map<string, Json[]>();
  for (const c of entries) {
    const key = `${str(c.checkpointKind) ?? ''}/${str(c.territory) ?? ''}`;
    (byCheckpoint.get(key) ?? byCheckpoint.set(key, []).get(key)!).push(c);
  }
  for (const list of byCheckpoint.values()) {
    const first = list[0]!;
    const country = ctx.countryName(str(first.territory) ?? '') ?? str(first.territory) ?? '';
    d.append(heading(ctx.level + 1, 'coverage-checkpoint', ctx.t(first.checkpointKind === 'TRANSIT' ? 'element.coverage.transit' : 'element.coverage.entry', { country })));
    const ul = el('ul', 'coverage-list');
    for (const c of list) {
      const li = el('li', 'coverage-entry');
      const status = str(c.status) ?? '';
      li.dataset.topic = str(c.topic) ?? '';
      li.dataset.status = status;
      li.append(el('strong', 'coverage-topic', labelled(ctx, ctx.t(`element.coverage.topics.${str(c.topic) ?? ''}`, { defaultValue: str(c.topic) }))),
        badge('coverage-status', ctx.t(`element.coverage.status.${status}`, { defaultValue: status }), status));
      if (c.finding === 'NONE_REQUIRED') li.append(' ', el('span', 'coverage-finding', ctx.t('element.coverage.noneRequired')));
      const tiers = arr(c.tiers).filter((x): x is string => typeof x === 'string');
      if (tiers.length) li.append(' ', el('span', 'coverage-tiers', ctx.t('element.coverage.tiers', { tiers: tiers.map((x) => ctx.t(`element.tiers.${x}`, { defaultValue: x })).join(', ') })));
      if (str(c.newestSourceDate)) li.append(' ', el('span', 'coverage-date', ctx.t('element.coverage.newest', { date: formatDate(str(c.newestSourceDate)!, ctx.locale) })));
      if (str(c.text)) li.append(el('p', 'coverage-text', str(c.text)));
      ul.append(li);
    }
    d.append(ul);
  }
  return d;
}

/** Where to apply for the visa: each country's missions nearest the origin (followed when the element can). */
function renderMissions(ctx: RenderContext, entries: Json[]): HTMLElement {
  const section = el('section', 'missions');
  section.className = 'missions';
  section.append(heading(ctx.level + 1, 'missions-title', ctx.t('element.missions.title')));
  for (const m of entries) {
    const box = el('div', 'mission-country');
    box.dataset.country = str(m.country) ?? '';
    box.append(el('p', 'mission-country-title', str(m.title) ?? ''));
    if (str(m.note)) box.append(el('p', 'mission-note', str(m.note)));
    const href = str(m.href);
    if (href && ctx.places) {
      const list = el('ul', 'mission-list');
      list.setAttribute('aria-busy', 'true');
      list.append(el('li', 'mission-loading', ctx.t('element.missions.loading')));
      box.append(list);
      void followMissions(ctx, href, str(m.hrefNearest), list);
    }
    section.append(box);
  }
  return section;
}

async function followMissions(ctx: RenderContext, href: string, nearest: string | undefined, list: HTMLElement): Promise<void> {
  const places = async (h: string): Promise<Json[]> => arr(obj(await ctx.places!(h)).data).map(obj);
  let found: Json[] = [];
  try {
    found = await places(href);
    // No mission of the country known to serve the origin's country: its nearest ones anywhere.
    if (!found.length && nearest) found = await places(nearest);
  } catch {
    found = [];
  }
  list.removeAttribute('aria-busy');
  if (!found.length) {
    list.replaceChildren(el('li', 'mission-none', ctx.t('element.missions.none')));
    return;
  }
  list.replaceChildren(...found.map((p) => {
    const a = obj(p.attributes);
    const li = el('li', 'mission');
    li.dataset.id = str(p.id) ?? '';
    li.append(el('strong', 'mission-name', str(a.title) ?? ''));
    const city = str(obj(a.mission).city) ?? str(obj(a.address).fullAddress);
    const km = obj(p.meta).distanceKm;
    const facts = [city, typeof km === 'number' ? ctx.t('element.missions.distance', { km: new Intl.NumberFormat(ctx.locale, { maximumFractionDigits: 0 }).format(km) }) : undefined].filter(Boolean).join(' · ');
    if (facts) li.append(el('span', 'mission-facts', ` ${facts}`));
    if (str(a.website)) li.append(' ', link(str(a.website), ctx.t('element.missions.website'), 'mission-website'));
    return li;
  }));
}

/** The field a JSON pointer of the request names, in words ("Destination, airport"); undefined for the whole request. */
export function fieldLabel(t: Translate, pointer: string | undefined, request: unknown): string | undefined {
  if (!pointer) return undefined;
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts[0] !== 'data' || parts[1] !== 'attributes') return undefined;
  const rest = parts.slice(2);
  const f = (key: string, params?: Record<string, unknown>): string => t(`element.fields.${key}`, params);
  if (rest[0] === 'traveller') {
    if (rest[1] === 'passports') return rest[2] !== undefined && /^\d+$/.test(rest[2]) ? f('passportN', { n: Number(rest[2]) + 1 }) : f('passports');
    if (rest[1] === 'documents') return f('documents');
    if (rest[1] === 'vaccinations') return f('vaccinations');
    return f('passports');
  }
  if (rest[0] === 'locale') return f('locale');
  if (rest[0] === 'currency') return f('currency');
  if (rest[0] === 'travelNodes' && rest[1] !== undefined && /^\d+$/.test(rest[1])) {
    const i = Number(rest[1]);
    const nodes = arr(obj(obj(obj(request).data).attributes).travelNodes).map(obj);
    const type = str(nodes[i]?.type);
    const transits = nodes.slice(0, i + 1).filter((n) => n.type === 'TRANSIT').length;
    const node = type === 'ORIGIN' ? f('origin') : type === 'TRANSIT' ? f('transitN', { n: transits })
      : type === 'DESTINATION' && i === nodes.length - 1 ? f('destination') : f('stop', { n: i + 1 });
    const field = rest[2] === 'airportCode' ? f('airport') : rest[2] === 'locationCode' ? f('place')
      : rest[2] === 'arrival' ? (rest[3] === 'time' ? f('arrivalTime') : f('arrivalDate'))
        : rest[2] === 'departure' ? (rest[3] === 'time' ? f('departureTime') : f('departureDate')) : undefined;
    return field ? `${node}, ${field}` : node;
  }
  return undefined;
}

/** A JSON:API error document: each error's detail next to the field its pointer names. */
export function renderErrors(ctx: RenderContext, body: unknown): HTMLElement {
  const box = el('section', 'errors');
  box.className = 'errors';
  box.setAttribute('role', 'alert');
  box.append(heading(ctx.level, 'errors-title', ctx.t('element.errors.title')));
  const ul = el('ul', 'error-list');
  for (const e of arr(obj(body).errors).map(obj)) {
    const li = el('li', 'error');
    const source = obj(e.source);
    const pointer = str(source.pointer);
    if (pointer !== undefined) li.dataset.pointer = pointer;
    const label = fieldLabel(ctx.t, pointer, ctx.request) ?? str(source.parameter) ?? str(source.header) ?? ctx.t('element.errors.request');
    li.append(el('strong', 'error-field', labelled(ctx, label)), el('span', 'error-detail', str(e.detail) ?? str(e.title) ?? str(e.code) ?? ''));
    ul.append(li);
  }
  box.append(ul);
  return box;
}

/** A message in place of an answer (loading, nothing to show, a local failure). */
export function renderMessage(part: string, text: string, alert = false): HTMLElement {
  const p = el('p', part, text);
  p.className = part;
  if (alert) p.setAttribute('role', 'alert');
  return p;
}
