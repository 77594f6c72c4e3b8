// travelreq serve --watch: when a file under the rules or locales directory changes, lint both and
// build a new TravelRequirements; a clean ruleset is served at once (the listener re-opened on the
// same port with it: in-flight requests finish on the old one), an invalid one keeps the running
// ruleset and logs the lint errors. The traveller page carries its own copy of the data (bundled at
// build time), so in a checkout (scripts/build-web.ts present) it is rebuilt from the same
// directories at start and after each reload. A rule change only loads once it is registered (npm run
// rules:register: new revision and digest), since lint refuses a stale digest: every answer is
// served under the revision that names its rules.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningServer } from '../http/node.js';
import { createTravelRequirements } from '../node/create.js';
import { readLocales } from '../node/locales.js';
import { PACKAGE_ROOT } from '../node/paths.js';
import { watchDirectories, type DirectoryWatcher } from '../node/watch.js';
import { RulesetError, type TravelRequirements } from '../service.js';
import { lintDirectories } from './rules-lint.js';

export type LoadOutcome = { ok: true; tr: TravelRequirements } | { ok: false; errors: string[] };

/** A TravelRequirements for the directories, only when they lint without errors and load. */
export function loadChecked(rulesDir: string, localesDir: string): LoadOutcome {
  const linted = lintDirectories(rulesDir, localesDir);
  if (linted.errors > 0) {
    return { ok: false, errors: linted.findings.filter((f) => f.severity === 'error').map((f) => `${linted.where(f)}:${f.pointer}  error  ${f.code}  ${f.message}`) };
  }
  try {
    return { ok: true, tr: createTravelRequirements({ rulesDir, locales: readLocales(localesDir) }) };
  } catch (cause) {
    if (cause instanceof RulesetError) return { ok: false, errors: cause.document.errors.map((e) => `${e.source.file ?? ''}${e.source.pointer ? `#${e.source.pointer}` : ''}  error  ${e.code}  ${e.detail}`) };
    return { ok: false, errors: [cause instanceof Error ? cause.message : String(cause)] };
  }
}

export interface ReloadingOptions {
  rulesDir: string;
  localesDir: string;
  tr: TravelRequirements;
  server: RunningServer;
  /** Starts the same server with another ruleset on `port`. */
  restart(tr: TravelRequirements, port: number): Promise<RunningServer>;
  /** JSON event lines (stdout). */
  event(value: Record<string, unknown>): void;
  /** Human-readable lines (stderr): the lint errors of a refused change. */
  log(line: string): void;
  debounceMs?: number;
  /** Rebuilds the traveller page from the directories (pageRebuilder); none: the page is left alone. */
  rebuildPage?: (signal: AbortSignal) => Promise<void>;
}

/**
 * Rebuilds the page into `webDir` from the directories, in a child process (esbuild is a development
 * dependency: only a checkout has it and scripts/build-web.ts). Undefined where that is not possible.
 */
export function pageRebuilder(webDir: string, rulesDir: string, localesDir: string): ((signal: AbortSignal) => Promise<void>) | undefined {
  const script = join(PACKAGE_ROOT, 'scripts/build-web.ts');
  if (!existsSync(script)) return undefined;
  return (signal) => new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', script, webDir, '--rules', rulesDir, '--locales', localesDir], { cwd: PACKAGE_ROOT, signal }, (cause, _stdout, stderr) => {
      if (cause) reject(new Error(stderr.trim() || cause.message));
      else resolve();
    });
  });
}

export interface ReloadingServer {
  current(): RunningServer;
  close(): Promise<void>;
  /** Stops a page build under way at once (its child process), e.g. before the process exits. */
  abort(): void;
}

export function reloadingServer(options: ReloadingOptions): ReloadingServer {
  let tr = options.tr;
  let server = options.server;
  let closed = false;
  const stopping = new AbortController(); // a page build under way is stopped on close
  // Reloads and page builds run one after another, never two at once.
  let reloading: Promise<void> = Promise.resolve();
  const enqueue = (step: () => Promise<void>): Promise<void> => (reloading = reloading.then(step, step));
  // Never a rejection out of a file event: a failure is logged and the next change tries again.
  const reload = (): Promise<void> => enqueue(() => reloadOnce().catch((cause: unknown) => options.log(`reload failed: ${cause instanceof Error ? cause.message : String(cause)}`)));
  const rebuild = async (): Promise<void> => {
    if (!options.rebuildPage || closed) return;
    try {
      await options.rebuildPage(stopping.signal);
      options.event({ event: 'page-rebuilt', rulesetRevision: tr.ruleset.revision });
    } catch (cause) {
      if (closed) return;
      options.log(`page: not rebuilt: ${cause instanceof Error ? cause.message : String(cause)}`);
      options.event({ event: 'page-rebuild-failed', rulesetRevision: tr.ruleset.revision });
    }
  };
  const reloadOnce = async (): Promise<void> => {
    if (closed) return;
    const loaded = loadChecked(options.rulesDir, options.localesDir);
    if (!loaded.ok) {
      for (const line of loaded.errors) options.log(line);
      options.event({ event: 'reload-refused', rulesetRevision: tr.ruleset.revision, errors: loaded.errors.length });
      return;
    }
    if (closed) return;
    const port = server.port;
    await server.close();
    try {
      server = await options.restart(loaded.tr, port);
      tr = loaded.tr;
      options.event({ event: 'reloaded', rulesetRevision: tr.ruleset.revision, url: server.url });
      await rebuild();
    } catch (cause) {
      // The port was taken in between: serve the previous ruleset again if possible.
      options.log(`reload: cannot listen on port ${port} again: ${cause instanceof Error ? cause.message : String(cause)}`);
      server = await options.restart(tr, port);
    }
  };
  const watcher: DirectoryWatcher = watchDirectories([options.rulesDir, options.localesDir], reload, {
    ...(options.debounceMs !== undefined ? { debounceMs: options.debounceMs } : {}),
    onError: (dir, cause) => options.log(`watch: ${dir}: ${cause.message}`),
  });
  // The page served may have been built from other directories (or an older ruleset): build it from these.
  void enqueue(rebuild);
  return {
    current: () => server,
    abort: () => stopping.abort(),
    async close(): Promise<void> {
      closed = true;
      watcher.close();
      stopping.abort();
      await reloading; // a reload under way finishes (or stops) first: one server to close
      await server.close();
    },
  };
}
