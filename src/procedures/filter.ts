// Catalogue filtering over the ruleset's record definitions. Within one filter a list matches
// any value; different filters must all match.
import type { RecordDefinition } from '../rules/model.js';
import type { CatalogueFilters } from './query.js';

const overlaps = (values: readonly string[] | undefined, wanted: ReadonlySet<string>): boolean => (values ?? []).some((v) => wanted.has(v));

export function matches(def: RecordDefinition, f: CatalogueFilters): boolean {
  if (f.countries && !f.countries.has(def.location)) return false;
  // A record that lists no passports is not limited by nationality (for example a domestic ID rule).
  if (f.nationalities && def.included && def.included.length > 0 && !overlaps(def.included, f.nationalities)) return false;
  if (f.categories && !f.categories.has(def.category)) return false;
  if (f.subCategories && (def.subCategory === undefined || !f.subCategories.has(def.subCategory))) return false;
  if (f.documentTypes && !overlaps(def.documentTypes, f.documentTypes)) return false;
  if (f.travelPurposes && !overlaps(def.travelPurposes, f.travelPurposes)) return false;
  if (f.types && !f.types.has(def.type)) return false;
  if (f.ids && !f.ids.has(def.id)) return false;
  // Same test as rule evaluation: a record is dropped only once its endDate has passed.
  if (f.date !== undefined && def.endDate && def.endDate < f.date) return false;
  return true;
}

/** Stable listing order: enforcing country, then id. */
export function sortDefinitions(defs: Iterable<RecordDefinition>): RecordDefinition[] {
  return [...defs].sort((a, b) => (a.location === b.location ? cmp(a.id, b.id) : cmp(a.location, b.location)));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
