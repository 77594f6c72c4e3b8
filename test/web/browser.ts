// Browser-test harness: builds the page and the element (scripts/build-web.ts, into a temporary
// directory), serves them with the API on 127.0.0.1 (`travelreq serve --web DIR`, as a user runs it), and
// drives Debian's Chromium through playwright-core. No browser download: Chromium comes from
// `apt-get install -y chromium`; without it the tests fail and say so.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { buildWeb, type WebBuild } from '../../scripts/build-web.js';
import { chromiumExecutable, launchChromium, serve } from '../../scripts/screenshots.js';
import { createTravelRequirements } from '../../src/node/create.js';
import type { TravelRequirements } from '../../src/service.js';
import { CHILD_MS } from '../timeouts.js';

export { chromiumExecutable, CHROMIUM_ARGS, INSTALL_HINT, serve } from '../../scripts/screenshots.js';

export const EXAMPLE_KEY = 'example-key-0000000000000001';

export interface WebHarness {
  build: WebBuild;
  base: string;
  context: BrowserContext;
  tr: TravelRequirements;
  /** Script errors and console errors of every page so far. */
  errors: string[];
  page(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/** Builds, serves and launches; `extraFiles` are written into the built directory (host pages for embedding tests). */
export async function startHarness(extraFiles: Record<string, string> = {}): Promise<WebHarness> {
  chromiumExecutable(); // fails first, naming the install command, when Chromium is missing
  const dir = mkdtempSync(join(tmpdir(), 'travelreq-web-'));
  const build = await buildWeb(join(dir, 'web'));
  for (const [name, text] of Object.entries(extraFiles)) writeFileSync(join(build.dir, name), text);
  const tr = createTravelRequirements();
  const server = await serve(build.dir);
  // bypassCSP: axe-core is injected as an inline script, which the page's CSP (script-src 'self') refuses.
  const context = await launchChromium(join(dir, 'profile'), { bypassCSP: true }).catch(async (cause: unknown) => {
    await server.close();
    throw cause;
  });
  context.setDefaultTimeout(90_000);
  const pages: Page[] = [];
  const errors: string[] = [];
  return {
    build, base: server.url.replace(/\/$/, ''), context, tr, errors,
    async page(viewport) {
      const p = await context.newPage();
      if (viewport) await p.setViewportSize(viewport);
      p.on('pageerror', (e) => errors.push(`${p.url()}: ${e.message}`));
      p.on('console', (m) => { if (m.type() === 'error') errors.push(`${p.url()}: console: ${m.text()}`); });
      pages.push(p);
      return p;
    },
    async close() {
      await context.close().catch(() => undefined);
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until the page's <travel-requirements> shows an answer (response or error document). */
export async function waitForAnswer(page: Page, selector = 'travel-requirements'): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel) as (HTMLElement & { response?: unknown }) | null;
    const root = el?.shadowRoot;
    return !!el?.response && !!root?.querySelector('.answer, .errors');
  }, selector, { timeout: CHILD_MS });
}

/** All visible text of the page, shadow roots included, one string per text node (trimmed, non-empty). */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        if (text && parent && parent.closest('script, style, datalist, noscript') === null && parent.getClientRects().length > 0) out.push(text);
        return;
      }
      if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
      for (const child of node.childNodes) walk(child);
    };
    walk(document.body);
    for (const e of document.querySelectorAll('[aria-label]')) out.push(e.getAttribute('aria-label')!);
    out.push(document.title);
    return out;
  });
}

/** axe-core, injected into the page, over the whole document (shadow DOM included). */
export async function axeViolations(page: Page): Promise<{ id: string; impact: string | null; nodes: number; help: string }[]> {
  const source = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
  await page.addScriptTag({ content: source });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: unknown[]; help: string }[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help }));
  });
}
