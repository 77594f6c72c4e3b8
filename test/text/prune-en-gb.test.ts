// scripts/prune-en-gb.ts: en-GB keeps only what differs from en-US; idempotent; and what it leaves
// still reads as before, through i18next's fallback to en-US (the library's texts for en-GB).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneEnGb, pruneEqual } from '../../scripts/prune-en-gb.js';
import { checkTranslations } from '../../src/lint/translations.js';
import type { LocaleResources } from '../../src/rules/source.js';
import { createI18n } from '../../src/text/i18n.js';

const dir = mkdtempSync(join(tmpdir(), 'travelreq-prune-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const US = { _comment: 'c', title: 'Travel authorization', same: 'Same', nested: { a: 'A', b: 'B' }, lines: ['x', 'y'] };
const GB = { _comment: 'c', title: 'Travel authorisation', same: 'Same', nested: { a: 'A', b: 'Bee' }, lines: ['x', 'y'] };

describe('prune-en-gb', () => {
  it('removes texts equal to en-US, deeply, keeping overrides and comments', () => {
    expect(pruneEqual(GB, US)).toEqual({ _comment: 'c', title: 'Travel authorisation', nested: { b: 'Bee' } });
    expect(pruneEqual(US, US)).toBeUndefined();
  });

  it('rewrites the files once; a second run finds nothing; i18next still reads every en-GB text', () => {
    for (const [l, v] of [['en-US', US], ['en-GB', GB]] as const) {
      mkdirSync(join(dir, l), { recursive: true });
      writeFileSync(join(dir, l, 'web.json'), JSON.stringify(v));
    }
    expect(pruneEnGb(dir, true)).toEqual([{ file: 'en-GB/web.json', removed: 3 }]);
    expect(pruneEnGb(dir, true)).toEqual([]);
    const gb = JSON.parse(readFileSync(join(dir, 'en-GB/web.json'), 'utf8')) as Record<string, unknown>;
    const t = createI18n({ 'en-US': { web: US }, 'en-GB': { web: gb } }).translator('en-GB');
    expect([t('web:title'), t('web:same'), t('web:nested.a'), t('web:nested.b')]).toEqual(['Travel authorisation', 'Same', 'A', 'Bee']);
  });

  it('the text check accepts a key missing in en-GB (inherited) but not in fr-FR', () => {
    const locales: LocaleResources = { 'en-US': { common: { a: 'A', b: 'B' } }, 'en-GB': { common: { a: 'A2' } }, 'fr-FR': { common: { a: 'A3' } } };
    const findings = checkTranslations({ manifest: {}, files: [], missing: [] }, locales).filter((f) => f.code === 'MISSING_TRANSLATION');
    expect(findings.map((f) => f.file)).toEqual(['fr-FR/common.json']);
  });
});
