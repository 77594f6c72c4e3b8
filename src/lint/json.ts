// JSON.parse with the place of a syntax error: line and column (1-based), for messages of the form
// `file:line:column: reason (near ...)` in lint findings and the loaders' error documents.
// Pure (no node:*), so the core and the CLI share it. V8 reports a character position (Node 20)
// and, from V8 12, the line and column too; an engine that reports neither gets the end of the
// text for "unexpected end" and no position otherwise.

export interface JsonSyntaxProblem {
  /** 1-based line, or undefined when the engine's message gives no position. */
  line: number | undefined;
  /** 1-based column in UTF-16 code units. */
  column: number | undefined;
  /** The engine's reason without its position suffix, e.g. "Expected ',' or '}' after property value". */
  reason: string;
  /** The source line around the error, clipped, for "near ..." (empty when unknown). */
  near: string;
}

export type JsonParse = { ok: true; value: unknown } | { ok: false; problem: JsonSyntaxProblem };

export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (cause) {
    return { ok: false, problem: locate(text, cause instanceof Error ? cause.message : String(cause)) };
  }
}

/** `file:line:column: reason (near "...")`, or `file: reason` when the position is unknown. */
export function describeJsonProblem(file: string, p: JsonSyntaxProblem): string {
  const where = p.line === undefined ? file : `${file}:${p.line}:${p.column ?? 1}`;
  return `${where}: invalid JSON: ${p.reason}${p.near ? ` (near ${JSON.stringify(p.near)})` : ''}`;
}

const MAX_NEAR = 40;

/** The place of a JSON.parse error from its message (exported for tests of other engines' messages). */
export function locate(text: string, message: string): JsonSyntaxProblem {
  let line: number | undefined;
  let column: number | undefined;
  let offset: number | undefined;
  const lc = /\(line (\d+) column (\d+)\)/.exec(message);
  const pos = /at position (\d+)/.exec(message);
  if (lc) {
    line = Number(lc[1]);
    column = Number(lc[2]);
  } else if (pos) {
    offset = Math.min(Number(pos[1]), text.length);
  } else if (/unexpected end/i.test(message)) {
    offset = text.replace(/\s+$/, '').length;
  }
  if (offset !== undefined) {
    const before = text.slice(0, offset);
    const lastBreak = before.lastIndexOf('\n');
    line = (before.match(/\n/g)?.length ?? 0) + 1;
    column = offset - lastBreak;
  }
  const reason = message
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/\s*in JSON at position \d+/, '')
    .replace(/,\s*"[^"]*" is not valid JSON$/, '')
    .trim() || 'Invalid JSON';
  return { line, column, reason, near: line === undefined ? '' : nearText(text, line, column ?? 1) };
}

function nearText(text: string, line: number, column: number): string {
  const source = text.split('\n')[line - 1] ?? '';
  const start = Math.max(0, Math.min(column - 1, source.length) - MAX_NEAR / 2);
  const piece = source.slice(start, start + MAX_NEAR).trim();
  return piece;
}
