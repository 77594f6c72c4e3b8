// Screenshots of the traveller page (npm run screenshots): builds the page, serves it with
// `travelreq serve --web DIR`, opens it in Debian's headless Chromium (playwright-core) and writes
// docs/screenshots/<page>-<desktop|phone>-<locale>.png: desktop 1280x800 and phone 390x844, full
// page, in en-US and fr-FR. Also exports the browser and server helpers the browser tests use.
// Usage: tsx scripts/screenshots.ts [OUT_DIR]   (default: docs/screenshots)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { buildWeb } from './build-web.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';
export const INSTALL_HINT = 'apt-get install -y chromium';

/** Debian's Chromium, or an error that names the install command (browser tests must fail, not skip). */
export function chromiumExecutable(path: string = CHROMIUM): string {
  if (!existsSync(path)) {
    throw new Error(`Chromium is not installed at ${path}: the browser tests and screenshots need Debian's package. Install it with \`${INSTALL_HINT}\` (as root; .ci/run does this on a fresh machine).`);
  }
  return path;
}

/** Flags for a machine without network: without them Chromium waits on connections it cannot make. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

/** Chromium with a fresh profile in `profileDir`. */
export function launchChromium(profileDir: string, options: { bypassCSP?: boolean } = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumExecutable(), headless: true, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 800 }, timeout: 60_000,
    ...(options.bypassCSP ? { bypassCSP: true } : {}),
  });
}

export interface Served {
  url: string;
  child: ChildProcess;
  stderr(): string;
  close(): Promise<void>;
}

/** `travelreq serve --web DIR` (no --web with null) on a free port of 127.0.0.1; resolves with its URL once it listens. */
export function serve(webDir: string | null, extra: string[] = []): Promise<Served> {
  const web = webDir === null ? [] : ['--web', webDir];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--keys', 'examples/keys.json', '--port', '0', '--host', '127.0.0.1', ...web, ...extra],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => { err += d.toString(); });
  const close = (): Promise<void> => new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => { void close(); fail(new Error(`travelreq serve did not start in 60 s: ${err}`)); }, 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.includes('"listening"'));
      if (line) {
        clearTimeout(timer);
        ok({ url: (JSON.parse(line) as { url: string }).url.replace(/\/$/, ''), child, stderr: () => err, close });
      }
    });
    child.once('exit', (code) => { clearTimeout(timer); fail(new Error(`travelreq serve exited with ${code}: ${err}`)); });
  });
}

/** The shots: a page name, the query of the trip it shows. */
export const SHOTS: ReadonlyArray<{ page: string; query: string }> = [
  // examples/trips/02: Delhi to New York with an airside transit at Heathrow.
  { page: 'trip', query: 'passports=IND&from=airport:DEL&via=airport:LHR@2027-03-02&to=airport:JFK&depart=2027-03-02' },
  // Delhi to London: a visa from a mission, the UK's missions nearest Delhi, a passport expiry and a US visa held.
  { page: 'visa', query: 'passports=IND&from=airport:DEL&to=airport:LHR&depart=2027-03-02&docs=PASSPORT:IND:2031-06-30,VISA:USA:2030-01-31' },
];
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
export const SHOT_LOCALES = ['en-US', 'fr-FR'] as const;

export async function screenshots(outDir: string): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), 'travelreq-shots-'));
  const written: string[] = [];
  const build = await buildWeb(join(work, 'web'));
  const server = await serve(build.dir);
  const context = await launchChromium(join(work, 'profile'));
  try {
    mkdirSync(outDir, { recursive: true });
    for (const shot of SHOTS) {
      for (const locale of SHOT_LOCALES) {
        for (const [name, viewport] of Object.entries(VIEWPORTS)) {
          const page = await context.newPage();
          await page.setViewportSize(viewport);
          await page.goto(`${server.url}/?lang=${locale}&${shot.query}`);
          await page.waitForFunction(() => !!document.querySelector('travel-requirements')?.shadowRoot?.querySelector('.answer, .errors'), undefined, { timeout: 60_000 });
          // Missions load after the answer; the coverage statements are shown open.
          await page.waitForFunction(() => !document.querySelector('travel-requirements')?.shadowRoot?.querySelector('[aria-busy="true"]'), undefined, { timeout: 60_000 });
          await page.evaluate(() => { for (const d of document.querySelector('travel-requirements')?.shadowRoot?.querySelectorAll('details[part~="coverage"]') ?? []) (d as HTMLDetailsElement).open = true; });
          const overflow = await page.evaluate(() => ({
            px: document.documentElement.scrollWidth - window.innerWidth,
            wide: [...document.querySelectorAll('body *'), ...(document.querySelector('travel-requirements')?.shadowRoot?.querySelectorAll('*') ?? [])].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
              .slice(0, 5).map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.getAttribute('part') ? `[part=${e.getAttribute('part')}]` : ''}`),
          }));
          if (overflow.px > 0) throw new Error(`${shot.page} ${name} ${locale}: the page is ${overflow.px} px wider than the viewport (${overflow.wide.join(', ')})`);
          const file = join(outDir, `${shot.page}-${name}-${locale}.png`);
          await page.screenshot({ path: file, fullPage: true });
          written.push(file);
          await page.close();
        }
      }
    }
  } finally {
    await context.close().catch(() => undefined);
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
    process.stderr.write('usage: tsx scripts/screenshots.ts [OUT_DIR]   (default: docs/screenshots)\n');
    process.exit(2);
  }
  screenshots(resolve(args[0] ?? join(ROOT, 'docs/screenshots'))).then((files) => {
    process.stdout.write(`screenshots:\n${files.map((f) => `  ${f}`).join('\n')}\n`);
  }, (cause: unknown) => {
    process.stderr.write(`screenshots: ${cause instanceof Error ? cause.message : String(cause)}\n`);
    process.exit(1);
  });
}
