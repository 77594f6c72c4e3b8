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

  it('shows each error of the error document next to the field it names', async () => {
    const page = await h.page();
    await page.goto(`${h.base}/?lang=fr-FR`);
    await page.fill('#passport', 'Inde');
    await page.press('#passport', 'Enter');
    await page.fill('#from', 'airport:CDG');
    await page.fill('#depart', '2027-05-02');
    await page.fill('#to', 'Nowhere-land');
    await page.click('button[type="submit"]');
    await waitForAnswer(page);
    const body = await responseOf(page);
    expect(body.errors.length).toBeGreaterThan(0);
    const error = (body.errors as Json[]).find((e) => e.source?.pointer?.startsWith('/data/attributes/travelNodes/1'))!;
    expect(error).toBeDefined();
    expect(await page.locator('#to-error').textContent()).toContain(error.detail);
    expect(await page.locator('#to-error').isVisible()).toBe(true);
    expect(await page.locator('#to').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#from-error').isVisible()).toBe(false);
    expect(await page.locator('#to').getAttribute('aria-describedby')).toContain('to-error');
    // The element names the field too, in the page's language.
    const fields = await shadowText(page, '[part~="error-field"]');
    expect(fields.some((f) => f.startsWith('Destination'))).toBe(true);
    // A missing departure date lands next to the date field.
    await page.fill('#to', 'airport:JFK');
    await page.fill('#depart', '');
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => !(document.getElementById('depart-error') as HTMLElement).hidden);
    const second = await responseOf(page);
    const dateError = (second.errors as Json[]).find((e) => e.source?.pointer?.startsWith('/data/attributes/travelNodes/0'))!;
    expect(await page.locator('#depart-error').textContent()).toContain(dateError.detail);
    expect(await page.locator('#to-error').isVisible()).toBe(false);
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
    await page.keyboard.type('12012026'); // the date input in mm/dd/yyyy order (en-US)
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
