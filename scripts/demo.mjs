// npm run demo: runs `travelreq trip` (the built CLI) on every trip in examples/trips/ and prints
// each response. The trips are illustrative requests; the answers come from the bundled ruleset.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'dist/cli/main.js');
const dir = join(root, 'examples/trips');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
let failures = 0;
for (const file of files) {
  const about = JSON.parse(readFileSync(join(dir, file), 'utf8')).meta?.description ?? '';
  process.stdout.write(`\n=== ${file}${about ? ` — ${about}` : ''}\n$ travelreq trip examples/trips/${file}\n`);
  const run = spawnSync(process.execPath, [cli, 'trip', join(dir, file)], { encoding: 'utf8' });
  process.stdout.write(run.stdout);
  process.stdout.write(`[stderr] ${run.stderr}`);
  process.stdout.write(`[exit ${run.status}]\n`);
  const expectError = file.includes('invalid');
  if ((run.status === 0) === expectError) failures++;
}
process.stdout.write(`\n${files.length} example trips, ${failures} unexpected exit code(s)\n`);
process.exitCode = failures ? 1 : 0;
