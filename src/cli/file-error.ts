// File errors of the command line: an input file or directory named on it that is missing or cannot
// be read. Every command reports one the same way, before any work starts: a line naming the path
// and the reason in words (no errno jargon) on stderr, and exit status 2 (FILE_ERROR_EXIT), like
// a usage error, since the command line has to change. Never "error 400": there was no request.
import { closeSync, openSync, readdirSync, statSync } from 'node:fs';

/** The exit status of a file error (README, CLI). */
export const FILE_ERROR_EXIT = 2;

/** Why a path cannot be read, in words, from a file system error. */
export function fileProblem(cause: unknown): string {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT': return 'no such file or directory';
    case 'EISDIR': return 'it is a directory, not a file';
    case 'ENOTDIR': return 'a part of the path is not a directory';
    case 'EACCES':
    case 'EPERM': return 'permission denied';
    case 'ELOOP': return 'too many symbolic links';
    case 'ENAMETOOLONG': return 'the name is too long';
    default: return cause instanceof Error ? cause.message : String(cause);
  }
}

/** What stops `path` being read as a `kind`, or undefined when it can be (it exists, is one, and opens). */
export function inputProblem(path: string, kind: 'file' | 'directory'): string | undefined {
  try {
    const st = statSync(path);
    if (kind === 'file' && st.isDirectory()) return 'it is a directory, not a file';
    if (kind === 'directory' && !st.isDirectory()) return 'not a directory';
    if (kind === 'file') closeSync(openSync(path, 'r'));
    else readdirSync(path);
    return undefined;
  } catch (cause) {
    return fileProblem(cause);
  }
}

/** The stderr line of a file error: `travelreq trip: cannot read missing.json: no such file or directory`. */
export function fileErrorLine(command: string, path: string, problem: string): string {
  return `${command}: cannot read ${path === '-' ? 'standard input' : path}: ${problem}\n`;
}

/**
 * Reports the first named input that cannot be read (stderr, as fileErrorLine) and returns
 * FILE_ERROR_EXIT; undefined when all can be read. `-` (stdin) is always readable here.
 */
export function checkInputs(command: string, inputs: ReadonlyArray<{ path: string | undefined; kind: 'file' | 'directory' }>): number | undefined {
  for (const { path, kind } of inputs) {
    if (path === undefined || path === '-') continue;
    const problem = inputProblem(path, kind);
    if (problem !== undefined) {
      process.stderr.write(fileErrorLine(command, path, problem));
      return FILE_ERROR_EXIT;
    }
  }
  return undefined;
}
