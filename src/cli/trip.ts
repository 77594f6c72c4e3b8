// travelreq trip [file|-] [--locale xx-XX]: prints the response body (or error document) as JSON.
import { createTravelRequirements } from '../node/create.js';
import { flag, parseArgs, printJson, readTripInput } from './io.js';

export function tripCommand(argv: readonly string[]): number {
  const args = parseArgs(argv);
  const tr = createTravelRequirements();
  const read = readTripInput(tr, args.positional[0]);
  if (!read.ok) {
    printJson(read.body);
    process.stderr.write(`error 400: ${read.message}\n`);
    return 1;
  }
  const input = read.value;
  const locale = flag(args, 'locale');
  const result = tr.trips(input, locale !== undefined ? { locale } : {});
  printJson(result.body);
  if (result.status === 200 && 'data' in result.body) {
    process.stderr.write(`200 ${result.body.data.attributes.headline}\n`);
    return 0;
  }
  const first = 'errors' in result.body ? result.body.errors[0] : undefined;
  const more = 'errors' in result.body && result.body.errors.length > 1 ? ` (+${result.body.errors.length - 1} more)` : '';
  process.stderr.write(`error ${result.status}: ${first?.code ?? ''} at ${first?.source.pointer || '/'}: ${first?.detail ?? ''}${more}\n`);
  return 1;
}
