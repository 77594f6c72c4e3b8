// Runs a travelreq command function in-process, capturing stdout and stderr.
import { vi } from 'vitest';

export async function runCli(fn: (argv: readonly string[]) => number | Promise<number>, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const capture = (sink: (s: string) => void) => (chunk: string | Uint8Array): boolean => {
    sink(String(chunk));
    return true;
  };
  const o = vi.spyOn(process.stdout, 'write').mockImplementation(capture((s) => (out += s)));
  const e = vi.spyOn(process.stderr, 'write').mockImplementation(capture((s) => (err += s)));
  try {
    const code = await fn(argv);
    return { code, out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}
