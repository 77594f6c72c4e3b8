// An engine over the bundled ruleset plus one test-only file with dated records (the bundled
// data has no record with an endDate), for the filter[date] tests.
import { createTravelRequirements } from '../../src/index.js';
import { readRuleset } from '../../src/node/ruleset.js';
import type { TravelRequirements } from '../../src/service.js';

const base = {
  type: 'PROCEDURE', text: 'procedures:matrix.visaRequired', location: 'ISL', category: 'VISA', enforcement: 'MANDATORY',
  sources: [{ type: 'GOVERNMENT', title: 'Test source', url: 'https://example.org/test' }],
  createdAt: '2026-01-01T00:00:00Z', lastUpdatedAt: '2026-01-01T00:00:00Z',
};

let shared: TravelRequirements | undefined;
export function datedEngine(): TravelRequirements {
  if (shared) return shared;
  const read = readRuleset();
  if (!read.ok) throw new Error('bundled ruleset does not load');
  const manifest = read.source.manifest as { files: string[] };
  const file = {
    schemaVersion: 1, description: 'Test-only dated records.', provenance: { kind: 'example' },
    procedures: [
      { ...base, id: 'test-expired', startDate: '2025-01-01', endDate: '2026-01-31' },
      { ...base, id: 'test-upcoming', startDate: '2027-06-01', endDate: null },
      { ...base, id: 'test-current', startDate: '2025-01-01', endDate: '2026-12-31' },
    ],
    rules: [],
  };
  shared = createTravelRequirements({
    ruleset: { manifest: { ...manifest, files: [...manifest.files, 'test/dated.json'] }, files: [...read.source.files, { path: 'test/dated.json', content: file }] },
  });
  return shared;
}
