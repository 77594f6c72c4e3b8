// travelreq trip [FILE|-] [--locale xx-XX] [--format json|text]: prints the response body (or error
// document) as JSON, or as text for a traveller (src/report/text.ts).
import { isatty } from 'node:tty';
import { createTravelRequirements } from '../node/create.js';
import type { LocaleFallback } from '../text/locale.js';
import { LOCALE_CHECK, parseOrExit, usageError, type CommandSpec } from './args.js';
import { FILE_ERROR_EXIT, fileErrorLine } from './file-error.js';
import { printJson, readTripInput } from './io.js';

export const TRIP_SPEC: CommandSpec = {
  command: 'travelreq trip',
  summary: 'Answers one trip request (the JSON body of POST /v3/trips): prints the response document,\n'
    + 'or the JSON:API error document, as JSON on stdout and a one-line summary on stderr.',
  positionals: [{ name: 'FILE|-', help: 'the request body; - (or no FILE, when stdin is not a terminal) reads stdin' }],
  options: {
    locale: { type: 'string', value: 'xx-XX', check: LOCALE_CHECK, help: 'answer in this locale (overrides data.attributes.locale)' },
    format: { type: 'string', choices: ['json', 'text'], help: 'json: the response document (default); text: what a traveller needs, in 80 columns' },
  },
  epilog: 'exit status: 0 for a 200 response, 1 for an error document, 2 for a usage error or a FILE that\n'
    + 'cannot be read (missing, a directory, no permission: the path and why on stderr)\n'
    + 'example: travelreq trip examples/trips/01-usa-to-gbr.json --locale de-DE --format text',
};

export interface TripIo {
  /** Whether stdin is a terminal (injectable for tests). */
  stdinIsTTY?: () => boolean;
}

export function tripCommand(argv: readonly string[], io: TripIo = {}): number {
  const args = parseOrExit(TRIP_SPEC, argv);
  if (typeof args === 'number') return args;
  const path = args.positionals[0];
  const terminal = (io.stdinIsTTY ?? (() => isatty(0)))();
  if (path === undefined && terminal) {
    // Nothing piped in and no file named: say so rather than wait silently for typed JSON.
    return usageError(TRIP_SPEC, 'no trip request: name a FILE, pipe the request in, or give - to type it (end with Ctrl-D)');
  }
  if (path === '-' && terminal) process.stderr.write('travelreq trip: reading the trip request from the terminal; end it with Ctrl-D\n');
  const tr = createTravelRequirements();
  const read = readTripInput(tr, path);
  if (!read.ok) {
    printJson(read.body);
    if (read.kind === 'file') {
      process.stderr.write(fileErrorLine('travelreq trip', path ?? '-', read.message));
      return FILE_ERROR_EXIT;
    }
    process.stderr.write(`error 400: ${read.message}\n`);
    return 1;
  }
  const input = read.value;
  const locale = args.string('locale');
  const result = tr.trips(input, locale !== undefined ? { locale } : {});
  if (args.string('format') === 'text') process.stdout.write(tr.text(result.body));
  else printJson(result.body);
  // Never a silent fallback: the response's meta.localeFallback, said on stderr too.
  const fallback = (result.body.meta as { localeFallback?: LocaleFallback }).localeFallback;
  if (fallback) process.stderr.write(`travelreq trip: no texts in ${fallback.requested}: answered in ${fallback.used} (meta.localeFallback; supported: ${tr.locales.join(', ')})\n`);
  if (result.status === 200 && 'data' in result.body) {
    process.stderr.write(`200 ${result.body.data.attributes.headline}\n`);
    return 0;
  }
  const first = 'errors' in result.body ? result.body.errors[0] : undefined;
  const more = 'errors' in result.body && result.body.errors.length > 1 ? ` (+${result.body.errors.length - 1} more)` : '';
  process.stderr.write(`error ${result.status}: ${first?.code ?? ''} at ${first?.source.pointer || '/'}: ${first?.detail ?? ''}${more}\n`);
  return 1;
}
