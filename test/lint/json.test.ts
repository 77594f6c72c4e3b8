// Invalid JSON is reported with line and column (src/lint/json.ts), whatever V8 puts in its message.
import { describe, expect, it } from 'vitest';
import { describeJsonProblem, locate, parseJson } from '../../src/lint/json.js';

const problem = (text: string) => {
  const r = parseJson(text);
  if (r.ok) throw new Error('expected invalid JSON');
  return r.problem;
};

describe('parseJson', () => {
  it('parses valid JSON', () => {
    expect(parseJson('{"a": [1, "x"]}')).toEqual({ ok: true, value: { a: [1, 'x'] } });
  });

  it('a missing comma: line and column of the next token', () => {
    const p = problem('{\n  "a": 1\n  "b": 2\n}\n');
    expect([p.line, p.column]).toEqual([3, 3]);
    expect(describeJsonProblem('x/a.json', p)).toBe('x/a.json:3:3: invalid JSON: Expected \',\' or \'}\' after property value (near "\\"b\\": 2")');
  });

  it('a trailing comma, an unterminated file, an empty file', () => {
    expect(problem('{\n  "a": 1,\n}').line).toBe(3);
    const end = problem('{\n  "a": [1,\n\n');
    expect([end.line, end.column, end.reason]).toEqual([2, 11, 'Unexpected end of JSON input']);
    expect([problem('').line, problem('').column]).toEqual([1, 1]);
  });

  it('reads the line and column V8 12 (Node 22) puts in its message, and keeps a message without a position', () => {
    const p = locate('{\n "a" 1}', 'Expected \':\' after property name in JSON at position 6 (line 2 column 6)');
    expect([p.line, p.column, p.reason]).toEqual([2, 6, 'Expected \':\' after property name']);
    const q = locate('nope', 'Unexpected token \'o\', "nope" is not valid JSON');
    expect([q.line, q.reason]).toEqual([undefined, 'Unexpected token \'o\'']);
    expect(describeJsonProblem('a.json', q)).toBe('a.json: invalid JSON: Unexpected token \'o\'');
  });
});
