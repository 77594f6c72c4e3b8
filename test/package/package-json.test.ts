// What the package promises its users: entry points, supported Node versions, licence, and a
// tarball without files nothing reads at run time (scripts/check-package.mjs checks the packed
// package itself, installed into a fresh project, in npm test).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTravelRequirementsCore, readRuleset } from '../../src/index.js';
import { loadReferenceData, readLocales } from '../../src/index.js';

const ROOT = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  private?: boolean; license: string; engines: { node: string }; files: string[];
  exports: Record<string, string | Record<string, string>>; scripts: Record<string, string>;
};

describe('package.json', () => {
  it('exports the five entry points, each with types, require and default', () => {
    expect(Object.keys(pkg.exports).sort()).toEqual(['.', './core', './data', './http', './http/node', './package.json']);
    for (const [subpath, entry] of Object.entries(pkg.exports)) {
      if (subpath === './package.json') continue;
      expect(Object.keys(entry), subpath).toEqual(['types', 'require', 'default']);
    }
  });

  it('supports the Node versions that require() ES modules', () => {
    expect(pkg.engines.node).toBe('^20.19.0 || >=22.12.0');
  });

  it('is MIT, private (not published by accident), and npm test checks the packed package', () => {
    expect(pkg.license).toBe('MIT');
    expect(pkg.private).toBe(true);
    expect(pkg.scripts.test).toMatch(/node scripts\/check-package\.mjs$/);
    expect(pkg.scripts.build).toContain('tsx scripts/build-data.ts');
  });
});

describe('LICENSE', () => {
  const text = readFileSync(join(ROOT, 'LICENSE'), 'utf8');
  it('is the MIT licence for the code', () => {
    expect(text).toMatch(/^MIT License\n\nCopyright \(c\) 2026 /);
    expect(text).toContain('Permission is hereby granted, free of charge');
  });
  it('states the bundled data\'s licences: Passport Index (MIT), OurAirports (public domain), name lists (MIT)', () => {
    expect(text).toMatch(/Passport Index dataset[\s\S]*MIT licence/);
    expect(text).toMatch(/OurAirports[\s\S]*public domain/);
    expect(text).toMatch(/i18n-iso-countries \(MIT/);
    expect(text).toMatch(/iso-3166 \(MIT/);
    expect(existsSync(join(ROOT, 'rules/visa-matrix/LICENSE.passport-index'))).toBe(true);
  });
});

describe('npm pack', () => {
  // --dry-run --ignore-scripts lists what `files` selects without building.
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const files = (JSON.parse(out.slice(out.indexOf('['))) as [{ files: { path: string }[] }])[0].files.map((f) => f.path);

  it('does not ship the dataset CSV or anything else of data/ but the airports and the diplomatic missions', () => {
    expect(files.filter((f) => f.startsWith('data/')).sort()).toEqual(['data/airports.json', 'data/places/missions.json']);
    expect(files.some((f) => f.endsWith('.csv'))).toBe(false);
    expect(existsSync(join(ROOT, 'data/passport-index'))).toBe(true); // it is in the repository
  });

  it('ships no source maps, sources or tests; ships LICENSE, README and the examples the README runs from an installed package', () => {
    expect(files.filter((f) => f.endsWith('.map') || /^(src|test|scripts|docs)\//.test(f))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'rules/manifest.json', 'locales/en-US/common.json',
      'examples/keys.json', 'examples/places.example.json', 'examples/trips/01-usa-to-gbr.json']));
    // Examples are small JSON files only (issue 23: serve --keys examples/keys.json from node_modules).
    expect(files.filter((f) => f.startsWith('examples/') && !/\.jsonl?$/.test(f))).toEqual([]);
  });
});

describe('README and API agree', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  it('readRuleset(dir) returns { ok: true, source } where source is the { manifest, files } ruleset value', () => {
    expect(readme).toContain('`readRuleset(dir)` returns\n`{ ok: true, source }` (`source` is the `ruleset` value) or `{ ok: false, errors }`');
    const read = readRuleset();
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(Object.keys(read).sort()).toEqual(['ok', 'source']);
    expect(Object.keys(read.source).sort()).toEqual(['files', 'manifest']);
    expect(Object.keys(read.source.files[0]!).sort()).toEqual(['content', 'path']);
    const tr = createTravelRequirementsCore({ ruleset: read.source, locales: readLocales(), referenceData: loadReferenceData() });
    expect(tr.ruleset).toBeDefined();
  });

  it('readRuleset of a missing directory returns { ok: false, errors } naming the file, without throwing', () => {
    const read = readRuleset(join(ROOT, 'no-such-rules'));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors[0]).toMatchObject({ code: 'UNREADABLE_FILE', source: { file: 'manifest.json' } });
  });

  it('names every export in the Install section', () => {
    const install = readme.slice(readme.indexOf('\n## Install\n'), readme.indexOf('\n## Library\n'));
    for (const subpath of Object.keys(pkg.exports).filter((s) => s !== './package.json')) {
      expect(install).toContain(`\`travel-requirements${subpath.slice(1)}\``);
    }
    expect(install).toContain(pkg.engines.node);
  });
});
