// The traveller page and the <travel-requirements> element in real headless Chromium (Debian's
// package, driven by playwright-core): example trips, answers equal to the library's, language
// switching, errors next to their fields, a response given as a property, endpoint mode,
// keyboard use, phone width and axe-core.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestOf, tripParams, type ShortTrip } from '../../src/web/trip.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../../scripts/screenshots.js';
import { axeViolations, EXAMPLE_KEY, startHarness, visibleTexts, waitForAnswer, type WebHarness } from './browser.js';
import { TEST_MS } from '../timeouts.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EXAMPLES = new URL('../../examples/trips/', import.meta.url);
const examples = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json')).sort()
  .map((file) => ({ file, doc: JSON.parse(readFileSync(new URL(file, EXAMPLES), 'utf8')) as Json }));

/** The short form (what the page's URL carries) of an example request: its places and dates, without times. */
function shortOf(doc: Json): ShortTrip {
  const a = doc.data.attributes;
  const nodes = a.travelNodes as Json[];
  const place = (n: Json): string => (n.airportCode ? `airport:${n.airportCode}` : n.locationCode);
  const last = nodes[nodes.length - 1]!;
  const trip: ShortTrip = {
    passports: a.traveller.passports,
    from: place(nodes[0]!),
    via: nodes.slice(1, -1).map((n) => ({ place: place(n), date: n.arrival?.date ?? n.departure?.date })),
    to: place(last),
  };
  if (nodes[0]!.departure?.date) trip.depart = nodes[0]!.departure.date;
  if (last.arrival?.date) trip.arrive = last.arrival.date;
  return trip;
}

function pageUrl(h: WebHarness, trip: ShortTrip, lang: string): string {
  return `${h.base}/?${new URLSearchParams([['lang', lang], ...tripParams(trip)]).toString()}`;
}

const responseOf = (page: Page): Promise<Json> => page.evaluate(() => (document.querySelector('travel-requirements') as unknown as { response: Json }).response);
const shadowText = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate((sel) => [...(document.querySelector('travel-requirements')!.shadowRoot!.querySelectorAll(sel))].map((e) => e.textContent ?? ''), selector);

let h: WebHarness;

const EMBED = (script: string, body: string): string => `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>embed</title><link rel="icon" href="data:,">
<style>travel-requirements { --tr-accent: rgb(120, 20, 90); } travel-requirements::part(headline) { color: rgb(0, 80, 0); }</style>
<script type="module" src="${script}"></script></head><body><main>${body}</main></body></html>`;

beforeAll(async () => {
  h = await startHarness({
    'embed-lite.html': EMBED('travel-requirements.js', '<h1>Host</h1><travel-requirements id="given" locale="en-US"></travel-requirements>'),
    'embed-endpoint.html': EMBED('travel-requirements.js',
      `<h1>Host</h1><travel-requirements id="remote" endpoint="/v3/trips" api-key="${EXAMPLE_KEY}" locale="de-DE" passports="IND" from="airport:DEL" via="airport:LHR" to="airport:JFK" depart="2027-03-02"></travel-requirements>`),
    'embed-bundled.html': EMBED('travel-requirements.bundled.js',
      '<h1>Host</h1><travel-requirements id="local" passports="USA" from="airport:JFK" to="airport:LHR" depart="2025-01-07"></travel-requirements>'),
  });
}, TEST_MS);

afterAll(async () => {
  await h?.close();
});

// Generous per-test limits: a hang guard on a loaded 2-core machine, not a speed check.
describe('the traveller page', { timeout: TEST_MS }, () => {
  it.each(examples)('answers example $file exactly as the library does for the same trip', async ({ doc }) => {
    const lang = doc.data.attributes.locale as string;
    const trip = shortOf(doc);
    const page = await h.page();
    await page.goto(pageUrl(h, trip, lang));
    await waitForAnswer(page);
    const shown = await responseOf(page);
    const expected = h.tr.trips(requestOf({ ...trip, locale: lang }), { locale: lang });
    expect(shown).toEqual(expected.body);
    if (expected.status === 200) {
      expect(await shadowText(page, '[part~="headline"]')).toEqual([(expected.body as Json).data.attributes.headline]);
      const groups = (expected.body as Json).data.attributes.informationGroups as Json[];
      expect((await shadowText(page, '[part~="group-name"]')).map((s) => s.split(' ')[0])).toEqual(groups.map((g) => String(g.name).split(' ')[0]));
    } else {
      // Example 06: the 422 names the destination; its detail stands next to the destination field.
      const error = (expected.body as Json).errors[0] as Json;
      expect(error.source.pointer).toBe('/data/attributes/travelNodes/1/airportCode');
      expect(await page.locator('#to-error').textContent()).toBe(error.detail);
      expect(await page.locator('#to').getAttribute('aria-invalid')).toBe('true');
    }
    await page.close();
  });

  it('renders headline, openness, groups with enforcement, transit and every record of an answer', async () => {
    const trip = shortOf(examples.find((e) => e.file.startsWith('02'))!.doc);
    const page = await h.page();
    await page.goto(pageUrl(h, trip, 'en-GB'));
    await waitForAnswer(page);
    const body = await responseOf(page);
    const openness = await page.evaluate(() => document.querySelector('travel-requirements')!.shadowRoot!.querySelector('[part~="openness"]')!.getAttribute('data-level'));
    expect(openness).toBe(body.data.attributes.travelOpenness);
    const transit = await shadowText(page, '.grouping.transit [part~="grouping-name"]');
    expect(transit.length).toBe(1);
    expect(transit[0]).toContain('Transit');
    expect(transit[0]).toContain('May be required');
    const ids = await page.evaluate(() => [...document.querySelector('travel-requirements')!.shadowRoot!.querySelectorAll('.record')].map((e) => (e as HTMLElement).dataset.id));
    expect(new Set(ids)).toEqual(new Set((body.included as Json[]).map((r) => r.id)));
    const datv = (body.included as Json[]).find((r) => r.id === 'transit-gbr-datv-undisclosed')!;
    const links = await page.evaluate(() => [...document.querySelector('travel-requirements')!.shadowRoot!.querySelectorAll('.record[data-id="transit-gbr-datv-undisclosed"] a[part~="action"]')].map((a) => (a as HTMLAnchorElement).href));
    expect(links).toEqual(datv.attributes.actions.map((a: Json) => a.url));
    const sources = await shadowText(page, '.record[data-id="transit-gbr-datv-undisclosed"] [part~="source-date"]');
    expect(sources[0]).toContain('23 November 2026'); // readAt 2026-11-23 in en-GB's long date
    const more = await shadowText(page, '.record[data-id="transit-gbr-datv-undisclosed"] [part~="more-item"]');
    expect(more).toEqual(datv.attributes.more);
    await page.close();
  });

  it('switching language changes every text on the page and in the answer', async () => {
    const trip = shortOf(examples.find((e) => e.file.startsWith('02'))!.doc);
    const page = await h.page();
    await page.goto(pageUrl(h, trip, 'en-US'));
    await waitForAnswer(page);
    const english = await visibleTexts(page);
    const enBody = await responseOf(page);
    await page.selectOption('#lang', 'de-DE');
    await page.waitForFunction(() => (document.querySelector('travel-requirements') as unknown as { response: Json }).response?.meta?.locale === 'de-DE');
    await waitForAnswer(page);
    const german = await visibleTexts(page);
    const deBody = await responseOf(page);
    expect(deBody).toEqual(h.tr.trips(requestOf({ ...trip, locale: 'de-DE' }), { locale: 'de-DE' }).body);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('de-DE');
    // Every English text that has a different German one is gone: page, element, headline, records.
    const webEn = JSON.parse(readFileSync(new URL('../../locales/en-US/web.json', import.meta.url), 'utf8')) as Json;
    const webDe = JSON.parse(readFileSync(new URL('../../locales/de-DE/web.json', import.meta.url), 'utf8')) as Json;
    const differing = new Set<string>();
    const walk = (en: Json, de: Json): void => {
      for (const [k, v] of Object.entries(en)) {
        if (typeof v === 'string' && v !== de[k] && !v.includes('{{')) differing.add(v);
        else if (v && typeof v === 'object') walk(v as Json, (de[k] ?? {}) as Json);
      }
    };
    walk(webEn, webDe);
    const englishOnly = english.filter((s) => !german.includes(s));
    expect(englishOnly.length).toBeGreaterThan(20);
    expect(german.filter((s) => differing.has(s))).toEqual([]);
    expect(german).toContain(deBody.data.attributes.headline);
    expect(german).not.toContain(enBody.data.attributes.headline);
    for (const g of deBody.data.attributes.informationGroups as Json[]) expect(german.some((s) => s === g.name)).toBe(true);
    await page.close();
  });

  it('names problems beside their field in the page\'s words before asking anything (fr-FR)', async () => {
    const page = await h.page();
    await page.goto(`${h.base}/?lang=fr-FR`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.fill('#passport', 'Inde');
    await page.press('#passport', 'Enter');
    await page.fill('#from', 'airport:CDG');
    await page.fill('#depart', '2027-05-02');
    await page.fill('#to', 'Nowhere-land');
    await page.click('button[type="submit"]');
    const web = JSON.parse(readFileSync(new URL('../../locales/fr-FR/web.json', import.meta.url), 'utf8')) as Json;
    expect(await page.locator('#to-error').textContent()).toBe(web.page.errors.placeUnknown.replace('{{text}}', 'Nowhere-land'));
    expect(await page.locator('#to-error').isVisible()).toBe(true);
    expect(await page.locator('#to').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#from-error').isVisible()).toBe(false);
    expect(await page.locator('#to').getAttribute('aria-describedby')).toContain('to-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('to');
    // Nothing was asked: no answer, no code or pointer on the page.
    expect(await responseOf(page)).toBeUndefined();
    // A missing departure date and a date that is not one, in French.
    await page.fill('#to', 'JFK');
    await page.fill('#depart', '');
    await page.fill('#arrive', '31/02/2027');
    await page.click('button[type="submit"]');
    expect(await page.locator('#depart-error').textContent()).toBe(web.page.errors.dateMissing);
    expect(await page.locator('#arrive-error').textContent()).toBe(web.page.errors.dateInvalid.replace('{{text}}', '31/02/2027').replace('{{example}}', '31/12/2027'));
    expect(await page.locator('#to-error').isVisible()).toBe(false);
    const texts = (await visibleTexts(page)).join(' ');
    expect(texts).not.toMatch(/ISO 3166|alpha-3|`/);
    await page.close();
  });

  it('understands typed codes, names and cities, case- and accent-insensitive, and says what it understood', async () => {
    const page = await h.page();
    await page.goto(`${h.base}/?lang=fr-FR`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.fill('#passport', 'in'); // alpha-2
    await page.press('#passport', 'Enter');
    await page.fill('#passport', 'allemagne'); // a name without its capital
    await page.press('#passport', 'Enter');
    await page.fill('#passport', 'FRA'); // alpha-3 (a country before the airport FRA)
    await page.press('#passport', 'Enter');
    expect(await page.$$eval('#passport-chips li', (li) => li.map((e) => (e as HTMLElement).dataset.code))).toEqual(['IND', 'DEU', 'FRA']);
    await page.fill('#from', 'del');
    expect(await page.locator('#from-understood').textContent()).toBe('Compris : Indira Gandhi International Airport (DEL), Inde');
    await page.fill('#to', 'LHR');
    expect(await page.locator('#to-understood').textContent()).toBe('Compris : London Heathrow Airport (LHR), Royaume-Uni');
    await page.fill('#depart', '02/03/2027'); // day first on the French page
    expect(await page.locator('#depart-understood').textContent()).toBe('Compris : 2 mars 2027');
    await page.click('#add-stop');
    await page.fill('#stop-1', 'royaume uni'); // accents and hyphen aside
    expect(await page.locator('#stop-1-understood').textContent()).toBe('Compris : Royaume-Uni');
    await page.waitForSelector('body[data-cities="true"]'); // cities load after the first answer's data
    await page.fill('#stop-1', 'munich'); // a city with one airport
    expect(await page.locator('#stop-1-understood').textContent()).toContain('(MUC)');
    await page.fill('#stop-1', 'Paris'); // a city with several: the page asks which
    expect(await page.locator('#stop-1-understood').textContent()).toContain('« Paris »');
    const options = await page.$$eval('#stop-1-options option', (o) => o.map((e) => (e as HTMLOptionElement).value));
    expect(options.some((o) => o.includes('(CDG)'))).toBe(true);
    await page.click('button[type="submit"]');
    expect(await page.locator('#stop-1-error').textContent()).toContain('Paris');
    await page.fill('#stop-1', options.find((o) => o.includes('(CDG)'))!);
    await page.click('button[type="submit"]');
    await waitForAnswer(page);
    const body = await responseOf(page);
    expect(body.data.attributes.travelNodes.map((n: Json) => n.airportCode ?? n.locationCode)).toEqual(['DEL', 'CDG', 'LHR']);
    expect(body.data.attributes.traveller.passports).toEqual(['IND', 'DEU', 'FRA']);
    await page.close();
  });

  it('carries the trip in the URL: a shared link shows the same answer', async () => {
    const page = await h.page();
    await page.goto(`${h.base}/?lang=es-ES`);
    await page.fill('#passport', 'India');
    await page.press('#passport', 'Enter');
    await page.fill('#passport', 'Irlanda');
    await page.click('#add-passport');
    await page.fill('#from', 'airport:DUB');
    await page.fill('#depart', '2027-04-10');
    await page.click('#add-stop');
    await page.fill('#stop-1', 'airport:DXB');
    await page.fill('#stop-1-date', '2027-04-10');
    await page.fill('#to', 'airport:NRT');
    await page.fill('#arrive', '2027-04-11');
    await page.click('button[type="submit"]');
    await waitForAnswer(page);
    const first = await responseOf(page);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'es-ES', passports: 'IND,IRL', from: 'airport:DUB', via: 'airport:DXB@2027-04-10', to: 'airport:NRT', depart: '2027-04-10', arrive: '2027-04-11',
    });
    expect(await page.locator('#share').getAttribute('href')).toBe(`${url.pathname}${url.search}`);
    const shared = await h.page();
    await shared.goto(url.href);
    await waitForAnswer(shared);
    expect(await responseOf(shared)).toEqual(first);
    expect(await shared.inputValue('#stop-1')).toContain('(DXB)');
    await page.close();
    await shared.close();
  });

  it('loads the ruleset in parts: before the first answer only the trip\'s territories, a new trip its own', async () => {
    const page = await h.page();
    const requested: string[] = [];
    page.on('request', (r) => {
      const name = new URL(r.url()).pathname.split('/').pop() ?? '';
      if (/^page-rules(et\.js$|-)/.test(name)) requested.push(name);
    });
    const trip: ShortTrip = { passports: ['IND'], from: 'airport:DEL', via: [{ place: 'airport:LHR' }], to: 'airport:JFK', depart: '2027-03-02' };
    await page.goto(pageUrl(h, trip, 'en-US'));
    await waitForAnswer(page);
    // The index and the three territories' parts: not the whole ruleset (page-ruleset.js is an index of 200+ parts).
    expect([...new Set(requested)].sort()).toEqual(['page-rules-GBR.js', 'page-rules-IND.js', 'page-rules-USA.js', 'page-ruleset.js']);
    expect(await responseOf(page)).toEqual(h.tr.trips(requestOf({ ...trip, locale: 'en-US' }), { locale: 'en-US' }).body);
    requested.length = 0;
    await page.fill('#to', 'airport:NRT');
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => (document.querySelector('travel-requirements') as unknown as { response?: { data?: { attributes?: { travelNodes?: Array<{ airportCode?: string }> } } } }).response?.data?.attributes?.travelNodes?.at(-1)?.airportCode === 'NRT', undefined, { timeout: TEST_MS });
    expect(requested).toEqual(['page-rules-JPN.js']);
    expect(await responseOf(page)).toEqual(h.tr.trips(requestOf({ ...trip, to: 'airport:NRT', locale: 'en-US' }), { locale: 'en-US' }).body);
    await page.close();
  });

  it('folded-away fields: held visas, passport expiry and vaccinations go into the request and change the answer', async () => {
    // Delhi -> New York via Heathrow: the UK transit visa depends on the documents held (example 02).
    const trip = shortOf(examples.find((e) => e.file.startsWith('02'))!.doc);
    const page = await h.page();
    await page.goto(pageUrl(h, trip, 'en-US'));
    await waitForAnswer(page);
    const before = await responseOf(page);
    const transitOf = (b: Json): Json => (b.data.attributes.informationGroups as Json[]).flatMap((g) => g.groupings as Json[]).find((g) => g.transit === true)!;
    expect(transitOf(before).enforcement).toBe('MAY_BE_REQUIRED');
    // The answer depends on documents not told: the section unfolds.
    expect(await page.locator('#more-about-you').getAttribute('open')).not.toBeNull();
    await page.click('#add-held');
    await page.selectOption('#held-1-kind', 'VISA');
    await page.fill('#held-1-issuer', 'united states');
    await page.fill('#held-1-expiry', '01/31/2030');
    await page.fill('#expiry-IND', '06/30/2031');
    await page.fill('#vacc-YELLOW_FEVER', '03/01/2020');
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => ((document.querySelector('travel-requirements') as unknown as { response?: Json }).response?.data?.attributes?.traveller?.documents ?? []).length > 0);
    const after = await responseOf(page);
    const documents = [{ type: 'PASSPORT', issuer: 'IND', expiryDate: '2031-06-30' }, { type: 'VISA', issuer: 'USA', expiryDate: '2030-01-31' }];
    const expected = h.tr.trips(requestOf({ ...trip, documents: documents as ShortTrip['documents'], vaccinations: { YELLOW_FEVER: '2020-03-01' }, locale: 'en-US' }), { locale: 'en-US' });
    expect(after).toEqual(expected.body);
    expect(transitOf(after).enforcement).toBe('NOT_REQUIRED');
    expect(new URL(page.url()).searchParams.get('docs')).toBe('PASSPORT:IND:2031-06-30,VISA:USA:2030-01-31');
    expect(new URL(page.url()).searchParams.get('vacc')).toBe('YELLOW_FEVER:2020-03-01');
    // A shared link fills the fields again (in the link's language and date order).
    const shared = await h.page();
    await shared.goto(page.url().replace('lang=en-US', 'lang=fr-FR'));
    await waitForAnswer(shared);
    expect(await shared.inputValue('#held-1-issuer')).toBe('États-Unis');
    expect(await shared.inputValue('#held-1-expiry')).toBe('31/01/2030');
    expect(await shared.inputValue('#expiry-IND')).toBe('30/06/2031');
    await page.close();
    await shared.close();
  });

  it('shows the coverage statements, the source tiers and the nearest missions where a visa is needed', async () => {
    // Canada: a visa is needed. Its health topic is COVERED since the sixteenth health pass (healthfa), as the
    // United Kingdom's, the earlier example, is since the tenth (health7a): the entry checked for its text is
    // the first one not COVERED (NOT_COVERED or PARTIAL, both of which carry a text).
    const trip: ShortTrip = { passports: ['IND'], from: 'airport:DEL', via: [], to: 'airport:YYZ', depart: '2027-03-02' };
    const page = await h.page();
    await page.goto(pageUrl(h, trip, 'en-US'));
    await waitForAnswer(page);
    const body = await responseOf(page);
    const coverage = body.data.attributes.coverage as Json[];
    const entries = await page.evaluate(() => [...document.querySelector('travel-requirements')!.shadowRoot!.querySelectorAll('.coverage-entry, [part~="coverage-entry"]')]
      .map((e) => ({ topic: (e as HTMLElement).dataset.topic, status: (e as HTMLElement).dataset.status, text: e.textContent ?? '' })));
    expect(entries.map((e) => [e.topic, e.status])).toEqual(coverage.map((c) => [c.topic, c.status]));
    const notCovered = coverage.find((c) => c.status !== 'COVERED')!;
    expect(notCovered.text).toBeTruthy();
    expect(entries.find((e) => e.topic === notCovered.topic)!.text).toContain(notCovered.text);
    expect(entries.find((e) => e.topic === 'VISA')!.text).toContain("sources: destination's government");
    const tiers = await shadowText(page, '[part~="source-tier"]');
    expect(tiers.length).toBeGreaterThan(0);
    // LEVEL_3 with researched visa rules: "visa needed", not "or no information".
    expect(body.data.attributes.travelOpenness).toBe('LEVEL_3');
    expect((await shadowText(page, '[part~="openness-value"]'))[0]).toBe('Visa needed before you travel');
    // Canada's missions nearest Delhi, as GET /v2/places answers the answer's link.
    const mission = body.data.attributes.visaMissions[0] as Json;
    await page.waitForFunction(() => document.querySelector('travel-requirements')!.shadowRoot!.querySelector('[part~="mission"], [part~="mission-none"]') !== null);
    const shown = await page.evaluate(() => [...document.querySelector('travel-requirements')!.shadowRoot!.querySelectorAll('[part~="mission"]')]
      .map((li) => ({ id: (li as HTMLElement).dataset.id, website: (li.querySelector('a') as HTMLAnchorElement | null)?.href, text: li.textContent ?? '' })));
    const api = await fetch(`${h.base}${mission.href}&affiliateId=example-affiliate`, { headers: { "x-api-key": EXAMPLE_KEY } }).then((r) => r.json()) as Json;
    expect(shown.map((m) => m.id)).toEqual((api.data as Json[]).map((p) => p.id));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0]!.website).toBe(api.data[0].attributes.website);
    expect(shown[0]!.text).toContain(`${Math.round(api.data[0].meta.distanceKm)} km away`);
    expect(await shadowText(page, '[part~="mission-country-title"]')).toEqual([mission.title]);
    await page.evaluate(() => { for (const d of document.querySelector('travel-requirements')!.shadowRoot!.querySelectorAll('details')) (d as HTMLDetailsElement).open = true; });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('works with the keyboard alone: search a passport and a place, add it, submit', async () => {
    const page = await h.page();
    await page.goto(`${h.base}/?lang=en-US`);
    await page.focus('#passport');
    await page.keyboard.type('Japan');
    await page.keyboard.press('Enter');
    expect(await page.locator('#passport-chips li').getAttribute('data-code')).toBe('JPN');
    await page.keyboard.press('Tab'); // Add passport
    await page.keyboard.press('Tab'); // From
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('from');
    await page.keyboard.type('Haneda');
    const options = await page.evaluate(() => [...document.querySelectorAll('#from-options option')].map((o) => (o as HTMLOptionElement).value));
    expect(options.some((o) => o.includes('(HND)'))).toBe(true);
    await page.fill('#from', options.find((o) => o.includes('(HND)'))!);
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/01/2026'); // month first on the en-US page
    await page.fill('#to', 'France');
    await page.focus('#to');
    await page.keyboard.press('Enter'); // submits the form
    await waitForAnswer(page);
    const body = await responseOf(page);
    expect(body.data.attributes.travelNodes[0].airportCode).toBe('HND');
    expect(body.data.attributes.travelNodes[1].locationCode).toBe('FRA');
    // The remove button of a passport is reachable and named.
    expect(await page.locator('#passport-chips button').getAttribute('aria-label')).toBe('Remove Japan');
    await page.close();
  });

  it('works under its own Content-Security-Policy (a browser that enforces it)', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'travelreq-csp-'));
    const strict = await launchChromium(profile);
    try {
      const page = await strict.newPage();
      const problems: string[] = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
      page.on('pageerror', (e) => problems.push(e.message));
      const response = await page.goto(pageUrl(h, shortOf(examples[0]!.doc), 'en-US'));
      expect(response!.headers()['content-security-policy']).toContain("default-src 'self'");
      await waitForAnswer(page);
      await page.evaluate(() => new Promise((r) => setTimeout(r, 200)));
      expect(problems).toEqual([]);
      // The element's constructed stylesheet applies (bold headline) and the page's stylesheet too.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('travel-requirements')!.shadowRoot!.querySelector('[part~="headline"]')!).fontWeight)).toBe('600');
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('button.primary')!).color)).toBe('rgb(255, 255, 255)');
    } finally {
      await strict.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)('has no axe-core violations with an answer and with errors (%s), and no horizontal scrolling', async (_name, viewport) => {
    const page = await h.page(viewport);
    await page.goto(pageUrl(h, shortOf(examples.find((e) => e.file.startsWith('02'))!.doc), 'en-US'));
    await waitForAnswer(page);
    await page.evaluate(() => { for (const d of document.querySelector('travel-requirements')!.shadowRoot!.querySelectorAll('details')) (d as HTMLDetailsElement).open = true; });
    // The folded-away fields too, with a held document's row.
    await page.evaluate(() => { (document.getElementById('more-about-you') as HTMLDetailsElement).open = true; });
    await page.click('#add-held');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.goto(pageUrl(h, shortOf(examples.find((e) => e.file.startsWith('06'))!.doc), 'fr-FR'));
    await waitForAnswer(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('the <travel-requirements> element embedded in a host page', { timeout: TEST_MS }, () => {
  it('renders a response given as a property (element without data), and re-renders it in another locale', async () => {
    const page = await h.page();
    await page.goto(`${h.base}/embed-lite.html`);
    await page.waitForFunction(() => customElements.get('travel-requirements') !== undefined);
    const body = h.tr.trips(JSON.parse(readFileSync(new URL('02-ind-to-usa-via-gbr.json', EXAMPLES), 'utf8'))).body as Json;
    await page.evaluate((b) => { (document.getElementById('given') as unknown as { response: unknown }).response = b; }, body);
    const shown = await page.evaluate(() => {
      const root = document.getElementById('given')!.shadowRoot!;
      return { headline: root.querySelector('[part~="headline"]')?.textContent, groups: [...root.querySelectorAll('[part~="group-name"]')].map((e) => e.textContent) };
    });
    expect(shown.headline).toBe(body.data.attributes.headline);
    expect(shown.groups[0]).toContain(body.data.attributes.informationGroups[0].name);
    expect(shown.groups[0]).toContain('Required');
    // Branding: the host's custom property and ::part() reach inside the shadow root.
    const colors = await page.evaluate(() => {
      const root = document.getElementById('given')!.shadowRoot!;
      return { action: getComputedStyle(root.querySelector('[part~="action"]')!).backgroundColor, headline: getComputedStyle(root.querySelector('[part~="headline"]')!).color };
    });
    expect(colors).toEqual({ action: 'rgb(120, 20, 90)', headline: 'rgb(0, 80, 0)' });
    await page.evaluate(() => document.getElementById('given')!.setAttribute('locale', 'es-ES'));
    expect((await page.evaluate(() => document.getElementById('given')!.shadowRoot!.querySelector('[part~="headline-label"]')!.textContent))).toBe('Resumen');
    // An error document given as a property: each detail with the field its pointer names.
    const errors = h.tr.trips(JSON.parse(readFileSync(new URL('06-invalid-country-to-own-airport.json', EXAMPLES), 'utf8'))).body as Json;
    await page.evaluate((b) => { (document.getElementById('given') as unknown as { response: unknown }).response = b; }, errors);
    const items = await page.evaluate(() => [...document.getElementById('given')!.shadowRoot!.querySelectorAll('[part~="error"]')].map((li) => ({ pointer: (li as HTMLElement).dataset.pointer, text: li.textContent })));
    expect(items).toEqual([{ pointer: '/data/attributes/travelNodes/1/airportCode', text: expect.stringContaining(errors.errors[0].detail) }]);
    expect(await page.evaluate(() => document.getElementById('given')!.getAttribute('aria-label'))).toBe('Requisitos de viaje');
    expect(await axeViolations(page)).toEqual([]);
    // null clears it.
    await page.evaluate(() => { (document.getElementById('given') as unknown as { response: unknown }).response = null; });
    expect(await page.evaluate(() => document.getElementById('given')!.shadowRoot!.querySelector('.empty')?.textContent)).toBe('Describa un viaje para ver sus requisitos.');
    // An engine that throws (a broken data set): a message, not an uncaught error.
    // (A string: vitest rewrites import() inside functions it compiles.)
    await page.evaluate(`import('/travel-requirements.js').then((m) => {
      m.configure({ texts: m.WEB_TEXTS, engine: () => { throw new Error('no ruleset'); } });
      document.getElementById('given').setAttribute('passports', 'USA');
      document.getElementById('given').setAttribute('to', 'GBR');
    })`);
    await page.waitForFunction(() => document.getElementById('given')!.shadowRoot!.querySelector('.local-error') !== null);
    expect(await page.evaluate(() => document.getElementById('given')!.shadowRoot!.querySelector('.local-error')!.textContent)).toBe('No se ha podido calcular la respuesta: no ruleset');
    await page.close();
  });

  it('tells "visa needed" from "no information" in the openness badge', async () => {
    const page = await h.page();
    await page.goto(`${h.base}/embed-lite.html`);
    await page.waitForFunction(() => customElements.get('travel-requirements') !== undefined);
    const body = h.tr.trips(requestOf({ passports: ['IND'], from: 'airport:DEL', via: [], to: 'airport:LHR', depart: '2027-03-02' })).body as Json;
    expect(body.data.attributes.travelOpenness).toBe('LEVEL_3');
    const badge = async (b: Json): Promise<string | null | undefined> => page.evaluate((doc) => {
      (document.getElementById('given') as unknown as { response: unknown }).response = doc;
      return document.getElementById('given')!.shadowRoot!.querySelector('[part~="openness-value"]')?.textContent;
    }, b);
    expect(await badge(body)).toBe('Visa needed before you travel');
    // The same answer had the destination's visa rules not been researched.
    const unknown = structuredClone(body);
    for (const c of unknown.data.attributes.coverage as Json[]) if (c.topic === 'VISA') Object.assign(c, { status: 'NOT_COVERED', text: 'x' });
    expect(await badge(unknown)).toBe('No information on the visa for this destination');
    await page.close();
  });

  it('asks a configured POST /v3/trips endpoint and shows what the library answers', async () => {
    const page = await h.page();
    const requests: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/v3/trips')) requests.push(r.method()); });
    await page.goto(`${h.base}/embed-endpoint.html`);
    await waitForAnswer(page, '#remote');
    const body = await page.evaluate(() => (document.getElementById('remote') as unknown as { response: unknown }).response);
    const request = requestOf({ passports: ['IND'], from: 'airport:DEL', via: [{ place: 'airport:LHR' }], to: 'airport:JFK', depart: '2027-03-02', locale: 'de-DE' });
    expect(requests).toEqual(['POST']);
    expect(body).toEqual(h.tr.trips(request).body);
    expect((body as Json).meta.locale).toBe('de-DE');
    // A wrong key: the service's 403 error document is shown, not a crash.
    await page.evaluate(() => document.getElementById('remote')!.setAttribute('api-key', 'wrong-key'));
    await page.waitForFunction(() => (document.getElementById('remote') as unknown as { status?: number }).status === 403);
    expect(await page.evaluate(() => document.getElementById('remote')!.shadowRoot!.querySelector('[part~="error-field"]')!.textContent)).toContain('x-api-key');
    // An unreachable endpoint: a message, still no stack trace.
    await page.evaluate(() => document.getElementById('remote')!.setAttribute('endpoint', 'http://127.0.0.1:9/v3/trips'));
    await page.waitForFunction(() => document.getElementById('remote')!.shadowRoot!.querySelector('.local-error') !== null);
    expect(await page.evaluate(() => document.getElementById('remote')!.shadowRoot!.querySelector('.local-error')!.textContent)).toContain('http://127.0.0.1:9/v3/trips');
    await page.close();
  });

  it('answers short attributes in the page with the bundled data, upcoming items marked', async () => {
    const page = await h.page();
    await page.goto(`${h.base}/embed-bundled.html`);
    await waitForAnswer(page, '#local');
    const body = await page.evaluate(() => (document.getElementById('local') as unknown as { response: unknown }).response) as Json;
    expect(body).toEqual(h.tr.trips(requestOf({ passports: ['USA'], from: 'airport:JFK', via: [], to: 'airport:LHR', depart: '2025-01-07' })).body);
    const upcoming = await page.evaluate(() => {
      const root = document.getElementById('local')!.shadowRoot!;
      const g = root.querySelector('.group.upcoming');
      return { badge: g?.querySelector('.badge.upcoming')?.textContent, dates: [...(g?.querySelectorAll('[part~="record-dates"]') ?? [])].map((e) => e.textContent) };
    });
    expect(upcoming.badge).toBe('Upcoming');
    expect(upcoming.dates[0]).toMatch(/^Starts on /);
    // A trip attribute that is not JSON: a message naming it.
    await page.evaluate(() => document.getElementById('local')!.setAttribute('trip', '{nope'));
    await page.waitForFunction(() => document.getElementById('local')!.shadowRoot!.querySelector('.local-error') !== null);
    expect(await page.evaluate(() => document.getElementById('local')!.shadowRoot!.querySelector('.local-error')!.textContent)).toMatch(/^The trip attribute is not valid JSON/);
    await page.close();
  });

  it('had no script or console errors on any page', () => {
    // The endpoint test's wrong key (403) and unreachable port log failed requests; nothing else may.
    expect(h.errors.filter((e) => !(e.includes('/embed-endpoint.html') && /Failed to load resource|ERR_CONNECTION_REFUSED/.test(e)))).toEqual([]);
  });
});
