// travel-requirements/data: the generated module (scripts/build-data.ts) holds exactly what the Node
// loaders read, loads nothing, and answers as createTravelRequirements() does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildData, CJS_SHIMS, cjsShim, DATA_TYPES, dataModule } from '../../scripts/build-data.js';
import { bundledLanguages, readBundledData, type BundledData } from '../../src/data/bundle.js';
import { createTravelRequirementsCore, loadReferenceData, readLocales, readRuleset } from '../../src/index.js';
import { engine } from '../helpers.js';

let dir: string;
let generated: BundledData & { default: BundledData };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'travelreq-data-'));
  buildData(dir);
  generated = (await import(pathToFileURL(join(dir, 'data', 'index.js')).href)) as typeof generated;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('travel-requirements/data', () => {
  it('exports ruleset, locales and referenceData, and the three as the default export', () => {
    expect(Object.keys(generated.default).sort()).toEqual(['locales', 'referenceData', 'ruleset']);
    expect(generated.ruleset).toBe(generated.default.ruleset);
    expect(generated.locales).toBe(generated.default.locales);
    expect(generated.referenceData).toBe(generated.default.referenceData);
  });

  it('ruleset is readRuleset().source: { manifest, files } for the bundled rules', () => {
    const read = readRuleset();
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(Object.keys(read.source).sort()).toEqual(['files', 'manifest']);
    expect(generated.ruleset).toEqual(read.source);
    expect(generated.ruleset.files.length).toBeGreaterThan(100);
  });

  it('locales are readLocales(); referenceData is loadReferenceData() for English plus each locale\'s language', () => {
    const locales = readLocales();
    expect(generated.locales).toEqual(locales);
    expect(bundledLanguages(Object.keys(locales))).toEqual(['en', 'de', 'es', 'fr']);
    expect(generated.referenceData).toEqual(loadReferenceData(['en', 'de', 'es', 'fr']));
  });

  it('createTravelRequirementsCore(data) answers every example trip exactly as createTravelRequirements()', () => {
    const core = createTravelRequirementsCore(generated.default);
    const examples = join(import.meta.dirname, '../../examples/trips');
    const names = readdirSync(examples).filter((f) => f.endsWith('.json'));
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) {
      const trip = JSON.parse(readFileSync(join(examples, name), 'utf8')) as unknown;
      expect(core.trips(trip), name).toEqual(engine().trips(trip));
      expect(core.trips(trip, { locale: 'de-DE' }), name).toEqual(engine().trips(trip, { locale: 'de-DE' }));
    }
  });

  it('the module loads nothing: no import, require or node:* outside the data string', () => {
    const text = readFileSync(join(dir, 'data', 'index.js'), 'utf8');
    const code = text.split('\n').filter((l) => !l.startsWith('const data = JSON.parse(') && !l.startsWith('//')).join('\n');
    expect(code).not.toMatch(/\bimport\b|\brequire\(|node:|process\./);
    expect(code).toMatch(/^export default data;$/m);
  });

  it('the module text is a pure function of the data (the same data gives the same bytes)', () => {
    const data = readBundledData();
    expect(dataModule(data)).toBe(readFileSync(join(dir, 'data', 'index.js'), 'utf8'));
  });

  it('declares its types from the core types', () => {
    expect(readFileSync(join(dir, 'data', 'index.d.ts'), 'utf8')).toBe(DATA_TYPES);
    expect(DATA_TYPES).toMatch(/export declare const ruleset: BundledData\['ruleset'\];/);
    expect(DATA_TYPES).toMatch(/export default data;/);
  });
});

describe('require() shims (dist/cjs)', () => {
  it('one shim for each export, each pointing at an ES module file of dist', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { exports: Record<string, string | Record<string, string>> };
    for (const [subpath, entry] of Object.entries(pkg.exports)) {
      if (typeof entry === 'string') continue;
      expect(entry.require, subpath).toMatch(/^\.\/dist\/cjs\/[a-z-]+\.cjs$/);
      const shim = entry.require!.slice('./dist/cjs/'.length);
      expect(CJS_SHIMS[shim], subpath).toBe(`../${entry.default!.slice('./dist/'.length)}`);
      expect(Object.keys(entry)).toEqual(['types', 'require', 'default']);
    }
  });

  it('load the ES module with require(), and say what to do where Node cannot', () => {
    const root = mkdtempSync(join(tmpdir(), 'travelreq-shim-'));
    try {
      mkdirSync(join(root, 'esm'));
      writeFileSync(join(root, 'esm', 'package.json'), '{"type":"module"}');
      writeFileSync(join(root, 'esm', 'entry.js'), 'export const answer = 42;\n');
      writeFileSync(join(root, 'shim.cjs'), cjsShim('./esm/entry.js'));
      const script = "console.log(require('./shim.cjs').answer)";
      const ok = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
      expect(ok.stderr).toBe('');
      expect(ok.stdout.trim()).toBe('42');
      const off = spawnSync(process.execPath, ['--no-experimental-require-module', '-e', script], { cwd: root, encoding: 'utf8' });
      expect(off.status).not.toBe(0);
      expect(off.stderr).toContain('travel-requirements is an ES module: require() of it needs Node.js 20.19+ or 22.12+');
      expect(off.stderr).toContain(`this is Node.js ${process.version}`);
      // Other failures (a missing file, a syntax error) are not disguised as a Node version problem.
      writeFileSync(join(root, 'esm', 'entry.js'), 'export const = ;\n');
      const broken = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
      expect(broken.status).not.toBe(0);
      expect(broken.stderr).not.toContain('needs Node.js 20.19+');
      expect(broken.stderr).toContain('SyntaxError');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
