// travelreq trip --format text (issue [known-unknowns] §4): what a traveller needs, readable
// without tools: headline, alerts, requirements per country with enforcement and when to act,
// what was not researched, sources with dates; in 80 columns (links excepted), translated.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { wrap } from '../../src/report/text.js';
import { engine } from '../helpers.js';
import { runCli } from '../ruletest/run-cli.js';

const run = (argv: string[]) => runCli(main, argv);

describe('travelreq trip --format text', () => {
  it('prints the headline, the requirements per country, the gaps and the sources', async () => {
    const r = await run(['trip', 'examples/trips/02-ind-to-usa-via-gbr.json', '--format', 'text']);
    expect(r.code, r.err).toBe(0);
    const tr = engine();
    const body = tr.trips(JSON.parse((await import('node:fs')).readFileSync('examples/trips/02-ind-to-usa-via-gbr.json', 'utf8'))).body as { data: { attributes: { headline: string } } };
    // The headline, word for word (wrapped), and the sections a traveller reads.
    expect(r.out.replace(/\s+/g, ' ')).toContain(body.data.attributes.headline);
    expect(r.out).toMatch(/^United Kingdom \(transit\)$/m);
    expect(r.out).toMatch(/^United States$/m);
    expect(r.out).toMatch(/^ {2}Visa requirements: required$/m);
    expect(r.out).toMatch(/^ {4}- Visa required \(required, before you leave\)$/m);
    expect(r.out).toMatch(/^Not researched$/m);
    expect(r.out).toMatch(/^Sources$/m);
    expect(r.out).toContain('(as of 2026-11-23');
    for (const line of r.out.split('\n')) if (!/^\s+https:\/\//.test(line)) expect(line.length, line).toBeLessThanOrEqual(80);
  });

  it('speaks the requested language', async () => {
    const r = await run(['trip', 'examples/trips/02-ind-to-usa-via-gbr.json', '--format', 'text', '--locale', 'fr-FR']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Passeports : Inde$/m);
    expect(r.out).toMatch(/^Non étudié$/m);
    expect(r.out).toMatch(/^ {2}Exigences en matière de visa : obligatoire$/m);
  });

  it('prints an error document as its errors, with the field each names (exit 1)', async () => {
    const r = await run(['trip', 'examples/trips/06-invalid-country-to-own-airport.json', '--format', 'text']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^The request could not be answered:$/m);
    expect(r.out).toMatch(/^ {2}- \/data\/attributes\/travelNodes/m);
  });

  it('refuses an unknown format as a usage error', async () => {
    const r = await run(['trip', 'examples/trips/01-usa-to-gbr.json', '--format', 'pdf']);
    expect(r.code).toBe(2);
  });
});

describe('wrap', () => {
  it('breaks at spaces within the width and keeps every word once, in order', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    const lines = wrap(text, '  ', '- ', 20);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(20);
    expect(lines[0]!.startsWith('- ')).toBe(true);
    expect(lines.slice(1).every((l) => l.startsWith('  '))).toBe(true);
    expect(lines.join(' ').replace(/^- /, '').split(/\s+/).join(' ')).toBe(text);
  });
  it('keeps a word longer than the width whole on its own line', () => {
    expect(wrap('a verylongwordthatdoesnotfit b', '', '', 10)).toEqual(['a', 'verylongwordthatdoesnotfit', 'b']);
  });
});
