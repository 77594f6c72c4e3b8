// Watches directories (recursively) and calls `onChange` once per burst of file changes, never two
// at once: a change that arrives while onChange runs schedules one more call after it. Used by
// `travelreq serve --watch` to reload rules and locales. Node-only (fs.watch).
import { watch, type FSWatcher } from 'node:fs';

export interface DirectoryWatcher {
  close(): void;
}

export interface WatchOptions {
  /** Quiet time after the last change before onChange runs (editors write a file in several steps). Default 200 ms. */
  debounceMs?: number;
  /** A watcher error (e.g. a watched directory removed): reported, the other directories keep being watched. */
  onError?: (dir: string, cause: Error) => void;
}

export function watchDirectories(dirs: readonly string[], onChange: () => Promise<void>, options: WatchOptions = {}): DirectoryWatcher {
  const debounceMs = options.debounceMs ?? 200;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  let closed = false;

  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await onChange();
      } while (again && !closed);
    } finally {
      running = false;
    }
  };
  const changed = (): void => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), debounceMs);
  };
  const watchers: FSWatcher[] = dirs.map((dir) => {
    const w = watch(dir, { recursive: true }, changed);
    w.on('error', (cause) => options.onError?.(dir, cause));
    return w;
  });
  return {
    close(): void {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const w of watchers) w.close();
    },
  };
}
