// Without a browser: the short trip form, the web texts, the static route (src/http/web.ts), the
// build's output, `travelreq serve --web/--no-web`, and the failure when Chromium is missing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb, sizeTable, type WebBuild } from '../../scripts/build-web.js';
import { notBuiltPage, serveWebFiles, WEB_FILE, webRoutes, type WebFiles } from '../../src/http/web.js';
import { createTravelRequirements } from '../../src/node/create.js';
import { fieldLabel, labelled } from '../../src/web/render.js';
import { createWebI18n, formatDate } from '../../src/web/texts.js';
import { placeCode, placeText, requestOf, shortTripFrom, tripParams } from '../../src/web/trip.js';
import { WEB_TEXTS } from '../../src/web/web-texts.js';
import { chromiumExecutable, serve } from './browser.js';
import { CHILD_MS, TEST_MS } from '../timeouts.js';

const ROOT = new URL('../../', import.meta.url).pathname;

describe('short trips (element attributes and page URL)', () => {
  it('reads places as the rule tests write them: airport:LHR, GBR, FR-IDF', () => {
    expect(placeCode('airport:lhr')).toEqual({ airportCode: 'LHR' });
    expect(placeCode('gbr')).toEqual({ locationCode: 'GBR' });
    expect(placeCode('FR-IDF')).toEqual({ locationCode: 'FR-IDF' });
    expect(placeCode('Nowhere')).toEqual({ locationCode: 'Nowhere' }); // sent as typed: the service names the problem
    expect(placeText(placeCode('airport:CAN'))).toBe('airport:CAN');
    expect(placeText(placeCode('CAN'))).toBe('CAN');
  });

  it('builds the request document, round-trips through URL parameters, and leaves missing dates to the service', () => {
    const trip = shortTripFrom((n) => ({ passports: 'ind, irl', from: 'airport:DUB', via: 'airport:DXB@2027-04-10', to: 'airport:NRT', depart: '2027-04-10', arrive: '2027-04-11' } as Record<string, string>)[n]);
    expect(trip).toBeDefined();
    expect(requestOf(trip!)).toEqual({ data: { type: 'TRIP', attributes: { traveller: { passports: ['IND', 'IRL'] }, travelNodes: [
      { type: 'ORIGIN', airportCode: 'DUB', departure: { date: '2027-04-10' } },
      { type: 'TRANSIT', airportCode: 'DXB', arrival: { date: '2027-04-10' }, departure: { date: '2027-04-10' } },
      { type: 'DESTINATION', airportCode: 'NRT', arrival: { date: '2027-04-11' } },
    ] } } });
    const params = new URLSearchParams(tripParams(trip!));
    expect(shortTripFrom((n) => params.get(n))).toEqual(trip);
    expect(shortTripFrom(() => null)).toBeUndefined();
    const undated = requestOf({ passports: ['USA'], from: 'airport:JFK', via: [], to: 'airport:LHR' });
    const answer = createTravelRequirements().trips(undated);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: { source: { pointer: string } }[] }).errors.map((e) => e.source.pointer)).toContain('/data/attributes/travelNodes/0/departure');
  });
});

describe('web texts', () => {
  const i18n = createWebI18n(WEB_TEXTS);

  it('ships web.json in every locale, and falls back as the library does', () => {
    expect(i18n.locales).toEqual(['de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR']);
    expect(i18n.resolve('en-AU')).toBe('en-US');
    expect(i18n.resolve('fr-CA')).toBe('fr-FR');
    expect(i18n.resolve('fr')).toBe('fr-FR');
    expect(i18n.resolve('nonsense')).toBe('en-US');
    expect(i18n.t('de-DE')('element.enforcement.MANDATORY')).toBe('Erforderlich');
    expect(formatDate('2026-11-23', 'en-GB')).toBe('23 November 2026');
    expect(formatDate('2026-11-23', 'de-DE')).toBe('23. November 2026');
    expect(formatDate('not a date', 'en-US')).toBe('not a date');
  });

  it('every text key the code names exists in en-US (no string in the code)', () => {
    const en = WEB_TEXTS['en-US']!;
    const has = (key: string): boolean => key.split('.').reduce<unknown>((cur, k) => (cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[k] : undefined), en) !== undefined;
    const dir = join(ROOT, 'src/web');
    const keys = new Set<string>();
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/['"`]((?:page|element)\.[A-Za-z.]+[A-Za-z])['"`]/g)) keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((k) => !has(k))).toEqual([]);
    for (const level of ['LEVEL_1', 'LEVEL_2', 'LEVEL_3', 'LEVEL_4']) expect(has(`element.openness.${level}`)).toBe(true);
    for (const e of ['MANDATORY', 'MAY_BE_REQUIRED', 'UNKNOWN', 'RECOMMENDED', 'OPTIONAL', 'NOT_REQUIRED']) expect(has(`element.enforcement.${e}`)).toBe(true);
    // Keys built from response values: every value the schemas allow has its text.
    expect(has('element.openness.LEVEL_3_UNKNOWN')).toBe(true);
    for (const x of ['VISA', 'TRANSIT', 'HEALTH', 'PASSPORT_VALIDITY', 'ARRIVAL_FORMS', 'FEES']) expect(has(`element.coverage.topics.${x}`), x).toBe(true);
    for (const x of ['COVERED', 'PARTIAL', 'NOT_COVERED']) expect(has(`element.coverage.status.${x}`), x).toBe(true);
    for (const x of ['DESTINATION_GOVERNMENT', 'OTHER_OFFICIAL', 'DATASET', 'REPORTED']) expect(has(`element.tiers.${x}`), x).toBe(true);
    for (const x of ['VISA', 'RESIDENCE_PERMIT']) expect(has(`page.held.${x}`), x).toBe(true);
    for (const x of ['YELLOW_FEVER', 'POLIO']) expect(has(`page.vacc.${x}`), x).toBe(true);
  });

  it('puts a label before its value with the locale\'s own punctuation (French: a no-break space before the colon)', () => {
    const request = requestOf({ passports: ['IND'], from: 'airport:DEL', via: [], to: 'airport:JFK', depart: '2027-03-02' });
    const fr = i18n.t('fr-FR');
    expect(labelled({ t: fr }, fieldLabel(fr, '/data/attributes/travelNodes/1/airportCode', request)!)).toBe('Destination, aéroport\u00a0: ');
    expect(labelled({ t: i18n.t('en-US') }, 'Destination')).toBe('Destination: ');
    expect(labelled({ t: i18n.t('en-GB') }, 'Destination')).toBe('Destination: '); // inherited from en-US
    expect(labelled({ t: i18n.t('de-DE') }, 'Ziel')).toBe('Ziel: ');
    // No colon left in the element's code: every label goes through element.labelled.
    expect(readFileSync(join(ROOT, 'src/web/render.ts'), 'utf8')).not.toMatch(/\}: `/);
  });

  it('names the field of each request pointer', () => {
    const t = i18n.t('en-US');
    const request = requestOf({ passports: ['IND'], from: 'airport:DEL', via: [{ place: 'airport:LHR' }], to: 'airport:JFK', depart: '2027-03-02' });
    expect(fieldLabel(t, '/data/attributes/travelNodes/2/airportCode', request)).toBe('Destination, airport');
    expect(fieldLabel(t, '/data/attributes/travelNodes/1/arrival/date', request)).toBe('Transit 1, arrival date');
    expect(fieldLabel(t, '/data/attributes/travelNodes/0/departure', request)).toBe('Origin, departure date');
    expect(fieldLabel(t, '/data/attributes/traveller/passports/0', request)).toBe('Passport 1');
    expect(fieldLabel(i18n.t('fr-FR'), '/data/attributes/traveller/passports', request)).toBe('Passeports');
    expect(fieldLabel(t, '', request)).toBeUndefined();
    expect(fieldLabel(t, '/meta', request)).toBeUndefined();
  });
});

describe('the static route and the build', () => {
  let build: WebBuild;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'travelreq-static-'));
    build = await buildWeb(join(dir, 'web'));
  }, TEST_MS);
  afterAll(() => {
    serveWebFiles(undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  /** The built files as the app sees them (travelreq serve reads them from disk: tested through the server below). */
  const files = (d: string): WebFiles => ({
    read: (name) => {
      try {
        const body = new Uint8Array(readFileSync(join(d, name)));
        try {
          return { body, gzip: new Uint8Array(readFileSync(join(d, `${name}.gz`))) };
        } catch {
          return { body };
        }
      } catch {
        return undefined;
      }
    },
    built: () => readdirSync(d).includes('index.html'),
    where: d,
  });

  const app = (): Hono => {
    const a = new Hono();
    a.get('/openapi.json', (c) => c.json({ openapi: true }));
    a.route('/', webRoutes());
    a.notFound((c) => c.json({ errors: [{ status: '404' }] }, 404));
    return a;
  };

  it('writes the page, its data in parts and both element bundles, with gzip copies and sizes', () => {
    const names = build.files.map((f) => f.name);
    const partNames = names.filter((n) => /^page-rules-[A-Z]{3}\.js$/.test(n));
    expect(names.filter((n) => !partNames.includes(n))).toEqual(['index.html', 'page.css', 'page.js', 'page-ruleset.js', 'page-reference.js', 'page-missions.js', 'page-cities.js',
      'page-locale-de-DE.js', 'page-locale-en-GB.js', 'page-locale-en-US.js', 'page-locale-es-ES.js', 'page-locale-fr-FR.js', 'travel-requirements.js', 'travel-requirements.bundled.js']);
    // One part per territory the ruleset has rules or coverage statements for (src/web/ruleset-parts.ts).
    expect(partNames).toContain('page-rules-USA.js');
    expect(partNames).toContain('page-rules-IND.js');
    expect(partNames.length).toBeGreaterThan(150);
    for (const f of build.files) {
      const raw = readFileSync(join(build.dir, f.name));
      expect(raw.length).toBe(f.bytes);
      expect(gunzipSync(readFileSync(join(build.dir, `${f.name}.gz`))).equals(raw)).toBe(true);
    }
    const size = (name: string): number => build.files.find((f) => f.name === name)!.bytes;
    expect(size('travel-requirements.js')).toBeLessThan(200 * 1024); // no data inside
    expect(size('travel-requirements.bundled.js')).toBeGreaterThan(1024 * 1024); // the data inside
    // page.js is code: the data comes in parts (src/web/page-data.ts), each a JSON.parse module.
    expect(size('page.js')).toBeLessThan(1024 * 1024);
    // The ruleset is not loaded whole: page-ruleset.js is its index (manifest, territories, airports'
    // territories), each territory's rules a part of at most a few dozen KiB.
    expect(size('page-ruleset.js')).toBeLessThan(100 * 1024);
    for (const name of partNames) expect(size(name)).toBeLessThan(200 * 1024);
    const index = JSON.parse(JSON.parse(readFileSync(join(build.dir, 'page-ruleset.js'), 'utf8').slice('export default JSON.parse('.length, -3)) as string) as { territories: string[] };
    expect(index.territories.map((t) => `page-rules-${t}.js`)).toEqual(partNames);
    for (const name of ['page-ruleset.js', 'page-reference.js', 'page-locale-fr-FR.js', 'page-rules-USA.js']) expect(readFileSync(join(build.dir, name), 'utf8')).toMatch(/^export default JSON\.parse\("/);
    // Every file the page loads is one the server serves (one path segment, .js).
    for (const f of build.files) expect(f.name).toMatch(WEB_FILE);
    expect(sizeTable(build)).toContain('travel-requirements.bundled.js');
    expect(sizeTable(build)).toMatch(/page-rules-\*\.js \(\d+\)/);
    const html = readFileSync(join(build.dir, 'index.html'), 'utf8');
    expect(html).toContain('<title>Travel requirements for your trip</title>');
    expect(html).not.toContain('{{');
    // Browser code only: nothing of Node's in the bundles.
    for (const name of ['page.js', 'travel-requirements.js', 'travel-requirements.bundled.js']) expect(readFileSync(join(build.dir, name), 'utf8')).not.toMatch(/["']node:/);
  });

  it('serves / and the built files (gzip when accepted, HEAD, CSP), and leaves other paths to the API', async () => {
    serveWebFiles(files(build.dir));
    const a = app();
    const index = await a.request('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await index.text()).toBe(readFileSync(join(build.dir, 'index.html'), 'utf8'));
    const gz = await a.request('/page.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(Number(gz.headers.get('content-length'))).toBe(build.files.find((f) => f.name === 'page.js')!.gzip);
    const plain = await a.request('/page.css', { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(readFileSync(join(build.dir, 'page.css'), 'utf8'));
    const head = await a.request('/travel-requirements.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    // A reload revalidates: the ETag (one per representation: gzip and plain differ) gets a 304 without the bytes.
    const gzTag = gz.headers.get('etag')!;
    const plainJs = await a.request('/page.js');
    const plainTag = plainJs.headers.get('etag')!;
    expect(gzTag).toMatch(/^"[0-9a-f]{32}-gz"$/);
    expect(plainTag).toBe(gzTag.replace('-gz', ''));
    expect(plainTag).not.toBe((await a.request('/page.css')).headers.get('etag'));
    const again = await a.request('/page.js', { headers: { 'accept-encoding': 'gzip', 'if-none-match': `"other", W/${gzTag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(gzTag);
    expect(await again.text()).toBe('');
    expect((await a.request('/page.js', { headers: { 'if-none-match': gzTag } })).status).toBe(200); // the plain file's tag differs
    expect((await a.request('/page.js', { headers: { 'accept-encoding': 'gzip', 'if-none-match': '"0123"' } })).status).toBe(200);
    expect((await a.request('/missing.js')).status).toBe(404);
    expect((await a.request('/index.html.gz')).status).toBe(404);
    expect((await a.request('/..%2Fpackage.json')).status).toBe(404);
    expect(await (await a.request('/openapi.json')).json()).toEqual({ openapi: true });
  });

  it('says how to build when nothing is built, and stays out of the way without a source', async () => {
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    serveWebFiles(files(empty));
    const r = await app().request('/');
    expect(r.status).toBe(503);
    const text = await r.text();
    expect(text).toContain('npm run build:web');
    expect(text).toBe(notBuiltPage(empty));
    expect((await app().request('/page.js')).status).toBe(404);
    serveWebFiles(undefined);
    expect((await app().request('/')).status).toBe(404);
  });

  it('travelreq serve serves the page at / next to the API, and --no-web turns it off', async () => {
    const on = await serve(build.dir);
    try {
      const r = await fetch(`${on.url}/`);
      expect(r.status).toBe(200);
      expect(await r.text()).toContain('<script type="module" src="page.js"></script>');
      expect((await fetch(`${on.url}/health`)).status).toBe(200);
      const js = await fetch(`${on.url}/travel-requirements.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(js.headers.get('content-encoding')).toBe('gzip'); // the build's .gz copy (fetch unzips it)
      expect(await js.text()).toBe(readFileSync(join(build.dir, 'travel-requirements.js'), 'utf8'));
      const missing = await fetch(`${on.url}/nothing.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toContain('application/vnd.api+json');
      expect(on.stderr()).toContain(`web: the traveller page at / from ${build.dir}`);
    } finally {
      await on.close();
    }
    const off = await serve(null, ['--no-web']);
    try {
      const r = await fetch(`${off.url}/`);
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toContain('application/vnd.api+json');
    } finally {
      await off.close();
    }
  }, TEST_MS);

  it('travelreq serve without a build answers / with the build instruction, then serves a build made meanwhile', async () => {
    const later = join(dir, 'later');
    const s = await serve(later);
    try {
      const r = await fetch(`${s.url}/`);
      expect(r.status).toBe(503);
      expect(await r.text()).toContain('npm run build:web');
      expect(s.stderr()).toContain('npm run build:web');
      mkdirSync(later);
      writeFileSync(join(later, 'index.html'), '<!doctype html><title>x</title>');
      writeFileSync(join(later, 'page.js'), 'export {};');
      expect(await (await fetch(`${s.url}/`)).text()).toBe('<!doctype html><title>x</title>');
      const js = await fetch(`${s.url}/page.js`);
      expect(js.headers.get('content-encoding')).toBeNull(); // no .gz written: the plain file
      expect(await js.text()).toBe('export {};');
    } finally {
      await s.close();
    }
  }, TEST_MS);
});

describe('browser tests without Chromium', () => {
  it('fail with the install command rather than skip', () => {
    expect(() => chromiumExecutable('/nonexistent/chromium')).toThrow(/apt-get install -y chromium/);
  });

  it('.ci/run installs Chromium before the README test command', () => {
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    expect(ci).toMatch(/command -v chromium >\/dev\/null \|\| missing\+=\(chromium\)\n/);
    expect(ci).toMatch(/apt-get update && apt-get install -y "\$\{missing\[@\]\}"; fi\nnpm ci\nnpm test\n$/);
  });

  it('the CLI refuses --web with --no-web as a usage error (exit 2)', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--keys', 'examples/keys.json', '--web', 'x', '--no-web'], { cwd: ROOT, encoding: 'utf8', timeout: CHILD_MS });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--web and --no-web exclude each other');
  }, TEST_MS);
});
