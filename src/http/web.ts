// The traveller page and the element's files (built by `npm run build:web`) on the HTTP app:
// GET / (index.html) and GET /<file>.(js|css|html). Pure like the app: where the files come from is
// handed in (serveWebFiles; `travelreq serve` hands in dist/web). Without a source these routes
// fall through to the API's 404; with a source but no build, / answers an HTML page saying what the
// operator can do (build it in a checkout; an installed package cannot build, so it says otherwise).
import { Hono, type Context, type Next } from 'hono';

/** One built file: its bytes and, when the build wrote one, a gzip copy. */
export interface WebFileContent {
  body: Uint8Array;
  gzip?: Uint8Array;
}

/** Reads a built file by name (`index.html`, `page.js`); undefined when it does not exist. `built` says whether a build is there at all. */
export interface WebFiles {
  read(name: string): WebFileContent | undefined | Promise<WebFileContent | undefined>;
  built(): boolean | Promise<boolean>;
  /** Where the files are, for the "not built" page (e.g. dist/web). */
  where: string;
  /**
   * What the operator can do about it, for the "not built" page (plain text, `code` in backticks). Default: the build
   * command of a checkout; an installed package, which cannot build, hands in its own advice.
   */
  remedy?: string;
}

/** The advice in a checkout (where scripts/build-web.ts and esbuild are). */
export const BUILD_REMEDY = 'Run `npm run build:web` (or `npm run build`) in the package directory, then reload this page (no restart needed).';

let files: WebFiles | undefined;

/** Sets (or, with undefined, removes) the built web files the app serves at /. */
export function serveWebFiles(source: WebFiles | undefined): void {
  files = source;
}

const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** File names the routes serve: one path segment, a known extension. */
export const WEB_FILE = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(html|js|css)$/;

// The page loads only its own files; answers are worked out in the page (no connect-src needed
// beyond the origin, which an endpoint-mode embed on the same server uses).
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'";

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

// Validators: a reload revalidates each file (cache-control no-cache) and gets 304 without its bytes.
// A strong tag per representation: the gzip copy's tag differs from the plain file's. Computed once per
// file content (WebFiles hands back the same object until the file changes) with Web Crypto, which
// every runtime the app runs on has.
const tags = new WeakMap<WebFileContent, Promise<string>>();

function tagOf(file: WebFileContent): Promise<string> {
  let tag = tags.get(file);
  if (!tag) {
    tag = crypto.subtle.digest('SHA-256', file.body as Uint8Array<ArrayBuffer>).then((d) => Array.from(new Uint8Array(d).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join(''));
    tags.set(file, tag);
  }
  return tag;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (t: string): string => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => opaque(t) === opaque(etag));
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page / answers when the files are not built (an operator's message: English only). */
export function notBuiltPage(where: string, remedy: string = BUILD_REMEDY): string {
  const advice = escape(remedy).replace(/`([^`]*)`/g, '<code>$1</code>');
  return '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
    + '<title>Traveller page not built</title></head><body><main><h1>The traveller page is not built</h1>'
    + `<p>No built page was found in <code>${escape(where)}</code>.</p><p>${advice}</p>`
    + '<p>The API itself is running: see <a href="/openapi.json">/openapi.json</a>.</p></main></body></html>\n';
}

async function serve(c: Context, name: string, next: Next): Promise<Response | void> {
  const source = files;
  if (!source) return next();
  const file = await source.read(name);
  if (!file) {
    if (name === 'index.html' && !(await source.built())) {
      return new Response(notBuiltPage(source.where, source.remedy), { status: 503, headers: { 'content-type': TYPES.html!, 'cache-control': 'no-store', 'retry-after': '10', 'x-content-type-options': 'nosniff' } });
    }
    return next();
  }
  const type = TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
  const headers = new Headers({ 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', vary: 'Accept-Encoding' });
  if (type.startsWith('text/html')) {
    headers.set('content-security-policy', CSP);
    headers.set('referrer-policy', 'no-referrer');
  }
  let body = file.body;
  const hash = await tagOf(file);
  let etag = `"${hash}"`;
  if (file.gzip && acceptsGzip(c.req.header('accept-encoding'))) {
    body = file.gzip;
    headers.set('content-encoding', 'gzip');
    etag = `"${hash}-gz"`;
  }
  headers.set('etag', etag);
  if (matchesTag(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  headers.set('content-length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}

/** The routes: GET / and GET /<file>. Mount with app.route('/', webRoutes()). */
export function webRoutes(): Hono {
  const app = new Hono();
  app.get('/', (c, next) => serve(c, 'index.html', next));
  app.get('/:file', (c, next) => {
    const name = c.req.param('file');
    return WEB_FILE.test(name) ? serve(c, name, next) : next();
  });
  return app;
}
