// Copies the visa-matrix dataset from the shared folder beside this repository
// (../shared/data/passport-index/: CSV, LICENSE, README with provenance) into data/passport-index/,
// so builds, tests and CI need nothing outside the repository. Run: npm run copy:passport-index,
// then npm run import:passport-index to regenerate rules/visa-matrix/ from it.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const from = join(root, '../shared/data/passport-index');
const to = join(root, 'data/passport-index');
const files = ['passport-index-tidy-iso3.csv', 'LICENSE', 'README.md'];

mkdirSync(to, { recursive: true });
for (const f of files) copyFileSync(join(from, f), join(to, f));
const sha = createHash('sha256').update(readFileSync(join(to, files[0]!))).digest('hex');
writeFileSync(join(to, 'COPIED_FROM.md'),
  `# Copy of shared/data/passport-index\n\nThese files are verbatim copies of \`../shared/data/passport-index/\` (the project's shared folder),\n` +
  `made by \`scripts/copy-passport-index.ts\`. README.md beside this file gives the dataset's origin and licence (MIT,\n` +
  `LICENSE). sha256 of passport-index-tidy-iso3.csv: ${sha}\n`);
console.log(`copied ${files.join(', ')} to data/passport-index/ (csv sha256 ${sha})`);
