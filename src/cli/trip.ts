// travelreq trip [file|-] [--locale xx-XX]: prints the response body (or error document) as JSON.
import { createTravelRequirements } from '../node/create.js';
import { flag, parseArgs, printJson, readInput } from './io.js';

export function tripCommand(argv: readonly string[]): number {
  const args = parseArgs(argv);
  const tr = createTravelRequirements();
  let input: unknown;
  let text: string;
  try {
    text = readInput(args.positional[0]);
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    const body = tr.errorDocument([{ status: '400', code: 'UNREADABLE_INPUT', title: 'Unreadable input', detail, source: { pointer: '' } }]);
    printJson(body);
    process.stderr.write(`error 400: ${detail}\n`);
    return 1;
  }
  try {
    input = JSON.parse(text);
  } catch (cause) {
    const detail = `The input is not valid JSON: ${cause instanceof Error ? cause.message : String(cause)}`;
    printJson(tr.errorDocument([{ status: '400', code: 'INVALID_JSON', title: 'Invalid JSON', detail: detail.slice(0, 400), source: { pointer: '' } }]));
    process.stderr.write('error 400: input is not valid JSON\n');
    return 1;
  }
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
