// File reading for the rules commands: tolerant where lint needs every problem (a broken file is a
// finding, not the end of the run), and display paths relative to the working directory.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describeJsonProblem, parseJson } from '../lint/json.js';
import type { Finding } from '../lint/model.js';
import type { LocaleResources, RulesetSource } from '../rules/source.js';

export type JsonRead = { ok: true; value: unknown } | { ok: false; code: 'INVALID_JSON' | 'UNREADABLE_FILE' | 'MISSING_FILE'; message: string };

export function readJson(path: string): JsonRead {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    const missing = (cause as NodeJS.ErrnoException).code === 'ENOENT';
    return { ok: false, code: missing ? 'MISSING_FILE' : 'UNREADABLE_FILE', message: cause instanceof Error ? cause.message : String(cause) };
  }
  const parsed = parseJson(text);
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, code: 'INVALID_JSON', message: describeJsonProblem(basename(path), parsed.problem) };
}

export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Every *.json under dir, as "/"-separated paths relative to it, sorted. */
export function listJson(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(dir, prefix)).sort()) {
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(join(dir, rel)).isDirectory()) out.push(...listJson(dir, rel));
    else if (name.endsWith('.json')) out.push(rel);
  }
  return out;
}

const problem = (root: Finding['root'], file: string, code: string, message: string): Finding =>
  ({ root, file, pointer: '', severity: 'error', code, message, check: 'read' });

/** The ruleset as lint sees it: whatever parses, plus a finding for each file that does not. */
export function readRulesForLint(dir: string): { source: RulesetSource; findings: Finding[]; directory: string[]; manifestRead: boolean } {
  const findings: Finding[] = [];
  const m = readJson(join(dir, 'manifest.json'));
  if (!m.ok) findings.push(problem('rules', 'manifest.json', m.code, m.message));
  const manifest = m.ok ? m.value : {};
  const listed = Array.isArray((manifest as { files?: unknown }).files) ? (manifest as { files: unknown[] }).files : [];
  const files: RulesetSource['files'] = [];
  for (const path of new Set(listed.filter((f): f is string => typeof f === 'string'))) {
    const r = readJson(join(dir, path));
    if (r.ok) files.push({ path, content: r.value });
    else if (r.code !== 'MISSING_FILE') findings.push(problem('rules', path, r.code, r.message)); // missing ones: the manifest check says so
  }
  return { source: { manifest, files }, findings, directory: listJson(dir), manifestRead: m.ok };
}

/** locales/<xx-XX>/<namespace>.json, like src/node/locales.ts but reporting broken files. */
export function readLocalesForLint(dir: string): { locales: LocaleResources; findings: Finding[] } {
  const locales: LocaleResources = {};
  const findings: Finding[] = [];
  for (const locale of readdirSync(dir).filter((d) => /^[a-z]{2}-[A-Z]{2}$/.test(d)).sort()) {
    const namespaces: Record<string, Record<string, unknown>> = {};
    for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith('.json')).sort()) {
      const r = readJson(join(dir, locale, file));
      if (r.ok && r.value !== null && typeof r.value === 'object' && !Array.isArray(r.value)) namespaces[file.slice(0, -5)] = r.value as Record<string, unknown>;
      else findings.push(problem('locales', `${locale}/${file}`, r.ok ? 'INVALID_JSON' : r.code, r.ok ? 'A namespace file must hold a JSON object.' : r.message));
    }
    locales[locale] = namespaces;
  }
  return { locales, findings };
}

/** A path for humans: relative to the working directory when that is shorter. */
export function displayPath(dir: string, file: string): string {
  const abs = join(dir, file);
  const rel = relative(process.cwd(), abs);
  return rel.length < abs.length && !rel.startsWith('../../') ? rel : abs;
}
